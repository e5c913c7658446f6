import { afterEach, describe, expect, it } from 'vitest';
import { activate, i18n } from '../../../src/i18n/i18n';
import { columnLabels, labelledRows } from '../../../src/reports/export/exportLabels';
import type { ColumnDef, DictionarySource } from '../../../src/reports/types';

afterEach(() => void i18n.changeLanguage('en'));

const ZONES: DictionarySource = { path: '/dict/zones', valueKey: 'id', labelKey: 'name' };
const columns: ColumnDef[] = [
  { key: 'Date', title: 'Date' },
  { key: 'Country', title: 'Country/Region', labels: [{ value: 'US', label: 'United States' }] },
  { key: 'Zone', title: 'Zone', labels: ZONES },
];

describe('an export names its cells as the table does', () => {
  it('codes with a label become the label; unknown codes and unlabelled columns stay as they came', async () => {
    const asked: string[] = [];
    const labels = await columnLabels(columns, async (source) => {
      asked.push(source.path);
      return [{ value: '7', label: 'Top banner' }];
    });
    const rows = labelledRows(
      [
        { Date: '2026-11-20', Country: 'US', Zone: 7, Clicks: 3 },
        { Date: '2026-11-21', Country: 'ZZ', Zone: 8, Clicks: 4 },
      ],
      labels,
    );
    expect(asked).toEqual(['/dict/zones']);
    expect(rows).toEqual([
      { Date: '2026-11-20', Country: 'United States', Zone: 'Top banner', Clicks: 3 },
      { Date: '2026-11-21', Country: 'ZZ', Zone: 8, Clicks: 4 },
    ]);
  });

  it('a dictionary that cannot be read keeps the codes, and the export still goes out', async () => {
    const labels = await columnLabels(columns, () => Promise.reject(new Error('offline')));
    expect(labelledRows([{ Country: 'US', Zone: 7 }], labels)).toEqual([
      { Country: 'United States', Zone: 7 },
    ]);
  });

  it('a declared label shows in the language of the screen, the config staying English', async () => {
    activate('zh-CN', { 'United States': '美国' });
    const labels = await columnLabels(columns, () => Promise.resolve([]));
    expect(labelledRows([{ Country: 'US' }], labels)).toEqual([{ Country: '美国' }]);
    expect(columns[1].labels).toEqual([{ value: 'US', label: 'United States' }]);
  });
});
