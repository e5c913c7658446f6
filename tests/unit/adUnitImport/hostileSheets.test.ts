/**
 * Hostile import files, built here (no binary fixtures): each limit refuses with its exact
 * message, quickly, and the ordinary template still reads.
 */
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILE,
  TOO_MANY_CELLS,
  TOO_MANY_TEXTS,
  TOO_MUCH_TEXT,
  TOO_SLOW,
  UNPACKS_TOO_LARGE,
  cellTooLong,
} from '../../../src/common/spreadsheet/limits';
import { readImportFile } from '../../../src/common/spreadsheet/readImportFile';
import {
  TOO_LARGE,
  TOO_MANY_ROWS,
  UNREADABLE,
  WRONG_TYPE,
  checkImportFile,
} from '../../../src/common/spreadsheet/sheet';
import {
  TEMPLATE_HEADER,
  buildXlsx,
  hugeSharedStringFile,
  sharedStrings,
  sheetOfSharedString,
  sheetXml,
  templateFile,
} from '../../fixtures/hostileXlsx';

const read = (bytes: Uint8Array, deadline?: number) => readImportFile(XLSX, bytes, deadline);
const unit = (name: string) => ['NewsReader', 'banner', '', name, '1.5'];
const asRow = (name: string) => ({
  app_name: 'NewsReader',
  adformat: 'banner',
  instream_type: '',
  adunit_name: name,
  price: '1.5',
});
const units = (count: number) => Array.from({ length: count }, (_, index) => unit(`u${index}`));

/** Reads a file and tells how long it took. */
async function timed(bytes: Uint8Array) {
  const started = performance.now();
  const outcome = await read(bytes);
  return { outcome, ms: performance.now() - started };
}

describe('ordinary files', () => {
  it('reads the template with its rows', async () => {
    expect(await read(await templateFile([unit('a'), unit('b')]))).toEqual({
      rows: [asRow('a'), asRow('b')],
    });
  });
  it('takes 200 rows', async () => {
    const outcome = await read(await templateFile(units(200)));
    expect('rows' in outcome && outcome.rows).toHaveLength(200);
  });
  it('reads a file SheetJS wrote (shared strings, its own zip)', async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([TEMPLATE_HEADER, unit('x')]), 'Sheet1');
    const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx', bookSST: true }));
    expect(await read(bytes)).toEqual({ rows: [asRow('x')] });
  });
});

describe('the declared dimension is not trusted', () => {
  it('accepts a sheet whose dimension says A1:E1048576 but holds 2 rows', async () => {
    const bytes = await templateFile([unit('a')], 'A1:E1048576');
    const { outcome, ms } = await timed(bytes);
    expect(outcome).toEqual({ rows: [asRow('a')] });
    expect(ms).toBeLessThan(2000);
  });
  it('accepts A1:XFD1048576 (every cell of a sheet) holding 3 rows', async () => {
    expect(await read(await templateFile([unit('a'), unit('b')], 'A1:XFD1048576'))).toEqual({
      rows: [asRow('a'), asRow('b')],
    });
  });
});

