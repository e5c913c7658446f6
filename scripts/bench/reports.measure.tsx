// Report figures for `npm run bench`: printed as one JSON line, never asserted.
import { render } from '@testing-library/react';
import { it } from 'vitest';
import { ReportTable } from '../../src/reports/table/ReportTable';
import { reportCsv } from '../../src/reports/export/exportRows';
import contentAds from '../../src/reports/configs/contentAds';
import { visibleColumns } from '../../src/reports/filters/audience';

Object.defineProperty(window, 'matchMedia', {
  value: () => ({
    matches: false,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
  }),
});

const view = contentAds.views[0];
const columns = visibleColumns(view, ['Date', 'Domain'], view.defaultMetrics ?? []);
const rowsOf = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    Date: `2026-11-${String((index % 28) + 1).padStart(2, '0')}`,
    Domain: `site${index}.example`,
    TimeZone: 'UTC+08:00',
    GrossRevenue: index * 1.37,
    NetRevenue: index * 0.96,
    Impressions: index * 113,
    Clicks: index % 97,
    ECpm: (index % 50) / 7,
  }));

function renderTime(count: number): { ms: number; rowsInDom: number } {
  const rows = rowsOf(count);
  const started = performance.now();
  const { container, unmount } = render(
    <ReportTable
      columns={columns}
      rows={rows}
      totalRow={rows[0]}
      total={count}
      page={1}
      size={count}
      sort={{ field: 'Date', order: 'desc' }}
      sortable={new Set(['Date'])}
      onChange={() => undefined}
    />,
  );
  const ms = performance.now() - started;
  const rowsInDom = container.querySelectorAll(
    '.ant-table-row, .ant-table-tbody-virtual .ant-table-row',
  ).length;
  unmount();
  return { ms, rowsInDom };
}

it('measures the report table and CSV', () => {
  renderTime(100); // warm-up: module and style caches
  const table1k = renderTime(1_000);
  const table10k = renderTime(10_000);
  const rows = rowsOf(9_999);
  reportCsv(columns, rows.slice(0, 100), rows[0]);
  const started = performance.now();
  const csv = reportCsv(columns, rows, rows[0], { bom: true });
  const csvMs = performance.now() - started;
  console.log(
    `BENCH_REPORTS ${JSON.stringify({ table1k, table10k, csv: { ms: csvMs, bytes: csv.length } })}`,
  );
});
