import { Alert, Card } from 'antd';
import { useMemo, useState } from 'react';
import { ReportBody } from './ReportBody';
import { ReportScreenProvider } from './ReportContext';
import { ReportTabs } from './ReportTabs';
import { TIME_ZONES } from './sources';
import type { ReportConfig } from './types';
import { useAudience } from './filters/useAudience';
import { useOptionList } from './filters/useOptionList';
import { useReportState } from './useReportState';
import { TOTAL_TAB, viewOfTab } from './urlState';
import { viewFor } from './filters/audience';
import { ScreenTitle } from '../ui/ScreenTitle';
import { t } from '../i18n';

/**
 * The one report screen: every report is this component with its config. Tabs are the config's
 * views (content page / middle page) or, for content ads, 'Total' plus one per time zone (on a
 * phone a select, see ReportTabs).
 */
export default function ReportPage({ config }: { config: ReportConfig }) {
  const { state, update, reset, apply, linkColumns, takeLinkColumns, dateNotice, dismissDateNotice } =
    useReportState(config);
  // Where the report body puts its Saved views, Save view and Copy as API request buttons.
  const [actionsSlot, setActionsSlot] = useState<HTMLDivElement | null>(null);
  const baseView = viewOfTab(config, state.tab);
  const { audience, ready } = useAudience(Boolean(baseView.byCooperationLine));
  const view = useMemo(
    () => viewFor(baseView, audience),
    // The audience is a new object each render; its two fields decide the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [baseView, audience.companyId, audience.cooperationLine],
  );
  const zones = useOptionList(config.timeZoneTabs ? TIME_ZONES : []);

  const tabs = config.timeZoneTabs
    ? [
        { key: TOTAL_TAB, label: t(TOTAL_TAB) },
        ...zones.options.map((zone) => ({ key: zone.value, label: zone.label })),
      ]
    : config.views.length > 1
      ? config.views.map((candidate) => ({
          key: candidate.key,
          label: candidate.tabLabel ? t(candidate.tabLabel) : candidate.key,
        }))
      : undefined;
  const lockedTimeZone = config.timeZoneTabs && state.tab !== TOTAL_TAB ? state.tab : undefined;

  return (
    <Card
      title={<ScreenTitle>{config.title}</ScreenTitle>}
      extra={<div ref={setActionsSlot} className="report-actions" />}
    >
      {tabs && <ReportTabs tabs={tabs} active={state.tab} onChange={(tab) => reset(tab)} />}
      {dateNotice && (
        <Alert
          type="warning"
          showIcon
          closable
          message={dateNotice}
          onClose={dismissDateNotice}
          style={{ marginBottom: 12 }}
        />
      )}
      {ready && (
        <ReportScreenProvider
          // A tab or audience change starts from that view's saved columns.
          key={`${state.tab}:${audience.cooperationLine ?? ''}:${audience.companyId ?? ''}`}
          value={{
            config,
            view,
            state,
            lockedTimeZone,
            update,
            reset: () => reset(),
            apply,
            linkColumns,
            takeLinkColumns,
          }}
        >
          <ReportBody actionsSlot={actionsSlot} />
        </ReportScreenProvider>
      )}
    </Card>
  );
}
