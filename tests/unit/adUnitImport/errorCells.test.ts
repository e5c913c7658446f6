// A spreadsheet error cell (#DIV/0!, #N/A, #REF!...) in an ad unit import is a refused row with its
// reason, never a value: not a name "NaN" nor a price.
import * as XLSX from '@e965/xlsx';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { readImportFile } from '../../../src/common/spreadsheet/readImportFile';
import { IMPORT_COLUMNS, spreadsheetErrorCell } from '../../../src/common/spreadsheet/sheet';
import { handlers } from '../../../src/mocks/handlers';
import { tokenOf } from '../authorization/requests';

/** An import file whose second ad unit has an error cell (SheetJS error code) in `column`. */
function withErrorCell(column: (typeof IMPORT_COLUMNS)[number], code: number): Uint8Array {
  const sheet = XLSX.utils.aoa_to_sheet([
    [...IMPORT_COLUMNS],
    ['NewsReader', 'banner', '', 'fine_unit', '1.5'],
    ['NewsReader', 'banner', '', 'broken_unit', '2'],
  ]);
  sheet[XLSX.utils.encode_cell({ r: 2, c: IMPORT_COLUMNS.indexOf(column) })] = { t: 'e', v: code };
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'ad_units');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

async function upload(bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'units.xlsx'));
  const request = new Request('http://localhost/gamebridge-manager/v1/ssp_publisher/adunit/import', {
    method: 'POST',
    headers: { Authorization: await tokenOf('admin@demo.test') },
    body: form,
  });
  const answer = await getResponse(handlers, request);
  return (await answer!.json()) as {
    success: boolean;
    data: { preview_data: Record<string, string>[]; success_count: number; error_count: number };
  };
}

describe('spreadsheet error cells in an ad unit import', () => {
  it('are read as the error they show', async () => {
    const outcome = await readImportFile(XLSX, withErrorCell('adunit_name', 0x07));
    expect(outcome).toMatchObject({ rows: [{ adunit_name: 'fine_unit' }, { adunit_name: '#DIV/0!' }] });
  });

  it.each([
    ['adunit_name', 0x07, '#DIV/0!'],
    ['price', 0x2a, '#N/A'],
    ['app_name', 0x17, '#REF!'],
  ] as const)(
    'refuse the row with a %s cell holding an error, with the reason',
    async (column, code, shown) => {
      const { success, data } = await upload(withErrorCell(column, code));
      expect(success).toBe(true);
      expect(data.preview_data.map((row) => row.remark)).toEqual(['', spreadsheetErrorCell(column, shown)]);
      expect([data.success_count, data.error_count]).toEqual([1, 1]);
      expect(spreadsheetErrorCell(column, shown)).toBe(
        `The ${column} cell holds the spreadsheet error ${shown}, please enter a value`,
      );
    },
  );

  it('refuse such a row when it is submitted, too', async () => {
    const answer = await getResponse(
      handlers,
      new Request('http://localhost/gamebridge-manager/v1/ssp_publisher/adunit/import/submit', {
        method: 'POST',
        headers: { Authorization: await tokenOf('admin@demo.test'), 'Content-Type': 'application/json' },
        body: JSON.stringify({
          rows: [
            {
              app_name: 'NewsReader',
              adformat: 'banner',
              instream_type: '',
              adunit_name: '#DIV/0!',
              price: '1',
            },
          ],
        }),
      }),
    );
    expect(await answer!.json()).toMatchObject({
      success: false,
      msg: spreadsheetErrorCell('adunit_name', '#DIV/0!'),
    });
  });
});
