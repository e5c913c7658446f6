import { SettingOutlined } from '@ant-design/icons';
import { exportId } from './export/csv';
import { Alert, Button, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { ApiRequestButton } from './api/ApiRequestButton';
import { visibleColumns } from './filters/audience';
import { CustomColumnsModal } from './table/CustomColumnsModal';
import { DimensionPicker } from './filters/DimensionPicker';
import { ExportButtons } from './export/ExportButtons';
import { rangeText, summaryRow, withRangeCells } from './export/exportRows';
import { GraphPanel } from './graph/GraphPanel';
import { EXPORT_PAGING, reportPayload } from './payload';
import { ReportFilters } from './filters/ReportFilters';
import { ReportTable } from './table/ReportTable';
import { isUtcOffset } from './filters/timeZone';
import { TimeZoneClock } from './filters/TimeZoneClock';
import { useReportScreen } from './ReportContext';
import type { ReportConfig, ReportState } from './types';
import { useColumnChoice } from './table/useColumnChoice';
import { useReportData } from './useReportData';
import { useReportExport, type ExportFormat } from './export/useReportExport';
import { DEFAULT_SORT, defaultState } from './urlState';
import { ReportViews } from './views/ReportViews';
import { CompareSwitch } from './compare/CompareSwitch';
import { changeUnder } from './compare/ChangeLine';
import { compareTotal, withPrevious } from './compare/matchRows';
import { useComparison } from './compare/useComparison';
import { t } from '../i18n';
import { emptyResult } from '../ui/EmptyResult';

const pick = ({ start, end, filters }: ReportState) => ({ start, end, filters });

const chosen = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null && value !== '';

/** Whether the filter bar holds anything its Reset would undo: a filter, or another date range. */
function narrowed(config: ReportConfig, state: ReportState): boolean {
  const defaults = defaultState(config, state.tab);
  return (
    Object.values(state.filters).some(chosen) || state.start !== defaults.start || state.end !== defaults.end
  );
}

/** One tab of a report: filters, graph, dimensions, Custom and Export, and the table. */
export function ReportBody({
  actionsSlot,
}: {
  /** Where the Saved views, Save view and Copy as API request buttons go (the card's header). */
  actionsSlot: HTMLElement | null;
}) {
  const { config, view, state, lockedTimeZone, update, reset, apply, linkColumns, takeLinkColumns } =
    useReportScreen();
  const columnChoice = useColumnChoice(view);
  // A saved view's columns (its link or its Apply) replace the visible ones, then leave the address.
  const { offered, save: saveColumns } = columnChoice;
  useEffect(() => {
    if (!linkColumns) return;
    const known = linkColumns.filter((key) => offered.some((option) => option.value === key));
    if (known.length) saveColumns(known);
    takeLinkColumns();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- taken once per named set
  }, [linkColumns]);
  const [customOpen, setCustomOpen] = useState(false);
  const { exportReport, exporting } = useReportExport();

  // Dimensions and a sort metric this audience may not use (Country off the SSP line, GrossRevenue
  // for the restricted companies) are dropped, even when a shared link names them.
  const dimensions = state.dimensions.filter((value) => view.dimensions.some((d) => d.value === value));
  const sortable = useMemo(() => new Set(['Date', ...view.metrics.map((metric) => metric.key)]), [view]);
  const sort = sortable.has(state.sort.field) ? state.sort : DEFAULT_SORT;
  const shown = { ...state, dimensions, sort };
  const payload = reportPayload(view, shown, { lockedTimeZone });
  const zoneValid = !lockedTimeZone || isUtcOffset(lockedTimeZone);
  const { data, loading, permissionDenied, permissionText, refetch } = useReportData(
    view.request.path,
    payload,
    zoneValid,
  );

  const columns = visibleColumns(view, dimensions, columnChoice.visible);
  const blocked = permissionDenied || !zoneValid;
  const comparison = useComparison(view, shown, { lockedTimeZone, enabled: zoneValid && !permissionDenied });
  // The previous period as the calls and the graph ask it, when there is one to compare with.
  const comparing = comparison.on && comparison.allowed;
  const rows = withRangeCells(columns, data?.rows ?? [], rangeText(state.start, state.end));
  const totalRow = summaryRow(data?.total_rows);

  const several = Boolean(config.timeZoneTabs) || config.views.length > 1;
  const runExport = (format: ExportFormat) =>
    void exportReport({
      format,
      reportId: exportId(config.id, several ? state.tab : undefined),
      path: view.request.exportPath,
      payload: reportPayload(view, shown, { lockedTimeZone, paging: EXPORT_PAGING }),
      columns,
      start: state.start,
      end: state.end,
      bom: view.exportBom,
      comparison: comparing ? { payload: comparison.payload, days: comparison.days } : undefined,
    });

  return (
    <>
      {actionsSlot &&
        createPortal(
          <Space wrap>
            <ReportViews report={config.id} state={shown} columns={columnChoice.visible} apply={apply} />
            <ApiRequestButton
              path={view.request.path}
              payload={payload}
              previousPayload={comparing ? comparison.payload : undefined}
            />
          </Space>,
          actionsSlot,
        )}
      {lockedTimeZone && <TimeZoneClock timeZone={lockedTimeZone} />}
      <ReportFilters
        view={view}
        state={state}
        lockedTimeZone={lockedTimeZone}
        searchDisabled={blocked}
        onSearch={(change) => {
          // The same search changes no address and asks nothing: fetch again, so today's
          // numbers can be refreshed (the table shows its loading state meanwhile).
          const same = JSON.stringify(change) === JSON.stringify(pick(state)) && state.page === 1;
          if (same) refetch();
          else update({ ...change, page: 1 });
        }}
        onReset={reset}
        besideRange={
          <CompareSwitch
            on={comparison.on}
            previous={comparison.previous}
            allowed={comparison.allowed}
            onChange={(on) => update({ compare: on })}
          />
        }
      />
      {permissionDenied && (
        <Alert
          type="error"
          showIcon
          message={t('Attention')}
          description={t(config.permission?.text ?? permissionText ?? '')}
          style={{ margin: '12px 0' }}
        />
      )}
      {view.graph && zoneValid && (
        <GraphPanel
          graph={view.graph}
          metrics={view.metrics}
          dimensions={view.dimensions}
          payload={reportPayload(view, shown, { lockedTimeZone })}
          previous={
            comparing
              ? {
                  payload: reportPayload(view, { ...shown, ...comparison.previous }, { lockedTimeZone }),
                  days: comparison.days,
                }
              : undefined
          }
        />
      )}
      <div className="report-toolbar">
        {view.fixedDimensions ? (
          <span />
        ) : (
          <DimensionPicker
            dimensions={view.dimensions}
            value={dimensions}
            onChange={(value) => update({ dimensions: value, page: 1 })}
          />
        )}
        {/* On a phone the buttons wrap under one another instead of widening the page. */}
        <Space wrap>
          {view.custom && (
            <Button icon={<SettingOutlined />} onClick={() => setCustomOpen(true)}>
              {t('Custom')}
            </Button>
          )}
          <ExportButtons
            csvLabel={t(config.exportLabel ?? 'Export')}
            exporting={exporting}
            disabled={blocked}
            onExport={runExport}
          />
        </Space>
      </div>
      <ReportTable
        columns={columns}
        rows={comparison.data ? withPrevious(columns, rows, comparison.data.rows, comparison.days) : rows}
        totalRow={comparison.data ? compareTotal(totalRow, summaryRow(comparison.data.total_rows)) : totalRow}
        underFigure={comparison.data ? changeUnder : undefined}
        total={data?.total ?? 0}
        loading={loading || comparison.loading}
        page={state.page}
        size={state.size}
        sort={sort}
        sortable={sortable}
        onChange={(change) => update(change)}
        emptyText={emptyResult(narrowed(config, state), () => reset())}
      />
      {view.custom && (
        <CustomColumnsModal
          open={customOpen}
          options={columnChoice.offered}
          value={columnChoice.visible}
          onClose={() => setCustomOpen(false)}
          onSave={(chosen) => {
            columnChoice.save(chosen);
            setCustomOpen(false);
          }}
        />
      )}
    </>
  );
}
