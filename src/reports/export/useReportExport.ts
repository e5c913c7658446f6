import { useCustomMutation, useDataProvider } from '@refinedev/core';
import { TOAST_SECONDS } from '../../config';
import { saveFile } from '../../ui/download';
import { useOneAtATime } from '../../ui/useOneAtATime';
import { useMessage } from '../../providers/notifications/useMessage';
import { csvFileName, downloadText } from './csv';
import { columnLabels, labelledRows, type OptionReader } from './exportLabels';
import { rangeText, reportCsv, summaryRow, withRangeCells } from './exportRows';
import { comparisonCells, comparisonColumns } from '../compare/exportColumns';
import { compareTotal, withPrevious } from '../compare/matchRows';
import type { ColumnDef, ReportData, ReportRow } from '../types';
import { dictionaryCall, optionsFrom } from '../filters/useOptionList';

export const EXPORT_FAILED = 'export file failed';
export const DOWNLOAD_FAILED = 'download file failed';

export interface ExportRequest {
  reportId: string;
  path: string;
  payload: Record<string, unknown>;
  columns: ColumnDef[];
  start: string;
  end: string;
  bom?: boolean;
  /** CSV (default), Excel 97-2003 (xls, the spec's other type) or an Excel workbook (xlsx). */
  format?: ExportFormat;
  /**
   * Compared with the previous period: that period's body (asked at the same export call) and the
   * range's length in days; each metric is then followed by its previous value, change and change %.
   */
  comparison?: { payload: Record<string, unknown>; days: number };
}

export type ExportFormat = 'csv' | 'xls' | 'xlsx';

const EXCEL_TYPES = {
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The xls or xlsx file, with SheetJS loaded only when someone asks for Excel. */
async function saveWorkbook(
  request: ExportRequest,
  format: 'xls' | 'xlsx',
  rows: ReportRow[],
  data: ReportData | undefined,
): Promise<void> {
  const [XLSX, { reportWorkbook }] = await Promise.all([import('@e965/xlsx'), import('./xlsxExport')]);
  const range = rangeText(request.start, request.end);
  const file = reportWorkbook(XLSX, request.columns, rows, summaryRow(data?.total_rows), range, format);
  saveFile(
    new Blob([file as BlobPart], { type: EXCEL_TYPES[format] }),
    csvFileName(request.reportId, request.start, request.end, format),
  );
}

/**
 * A compared export: each row and the Total row with its previous period's match, and after each
 * metric the columns of its previous value, change and change %, filled in.
 */
function comparedExport(
  request: ExportRequest,
  current: ReportData | undefined,
  previous: ReportData | undefined,
  days: number,
): { request: ExportRequest; data: ReportData | undefined } {
  if (!current) return { request, data: current };
  const ranged = withRangeCells(request.columns, current.rows ?? [], rangeText(request.start, request.end));
  const matched = withPrevious(request.columns, ranged, previous?.rows ?? [], days);
  const total = compareTotal(summaryRow(current.total_rows), summaryRow(previous?.total_rows));
  const cells = (row: ReportRow) => comparisonCells(request.columns, row);
  return {
    request: { ...request, columns: comparisonColumns(request.columns) },
    data: { ...current, rows: matched.map(cells), total_rows: total && cells(total) },
  };
}

/** Export: the report's export call, then a CSV, an xls or an xlsx named with the start and end date. */
export function useReportExport() {
  const { mutateAsync } = useCustomMutation<{ data?: ReportData }>();
  // One export at a time: a second click while the first is being read and written is ignored.
  const { once, pending: exporting } = useOneAtATime();
  const message = useMessage();
  const dataProvider = useDataProvider();
  // A labelled column's dictionary, read as its cells read it (a failure keeps the codes).
  const readOptions: OptionReader = async (source) => {
    const { url, method, config, meta } = dictionaryCall(source);
    const answer = await dataProvider().custom!({ url, method, ...config, meta: { ...meta, silent: true } });
    return optionsFrom((answer.data as { data?: unknown } | undefined)?.data, source);
  };
  const fail = (text: string) => void message.error({ content: text, key: text, duration: TOAST_SECONDS });

  const exportReport = once(async (asked: ExportRequest) => {
    let request = asked;
    let data: ReportData | undefined;
    try {
      const ask = async (payload: Record<string, unknown>) => {
        const answer = await mutateAsync({
          url: asked.path,
          method: 'post',
          values: payload,
          meta: { base: 'v2', silent: true, answer: 'report' },
          successNotification: false,
          errorNotification: false,
        });
        return (answer.data as { data?: ReportData }).data;
      };
      const [current, previous] = await Promise.all([
        ask(asked.payload),
        asked.comparison ? ask(asked.comparison.payload) : undefined,
      ]);
      data = current;
      if (asked.comparison) {
        ({ request, data } = comparedExport(asked, current, previous, asked.comparison.days));
      }
    } catch {
      fail(EXPORT_FAILED);
      return;
    }
    try {
      // Cells as the table shows them: a zone's name, a country's, an ad format's label.
      const rows = labelledRows(data?.rows ?? [], await columnLabels(request.columns, readOptions));
      if (request.format === 'xls' || request.format === 'xlsx')
        return await saveWorkbook(request, request.format, rows, data);
      const csv = reportCsv(request.columns, rows, summaryRow(data?.total_rows), {
        bom: request.bom,
        range: rangeText(request.start, request.end),
      });
      downloadText(csv, csvFileName(request.reportId, request.start, request.end));
    } catch {
      fail(DOWNLOAD_FAILED);
    }
  });
  return { exportReport, exporting };
}