describe('hostile files', () => {
  it('refuses one 200 MB shared string in a 206 kB file before unpacking it', async () => {
    const bytes = await hugeSharedStringFile();
    expect(bytes.length).toBeLessThan(250_000);
    const { outcome, ms } = await timed(bytes);
    expect(outcome).toEqual({ error: UNPACKS_TOO_LARGE });
    expect(ms).toBeLessThan(500);
  });
  it('stops unpacking the same string when the zip claims it is 1 kB', async () => {
    const bytes = await hugeSharedStringFile({ 'xl/sharedStrings.xml': 1000 });
    const { outcome, ms } = await timed(bytes);
    expect(outcome).toEqual({ error: UNREADABLE });
    expect(ms).toBeLessThan(1000);
  });
  it('stops the same string by its text when the zip claims 15 MB, under the size limit', async () => {
    const bytes = await hugeSharedStringFile({ 'xl/sharedStrings.xml': 15 * 1024 * 1024 });
    const { outcome, ms } = await timed(bytes);
    expect(outcome).toEqual({ error: TOO_MUCH_TEXT });
    expect(ms).toBeLessThan(1000);
  });
  it('refuses 3 million shared strings by their unpacked size', async () => {
    const bytes = await buildXlsx({
      sheet: sheetOfSharedString,
      strings: sharedStrings.many('a', 3_000_000),
    });
    const { outcome, ms } = await timed(bytes);
    expect(outcome).toEqual({ error: UNPACKS_TOO_LARGE });
    expect(ms).toBeLessThan(500);
  });
  it('refuses more than 10000 shared strings, and takes 10000', async () => {
    const over = await buildXlsx({ sheet: sheetOfSharedString, strings: sharedStrings.many('a', 10_001) });
    expect(await read(over)).toEqual({ error: TOO_MANY_TEXTS });
    const sheet = sheetXml([TEMPLATE_HEADER, unit('a')]);
    const atLimit = await buildXlsx({ sheet, strings: sharedStrings.many('a', 10_000) });
    expect(await read(atLimit)).toEqual({ rows: [asRow('a')] });
  });
  it('refuses an xls file declaring more than 10000 shared strings, and reads one of 3 rows', async () => {
    const xls = (rows: string[][]) => {
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
      return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xls', bookSST: true }));
    };
    expect(await read(xls([TEMPLATE_HEADER, unit('a'), unit('b')]))).toEqual({
      rows: [asRow('a'), asRow('b')],
    });
    const many = Array.from({ length: 10_001 }, (_, index) => [`t${index}`]);
    expect(await read(xls(many))).toEqual({ error: TOO_MANY_TEXTS });
  });
  it('refuses more than 1000000 characters of text in all', async () => {
    const bytes = await buildXlsx({
      sheet: sheetOfSharedString,
      strings: sharedStrings.many('a'.repeat(1000), 1001),
    });
    expect(await read(bytes)).toEqual({ error: TOO_MUCH_TEXT });
  });
  it('counts an escaped character once: 1000 of them written as entities pass', async () => {
    // '&' is written '&amp;' in the XML: 5000 bytes, 1000 characters.
    expect(await read(await templateFile([unit('&'.repeat(1000))]))).toEqual({
      rows: [asRow('&'.repeat(1000))],
    });
  });
  it('refuses a cell longer than 1000 characters, naming it', async () => {
    expect(await read(await templateFile([unit('a'), unit('b'.repeat(1001))]))).toEqual({
      error: cellTooLong('D3'),
    });
    expect(cellTooLong('D3')).toBe('A cell must not be longer than 1000 characters (cell D3)');
  });
  it('refuses 200 rows of 8 kB cells (the file that filled local storage)', async () => {
    const bytes = await templateFile(units(200).map((cells) => [...cells.slice(0, 4), 'x'.repeat(8192)]));
    expect(await read(bytes)).toEqual({ error: TOO_MUCH_TEXT });
  });
  it('refuses 201 real rows, and 6000 while unpacking', async () => {
    expect(await read(await templateFile(units(201)))).toEqual({ error: TOO_MANY_ROWS });
    expect(await read(await templateFile(units(6000)))).toEqual({ error: TOO_MANY_ROWS });
  });
  it('refuses more than 50000 cells', async () => {
    const wide = Array.from({ length: 26 }, (_, index) => `c${index}`);
    const rows = Array.from({ length: 2000 }, () => wide);
    expect(await read(await buildXlsx({ sheet: sheetXml(rows) }))).toEqual({ error: TOO_MANY_CELLS });
  });
  it('refuses a file that is not a spreadsheet, renamed .xlsx, and an empty file', async () => {
    expect(await read(new TextEncoder().encode('app_name,adformat\nNewsReader,banner\n'))).toEqual({
      error: WRONG_TYPE,
    });
    expect(await read(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]))).toEqual({ error: WRONG_TYPE });
    expect(await read(new Uint8Array())).toEqual({ error: EMPTY_FILE });
    expect(checkImportFile({ name: 'units.xlsx', size: 0 })).toBe(EMPTY_FILE);
    expect(EMPTY_FILE).toBe('The file is empty, please fill in the template and try again');
  });
  it('refuses a broken zip: cut short, or with sizes that disagree', async () => {
    const good = await templateFile([unit('a')]);
    expect(await read(good.subarray(0, good.length - 30))).toEqual({ error: UNREADABLE });
    expect(await read(new TextEncoder().encode('PK\u0003\u0004 not really a zip'))).toEqual({
      error: UNREADABLE,
    });
    const lying = Buffer.from(good);
    lying.writeUInt32LE(12345, 22); // the first local header's unpacked size
    expect(await read(lying)).toEqual({ error: UNREADABLE });
    // A second end-of-directory record at the very end, which SheetJS would take for the real one.
    const twoEnds = Buffer.concat([good, Buffer.from([0x50, 0x4b, 0x05, 0x06, 1, 0, 0, 0])]);
    expect(await read(twoEnds)).toEqual({ error: UNREADABLE });
    // The local header names the first part differently from the directory.
    const renamed = Buffer.from(good);
    renamed.write('X', 30);
    expect(await read(renamed)).toEqual({ error: UNREADABLE });
  });
  it('refuses a file larger than 10MB by its size', async () => {
    expect(await read(new Uint8Array(10 * 1024 * 1024 + 1))).toEqual({ error: TOO_LARGE });
  });
  it('gives up after its time limit', async () => {
    expect(await read(await templateFile([unit('a')]), Date.now() - 1)).toEqual({ error: TOO_SLOW });
    expect(TOO_SLOW).toBe(
      'The file took longer than 10 seconds to read, please fill in the template and try again',
    );
  });
});

describe('messages', () => {
  it('words each limit as the console shows it', () => {
    expect(UNPACKS_TOO_LARGE).toBe('The file must not unpack to more than 16MB');
    expect(TOO_MANY_TEXTS).toBe('The file must not hold more than 10000 different texts');
    expect(TOO_MUCH_TEXT).toBe('The file must not hold more than 1000000 characters of text');
    expect(TOO_MANY_CELLS).toBe('The file must not hold more than 50000 cells');
  });
});
