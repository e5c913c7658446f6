import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { RANGE_COLUMN } from '../../../src/reports/filters/audience';
import { metric } from '../../../src/reports/sources';
import { reportWorkbook } from '../../../src/reports/export/xlsxExport';

const columns = [
  { key: 'Date', title: 'Date' },
  { key: 'Domain', title: 'Domain' },
  metric('Revenue', 'money'),
  metric('Ctr', 'rate'),
];
const rows = [
  { Date: '2026-11-20', Domain: '=HYPERLINK("http://evil")', Revenue: 1234.5, Ctr: 0.7252 },
  { Date: '2026-11-19', Domain: 'news.example', Revenue: null, Ctr: 0.1 },
];
const total = { Revenue: 1234.5, Ctr: 0.5 };

const partOf = (file: Uint8Array, name: string) => {
  const zip = XLSX.CFB.read(file, { type: 'array' });
  return new TextDecoder().decode(XLSX.CFB.find(zip, name)?.content as Uint8Array);
};

/** The cells every Excel export holds: header, Total row, money, rate and date typed. */
function expectTypedCells(sheet: XLSX.WorkSheet) {
  expect(sheet.A1).toMatchObject({ t: 's', v: 'Date' });
  expect(sheet.A2).toMatchObject({ t: 's', v: 'Total' });
  expect(sheet.C2).toMatchObject({ t: 'n', v: 1234.5, w: '1,234.50' });
  expect(sheet.D3).toMatchObject({ t: 'n', v: 0.7252, w: '72.52%' });
  expect(sheet.A3).toMatchObject({ t: 'n', w: '2026-11-20' });
}

describe('the Excel export', () => {
  it('writes numbers as numbers with the table formats, dates as dates, text as text', () => {
    const book = XLSX.read(reportWorkbook(XLSX, columns, rows, total), { type: 'array' });
    const sheet = book.Sheets.Report;
    expectTypedCells(sheet);
    expect(XLSX.SSF.format('yyyy-mm-dd', sheet.A3.v as number)).toBe('2026-11-20');
    expect(sheet.C4).toBeUndefined();
  });

  it('keeps a cell that starts like a formula as text, never as a formula', () => {
    const file = reportWorkbook(XLSX, columns, rows, total);
    const sheet = XLSX.read(file, { type: 'array', cellFormula: true }).Sheets.Report;
    expect(sheet.B3).toMatchObject({ t: 's', v: '=HYPERLINK("http://evil")' });
    expect(sheet.B3.f).toBeUndefined();
    expect(partOf(file, '/xl/worksheets/sheet1.xml')).not.toContain('<f>');
  });

  it('freezes the header row and makes the Total row bold', () => {
    const file = reportWorkbook(XLSX, columns, rows, total);
    const sheetXml = partOf(file, '/xl/worksheets/sheet1.xml');
    expect(sheetXml).toContain('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>');
    const styles = partOf(file, '/xl/styles.xml');
    const xfs = [
      ...(/<cellXfs count="\d+">([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '').matchAll(/<xf [^>]*\/>/g),
    ].map((match) => match[0]);
    const fonts =
      /<fonts count="\d+">([\s\S]*?)<\/fonts>/.exec(styles)?.[1].match(/<font>[\s\S]*?<\/font>/g) ?? [];
    const styleOf = (ref: string) => Number(new RegExp(`<c r="${ref}" s="(\\d+)"`).exec(sheetXml)?.[1] ?? 0);
    const isBold = (ref: string) => {
      const fontId = Number(/fontId="(\d+)"/.exec(xfs[styleOf(ref)])?.[1]);
      return fonts[fontId].includes('<b/>');
    };
    // B2 is empty: the Total row has no domain, and an empty cell is not written.
    expect(['A2', 'C2', 'D2'].map(isBold)).toEqual([true, true, true]);
    expect(['A3', 'C3'].map(isBold)).toEqual([false, false]);
    // The bold Total keeps its number format.
    expect(XLSX.read(file, { type: 'array' }).Sheets.Report.C2.w).toBe('1,234.50');
  });

  it('labels the Total row and names the dates of the row under it when no dimension is ticked', () => {
    const book = XLSX.read(
      reportWorkbook(
        XLSX,
        [RANGE_COLUMN, metric('Revenue', 'money')],
        [{ Revenue: 3 }],
        { Revenue: 3 },
        '2026-11-01 ~ 2026-11-07',
      ),
      { type: 'array' },
    );
    expect(XLSX.utils.sheet_to_json(book.Sheets.Report, { header: 1, raw: false })).toEqual([
      ['Date Range', 'Revenue'],
      ['Total', '3.00'],
      ['2026-11-01 ~ 2026-11-07', '3.00'],
    ]);
  });

  it('writes the xls export as Excel 97-2003 (BIFF8) with the same typed cells, formulas kept as text', () => {
    const file = reportWorkbook(XLSX, columns, rows, total, '', 'xls');
    // An OLE compound file (what Excel 97-2003 opens), not a zip.
    expect([...file.subarray(0, 8)]).toEqual([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const book = XLSX.read(file, { type: 'array', cellFormula: true });
    expect(book.SheetNames).toEqual(['Report']);
    const sheet = book.Sheets.Report;
    expectTypedCells(sheet);
    expect(sheet.B3).toMatchObject({ t: 's', v: '=HYPERLINK("http://evil")' });
    expect(sheet.B3.f).toBeUndefined();
  });
});
