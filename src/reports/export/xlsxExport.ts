import type * as XLSXModule from '@e965/xlsx';
import { RANGE_COLUMN } from '../filters/audience';
import { withRangeCells } from './exportRows';
import type { ColumnDef, MetricDef, MetricFormat, ReportRow } from '../types';
import { t as translate } from '../../i18n/i18n';

type SheetJs = typeof XLSXModule;

/** Excel number formats matching what the table shows (rates as percentages, two decimals). */
const NUMBER_FORMATS: Record<MetricFormat, string> = {
  integer: '#,##0',
  decimal: '#,##0.00',
  money: '#,##0.00',
  precise: '#,##0.0000',
  rate: '0.00%',
};
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** A typed cell: numbers stay numbers with their format, a YYYY-MM-DD a real date, text stays text. */
function cellOf(value: unknown, column: ColumnDef): XLSXModule.CellObject {
  const format = (column as MetricDef).format;
  if (value === undefined || value === null || value === '') return { t: 'z' };
  if (format) {
    const number = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(number) ? { t: 'n', v: number, z: NUMBER_FORMATS[format] } : { t: 'z' };
  }
  const day = typeof value === 'string' ? DAY.exec(value) : null;
  if (day) {
    const serial = (Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])) - EXCEL_EPOCH) / 86_400_000;
    return { t: 'n', v: serial, z: 'yyyy-mm-dd' };
  }
  // A string cell is stored as text, never read as a formula, whatever it starts with.
  return { t: 's', v: String(value) };
}

/** The sheet: the header, the Total row (labelled like the table's), then every row. */
export function reportSheet(
  XLSX: SheetJs,
  columns: ColumnDef[],
  rows: ReportRow[],
  totalRow: ReportRow | undefined,
  range = '',
): XLSXModule.WorkSheet {
  const body = withRangeCells(columns, rows, range);
  const lines: XLSXModule.CellObject[][] = [
    columns.map((column) => ({ t: 's', v: translate(column.title) })),
  ];
  if (totalRow) {
    const total = columns.map((column) => cellOf(totalRow[column.key], column));
    if (columns[0] && (!('format' in columns[0]) || columns[0] === RANGE_COLUMN))
      total[0] = { t: 's', v: translate('Total') };
    lines.push(total);
  }
  for (const row of body) lines.push(columns.map((column) => cellOf(row[column.key], column)));
  return XLSX.utils.aoa_to_sheet(lines);
}

const text = (bytes: unknown) => new TextDecoder().decode(bytes as Uint8Array);
const bytesOf = (xml: string) => new TextEncoder().encode(xml);

/**
 * What SheetJS' community build cannot write, added to its output: the header row frozen, and
 * the Total row (row 2, when there is one) bold with its cells' number formats kept.
 */
export function finishWorkbook(XLSX: SheetJs, file: ArrayBuffer, boldRow?: number): Uint8Array {
  const zip = XLSX.CFB.read(new Uint8Array(file), { type: 'array' });
  const sheet = XLSX.CFB.find(zip, '/xl/worksheets/sheet1.xml');
  const styles = XLSX.CFB.find(zip, '/xl/styles.xml');
  if (!sheet || !styles) return new Uint8Array(file);
  let sheetXml = text(sheet.content).replace(
    /<sheetView workbookViewId="0"\/>/,
    '<sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView>',
  );
  let stylesXml = text(styles.content);
  const xfs = /<cellXfs count="(\d+)">([\s\S]*?)<\/cellXfs>/.exec(stylesXml);
  const fonts = /<fonts count="(\d+)">([\s\S]*?)<\/fonts>/.exec(stylesXml);
  if (boldRow && xfs && fonts) {
    const xfCount = Number(xfs[1]);
    const boldFont = Number(fonts[1]);
    const firstFont = /<font>[\s\S]*?<\/font>/.exec(fonts[2])?.[0] ?? '<font><sz val="12"/></font>';
    const bold = firstFont.replace('<font>', '<font><b/>');
    const boldXfs = (xfs[2].match(/<xf [^>]*?\/>/g) ?? []).map((xf) =>
      xf.replace(/fontId="\d+"/, `fontId="${boldFont}"`).replace('/>', ' applyFont="1"/>'),
    );
    stylesXml = stylesXml
      .replace(fonts[0], `<fonts count="${boldFont + 1}">${fonts[2]}${bold}</fonts>`)
      .replace(xfs[0], `<cellXfs count="${xfCount * 2}">${xfs[2]}${boldXfs.join('')}</cellXfs>`);
    sheetXml = sheetXml.replace(new RegExp(`<row r="${boldRow}"[^>]*>[\\s\\S]*?</row>`), (row) =>
      row.replace(
        /<c r="([A-Z]+\d+)"( s="(\d+)")?/g,
        (_all, ref: string, _s, style?: string) => `<c r="${ref}" s="${Number(style ?? 0) + xfCount}"`,
      ),
    );
  }
  XLSX.CFB.utils.cfb_add(zip, '/xl/worksheets/sheet1.xml', bytesOf(sheetXml));
  XLSX.CFB.utils.cfb_add(zip, '/xl/styles.xml', bytesOf(stylesXml));
  return XLSX.CFB.write(zip, { fileType: 'zip', type: 'array' }) as Uint8Array;
}

/**
 * The Excel file of an export, typed cells and number formats in both:
 * - xlsx: the header frozen and the Total row bold;
 * - xls (Excel 97-2003, BIFF8), the spec's second export type: SheetJS' BIFF8 has no frozen pane
 *   or bold row.
 */
export function reportWorkbook(
  XLSX: SheetJs,
  columns: ColumnDef[],
  rows: ReportRow[],
  totalRow: ReportRow | undefined,
  range = '',
  bookType: 'xlsx' | 'xls' = 'xlsx',
): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, reportSheet(XLSX, columns, rows, totalRow, range), 'Report');
  if (bookType === 'xls')
    return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'biff8' }) as ArrayBuffer);
  const file = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return finishWorkbook(XLSX, file, totalRow ? 2 : undefined);
}
