import { useCustomMutation } from '@refinedev/core';
import { useState } from 'react';
import { TOAST_SECONDS } from '../config';
import { useMessage } from '../providers/useMessage';
import { csvFileName, downloadText } from './csv';
import { reportCsv, summaryRow } from './exportRows';
import type { ColumnDef, ReportData } from './types';

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
}

/** Export: the report's export call, then a CSV named with the start and end date. */
export function useReportExport() {
  const { mutateAsync } = useCustomMutation<{ data?: ReportData }>();
  const [exporting, setExporting] = useState(false);
  const message = useMessage();
  const fail = (text: string) => void message.error({ content: text, key: text, duration: TOAST_SECONDS });

  const exportReport = async (request: ExportRequest) => {
    setExporting(true);
    try {
      let data: ReportData | undefined;
      try {
        const answer = await mutateAsync({
          url: request.path,
          method: 'post',
          values: request.payload,
          meta: { base: 'v2', silent: true },
          successNotification: false,
          errorNotification: false,
        });
        data = (answer.data as { data?: ReportData }).data;
      } catch {
        fail(EXPORT_FAILED);
        return;
      }
      try {
        const csv = reportCsv(request.columns, data?.rows ?? [], summaryRow(data?.total_rows), {
          bom: request.bom,
        });
        downloadText(csv, csvFileName(request.reportId, request.start, request.end));
      } catch {
        fail(DOWNLOAD_FAILED);
      }
    } finally {
      setExporting(false);
    }
  };
  return { exportReport, exporting };
}
