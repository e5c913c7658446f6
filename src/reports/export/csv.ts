import { saveFile } from '../../ui/download';
import { csvCell } from '../../common/formulaSafe';

/** The UTF-8 byte order mark the middle page and content page exports start with. */
export const BOM = '\uFEFF';

/** One CSV cell, formula-safe (see src/common/formulaSafe.ts). */
export { csvCell };

/** A CSV document: a header line and one line per row, CRLF line ends, optionally a BOM first. */
export function buildCsv(header: string[], rows: unknown[][], options: { bom?: boolean } = {}): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `${options.bom ? BOM : ''}${lines.join('\r\n')}\r\n`;
}

/** The export file name: the report and its start and end dates. */
export const csvFileName = (reportId: string, start: string, end: string, extension = 'csv') =>
  `${reportId}_${start}_${end}.${extension}`;

/**
 * The name an export files under: the report id, and the tab when the report has several (the
 * keyword and tracking tabs, time zones), so two tabs never write the same file name.
 */
export const exportId = (reportId: string, tab?: string) =>
  tab ? `${reportId}_${tab.replace(/\+/g, 'plus').replace(/[^\w-]+/g, '')}` : reportId;

/** Saves text as a CSV file; throws when the browser refuses. */
export function downloadText(text: string, fileName: string): void {
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
}
