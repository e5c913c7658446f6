// A refused import row lists every reason it is refused (one a line in its remark), not only the
// first: each broken field, an app that cannot take ad units, a name taken, a failed cell.
import * as XLSX from '@e965/xlsx';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { spreadsheetErrorCell } from '../../../src/common/spreadsheet/sheet';
import { handlers } from '../../../src/mocks/handlers';
import { tokenOf } from '../authorization/requests';

/** An import file of these rows (after the template's header). */
function sheetOf(rows: (string | number | { t: 'e'; v: number })[][]): Uint8Array {
  const sheet = XLSX.utils.aoa_to_sheet([['app_name', 'adformat', 'instream_type', 'adunit_name', 'price']]);
  rows.forEach((row, r) =>
    row.forEach((cell, c) => {
      sheet[XLSX.utils.encode_cell({ r: r + 1, c })] =
        typeof cell === 'object' ? cell : { t: typeof cell === 'number' ? 'n' : 's', v: cell };
    }),
  );
  sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: rows.length, c: 4 } });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'ad_units');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

async function remarks(bytes: Uint8Array): Promise<string[][]> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'units.xlsx'));
  const answer = await getResponse(
    handlers,
    new Request('http://localhost/gamebridge-manager/v1/ssp_publisher/adunit/import', {
      method: 'POST',
      headers: { Authorization: await tokenOf('admin@demo.test') },
      body: form,
    }),
  );
  const { data } = (await answer!.json()) as { data: { preview_data: { remark: string }[] } };
  // One reason a line; a good row's remark is empty.
  return data.preview_data.map((row) => (row.remark ? row.remark.split('\n') : []));
}

describe('the reasons of a refused import row', () => {
  it('are every one of them, in column order, and none for a good row', async () => {
    const found = await remarks(
      sheetOf([
        ['NewsReader', 'banner', '', 'fine_unit', '1.5'],
        ['NewsReader', 'bogus', '', 'fine_unit', 'cheap'],
        ['NoSuchApp', 'bogus', '', 'reader_banner', '2'],
      ]),
    );
    expect(found[0]).toEqual([]);
    expect(found[1]).toEqual([
      "Ad Format: 'bogus' is not one of the choices",
      'Suggest eCPM between 0.01 and 1000',
      'The ad unit fine_unit appears twice in the file',
    ]);
    expect(found[2]).toEqual(["Ad Format: 'bogus' is not one of the choices", 'App not found']);
  });

  it('name a failed cell and the other broken fields, not what the failed cell would read as', async () => {
    const found = await remarks(sheetOf([['NewsReader', 'bogus', '', 'unit_x', { t: 'e', v: 0x07 }]]));
    expect(found[0]).toEqual([
      spreadsheetErrorCell('price', '#DIV/0!'),
      "Ad Format: 'bogus' is not one of the choices",
    ]);
  });
});
