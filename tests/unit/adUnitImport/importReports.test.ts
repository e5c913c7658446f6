/** Failed-rows files of the embedded API expire, are capped per user and belong to their importer. */
import { beforeEach, describe, expect, it } from 'vitest';
import { resetDb, table } from '../../../src/mocks/store/db';
import {
  FAILED_ROWS_LIFETIME_MS,
  FAILED_ROWS_PER_USER,
  findReport,
  keepReport,
  pruneReports,
  type ImportReport,
} from '../../../src/mocks/handlers/inventory/importReports';

const T0 = Date.UTC(2026, 0, 1);
const report = (file_name: string, user_id: number, created_at = T0): ImportReport => ({
  file_name,
  data: 'eA==',
  user_id,
  created_at,
});
const names = () => table<ImportReport>('importReports', () => []).map((entry) => entry.file_name);

beforeEach(() => resetDb());

describe('failed-rows files', () => {
  it('live 30 minutes', () => {
    expect(FAILED_ROWS_LIFETIME_MS).toBe(30 * 60 * 1000);
    keepReport(report('a.xlsx', 1));
    expect(findReport('a.xlsx', 1, T0 + FAILED_ROWS_LIFETIME_MS - 1)?.file_name).toBe('a.xlsx');
    expect(findReport('a.xlsx', 1, T0 + FAILED_ROWS_LIFETIME_MS)).toBeUndefined();
    expect(names()).toEqual([]);
  });
  it('are kept at most 5 per user, the oldest going first', () => {
    expect(FAILED_ROWS_PER_USER).toBe(5);
    for (let index = 1; index <= 6; index += 1) keepReport(report(`f${index}.xlsx`, 1, T0 + index));
    keepReport(report('other.xlsx', 2, T0 + 7));
    expect(names()).toEqual(['f2.xlsx', 'f3.xlsx', 'f4.xlsx', 'f5.xlsx', 'f6.xlsx', 'other.xlsx']);
  });
  it('are found only for the user who imported them', () => {
    keepReport(report('mine.xlsx', 1));
    expect(findReport('mine.xlsx', 2, T0)).toBeUndefined();
    expect(findReport('mine.xlsx', 1, T0)?.file_name).toBe('mine.xlsx');
  });
  it('drop files stored before they had an owner and a date', () => {
    table<Partial<ImportReport>>('importReports', () => []).push({ file_name: 'old.xlsx', data: '' });
    pruneReports(T0);
    expect(names()).toEqual([]);
  });
});
