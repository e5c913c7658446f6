import { describe, expect, it } from 'vitest';
import { BOM, buildCsv, csvCell, csvFileName, exportId } from '../../../src/reports/export/csv';
import { RANGE_COLUMN } from '../../../src/reports/filters/audience';
import { reportCsv } from '../../../src/reports/export/exportRows';
import { metric } from '../../../src/reports/sources';

describe('CSV building', () => {
  it('starts with a BOM only when asked (middle page and content page exports)', () => {
    expect(buildCsv(['A'], [['1']], { bom: true }).startsWith('\uFEFFA')).toBe(true);
    expect(buildCsv(['A'], [['1']]).startsWith('A')).toBe(true);
    expect(BOM).toBe('\uFEFF');
  });

  it('escapes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line1\nline2')).toBe('"line1\nline2"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1+2')).toBe("'+1+2");
    expect(csvCell('-cmd')).toBe("'-cmd");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
  });

  it('leaves numbers alone, negative ones too', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('-1,234.50')).toBe('"-1,234.50"');
    expect(csvCell('-12.5%')).toBe('-12.5%');
  });

  it('ends lines with CRLF and names the file with the start and end date', () => {
    expect(buildCsv(['A', 'B'], [['1', '2']])).toBe('A,B\r\n1,2\r\n');
    expect(csvFileName('keyword_data', '2026-11-01', '2026-11-07')).toBe(
      'keyword_data_2026-11-01_2026-11-07.csv',
    );
  });

  it('writes the Total row first, plain numbers (no separators, unquoted), empty for missing ones', () => {
    const columns = [{ key: 'Date', title: 'Date' }, metric('Revenue', 'money'), metric('Ctr', 'rate')];
    const csv = reportCsv(columns, [{ Date: '2026-11-02', Revenue: 1234.5, Ctr: null }], {
      Revenue: 1234.5,
      Ctr: 0.1,
    });
    expect(csv).toBe('Date,Revenue,Ctr\r\nTotal,1234.50,10.00%\r\n2026-11-02,1234.50,\r\n');
  });

  it('no dimension: the Total row says Total and the row under it names its dates', () => {
    const columns = [RANGE_COLUMN, metric('Revenue', 'money')];
    const csv = reportCsv(columns, [{ Revenue: 12 }], { Revenue: 12 }, { range: '2026-11-01 ~ 2026-11-07' });
    expect(csv).toBe('Date Range,Revenue\r\nTotal,12.00\r\n2026-11-01 ~ 2026-11-07,12.00\r\n');
  });

  it('names the exports of a tab after it, so two tabs never share a file name', () => {
    expect(exportId('keyword_data', 'content')).toBe('keyword_data_content');
    expect(exportId('content_ads', 'UTC+08:00')).toBe('content_ads_UTCplus0800');
    expect(exportId('widget_revenue')).toBe('widget_revenue');
  });
});
