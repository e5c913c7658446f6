import { Form, Select, Tabs } from 'antd';
import { useId } from 'react';
import { usePhone } from '../theme';
import { t } from '../i18n';
import './report.css';

export interface ReportTab {
  key: string;
  label: string;
}

/** The label of the tab chooser a phone shows in place of the tabs. */
export const TAB_SELECT_LABEL = 'Tab';

/**
 * A report's tabs. On a phone (below antd's `md`) they are a labelled select instead: antd's tab
 * bar hides the tabs that do not fit behind a "more" button, which is no valid child of its tab
 * list for assistive technologies. Either way choosing a tab calls `onChange` with its key, so
 * the address and the state follow the same way.
 */
export function ReportTabs({
  tabs,
  active,
  onChange,
}: {
  tabs: ReportTab[];
  active: string;
  onChange: (tab: string) => void;
}) {
  const phone = usePhone();
  const id = useId();
  if (!phone) return <Tabs activeKey={active} items={tabs} onChange={onChange} />;
  return (
    <Form layout="vertical" component="div" className="report-tab-select">
      <Form.Item label={t(TAB_SELECT_LABEL)} htmlFor={id}>
        <Select
          id={id}
          value={active}
          options={tabs.map(({ key, label }) => ({ value: key, label }))}
          onChange={onChange}
        />
      </Form.Item>
    </Form>
  );
}
