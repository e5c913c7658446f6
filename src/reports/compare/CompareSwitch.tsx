import { Form, Space, Switch, Typography } from 'antd';
import type { Period } from './period';
import { t } from '../../i18n';

/** The switch's label, beside the date range of every report. */
export const COMPARE_LABEL = 'Compare with previous period';

interface CompareSwitchProps {
  on: boolean;
  /** The period compared with, named beside the switch when it is on. */
  previous: Period;
  /** Whether the report's date limit allows that period (else nothing is compared, and it says why). */
  allowed: boolean;
  onChange: (on: boolean) => void;
}

/** 'Compare with previous period': a switch in the filter bar, acting at once (no Search needed). */
export function CompareSwitch({ on, previous, allowed, onChange }: CompareSwitchProps) {
  return (
    <Form.Item label={t(COMPARE_LABEL)} htmlFor="report-compare" className="report-compare">
      <Space size={8} wrap>
        <Switch id="report-compare" checked={on} onChange={onChange} />
        {on && (
          <Typography.Text type="secondary">
            {allowed
              ? t('Previous period: {{start}} to {{end}}', { ...previous })
              : t('The previous period, {{start}} to {{end}}, is outside the dates this report keeps.', {
                  ...previous,
                })}
          </Typography.Text>
        )}
      </Space>
    </Form.Item>
  );
}
