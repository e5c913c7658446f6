import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReportTable, type ReportTableProps } from '../../../src/reports/table/ReportTable';
import type { ColumnDef, MetricDef } from '../../../src/reports/types';
import { renderInHarness } from '../harness';

const IMPRESSIONS: MetricDef = { key: 'Impressions', title: 'Impressions', format: 'integer' };
const COLUMNS: ColumnDef[] = [{ key: 'Date', title: 'Date' }, IMPRESSIONS];

const rowsOf = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => ({
    Date: `d${String(from + index).padStart(5, '0')}`,
    Impressions: from + index,
  }));

function renderTable(props: Partial<ReportTableProps>) {
  const onChange = vi.fn();
  const utils = renderInHarness(
    <ReportTable
      columns={COLUMNS}
      rows={[]}
      total={0}
      page={1}
      size={20}
      sort={{ field: 'Date', order: 'desc' }}
      sortable={new Set(['Date', 'Impressions'])}
      onChange={onChange}
      {...props}
    />,
  );
  const firstCells = () =>
    [...utils.container.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map(
      (row) => row.querySelector('td')?.textContent,
    );
  return { ...utils, onChange, firstCells, user: userEvent.setup() };
}

describe('ReportTable', () => {
  it('keeps a pinned last metric (the key figure) in view at the right edge, beside the fixed label', () => {
    const revenue: MetricDef = { key: 'NetRevenue', title: 'NetRevenue', format: 'money', pinned: true };
    const { container } = renderTable({ columns: [...COLUMNS, revenue], rows: rowsOf(2), total: 2 });
    const headers = [...container.querySelectorAll('.ant-table-thead th')];
    expect(headers.map((cell) => cell.textContent)).toEqual(['Date', 'Impressions', 'NetRevenue']);
    expect(
      headers.map((cell) => /fix-left/.test(cell.className) || /fix-right/.test(cell.className)),
    ).toEqual([true, false, true]);
    expect(headers[2].className).toContain('ant-table-cell-fix-right');
    // Not pinned: it scrolls with the others.
    const unpinned: MetricDef = { ...revenue, pinned: false };
    const plain = renderTable({
      columns: [...COLUMNS, unpinned],
      rows: rowsOf(2),
      total: 2,
    });
    expect(plain.container.querySelectorAll('.ant-table-thead th.ant-table-cell-fix-right')).toHaveLength(0);
  });

  it('shows every row of a full page under the Total row, on page 2 too', () => {
    const { firstCells } = renderTable({
      rows: rowsOf(20, 20),
      totalRow: { Impressions: 999 },
      total: 45,
      page: 2,
    });
    const cells = firstCells();
    expect(cells).toHaveLength(21);
    expect(cells[0]).toBe('Total');
    expect(cells[1]).toBe('d00020');
    expect(cells[20]).toBe('d00039');
    screen.getByText('Total 45');
  });

  it("says 'No Data' for an empty result whose total_rows is {}", () => {
    const { firstCells } = renderTable({ rows: [], totalRow: {}, total: 0 });
    expect(firstCells()).toEqual([]);
    screen.getByText('No Data');
    expect(screen.queryByText('Total')).toBeNull();
  });

  it('sorts Date ascending from the default Date descending, and a new sort starts on page 1', async () => {
    const { user, onChange } = renderTable({ rows: rowsOf(5), total: 5, page: 1 });
    await user.click(screen.getAllByText('Date')[0]);
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, size: 20, sort: { field: 'Date', order: 'asc' } });
  });

  it('turns a sort cleared by a third click back into Date descending', async () => {
    const { user, onChange } = renderTable({
      rows: rowsOf(5),
      total: 5,
      sort: { field: 'Impressions', order: 'desc' },
    });
    await user.click(screen.getAllByText('Impressions')[0]);
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, size: 20, sort: { field: 'Date', order: 'desc' } });
  });

  it('asks for the page the pager names, and for page 1 when the size changes', async () => {
    const { user, onChange, container } = renderTable({ rows: rowsOf(20), total: 45 });
    const pager = container.querySelector('.report-pagination') as HTMLElement;
    await user.click(within(pager).getByTitle('3'));
    expect(onChange).toHaveBeenLastCalledWith({ page: 3, size: 20, sort: { field: 'Date', order: 'desc' } });
  });

  it('moves a page past the last one to the last page', () => {
    const { onChange } = renderTable({ rows: [], total: 45, page: 5 });
    expect(onChange).toHaveBeenCalledWith({ page: 3, size: 20, sort: { field: 'Date', order: 'desc' } });
  });

  it('renders only the rows in view for 10,000 rows (virtual rows)', () => {
    const { container } = renderTable({ rows: rowsOf(10_000), total: 10_000, size: 10_000 });
    expect(container.querySelector('.ant-table-tbody-virtual')).not.toBeNull();
    const inDom = container.querySelectorAll('.ant-table-row').length;
    expect(inDom).toBeGreaterThan(0);
    expect(inDom).toBeLessThan(100);
  });
});
