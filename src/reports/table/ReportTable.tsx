import { InfoCircleOutlined } from '@ant-design/icons';
import { Pagination, Table, Tooltip, type TableProps } from 'antd';
import { useEffect, type ReactNode } from 'react';
import type { SorterResult } from 'antd/es/table/interface';
import { formatValue } from './format';
import { LabelCell } from './LabelCell';
import '../report.css';
import type { ColumnDef, MetricDef, ReportRow, SortOrder } from '../types';
import { PAGE_SIZES } from '../urlState';
import { t } from '../../i18n';

/** Above this many rows the table renders only the rows in view (virtual rows). */
export const VIRTUAL_FROM = 100;
const COLUMN_WIDTH = 150;
const BODY_HEIGHT = 560;
const TOTAL_KEY = '__total';

type Row = ReportRow & { [TOTAL_KEY]?: boolean; __key: string };

export interface ReportTableProps {
  columns: ColumnDef[];
  rows: ReportRow[];
  /** The summary row (data.total_rows), shown first. */
  totalRow?: ReportRow;
  total: number;
  loading?: boolean;
  page: number;
  size: number;
  sort: { field: string; order: SortOrder };
  /** Which columns the server can sort by. */
  sortable: Set<string>;
  onChange: (change: { page: number; size: number; sort: { field: string; order: SortOrder } }) => void;
  /** What shows under each figure (its change against the previous period), when anything does. */
  underFigure?: (value: unknown, row: ReportRow, metric: MetricDef) => ReactNode;
  /** What an empty result says (default 'No Data'): filters that leave no row offer to clear them. */
  emptyText?: ReactNode;
}

/** A figure, and under it what `underFigure` adds. */
function metricCell(
  value: unknown,
  row: ReportRow,
  metric: MetricDef,
  underFigure: ReportTableProps['underFigure'],
) {
  const text = formatValue(value, metric.format, metric.currency);
  const under = underFigure?.(value, row, metric);
  return under ? (
    <>
      {text}
      {under}
    </>
  ) : (
    text
  );
}

/** A column's title (and how it is calculated), declared in English and shown translated. */
function heading(column: ColumnDef) {
  const title = t(column.title);
  return column.tooltip ? (
    <span>
      {title}{' '}
      <Tooltip title={t(column.tooltip)}>
        {/* Not focusable: antd copies headers into a hidden measuring row. */}
        <InfoCircleOutlined aria-label={t('How {{metric}} is calculated', { metric: title })} />
      </Tooltip>
    </span>
  ) : (
    title
  );
}

/** The report table: a Total row on top, server paging and sorting, virtual rows for big pages. */
export function ReportTable(props: ReportTableProps) {
  const {
    columns,
    rows,
    totalRow,
    total,
    loading,
    page,
    size,
    sort,
    sortable,
    onChange,
    underFigure,
    emptyText,
  } = props;
  // A page past the last one (an old link, a narrower filter) moves to the last page.
  const lastPage = Math.max(1, Math.ceil(total / size));
  useEffect(() => {
    if (!loading && total > 0 && page > lastPage) onChange({ page: lastPage, size, sort });
  }, [loading, total, page, lastPage, size, sort, onChange]);

  // An empty result's total_rows is {}: no Total row then, so the table says 'No Data'.
  const hasTotal = totalRow !== undefined && rows.length > 0 && Object.keys(totalRow).length > 0;
  const dataSource: Row[] = [
    ...(hasTotal ? [{ ...totalRow, [TOTAL_KEY]: true, __key: TOTAL_KEY }] : []),
    ...rows.map((row, index) => ({ ...row, __key: String(index) })),
  ];
  const virtual = dataSource.length > VIRTUAL_FROM;
  const tableColumns: TableProps<Row>['columns'] = columns.map((column, index) => ({
    key: column.key,
    dataIndex: column.key,
    title: heading(column),
    // Virtual rows need fixed widths; otherwise columns share the card's width.
    width: virtual ? COLUMN_WIDTH : undefined,
    // The row's label (Total, the date) stays in view while the metrics scroll sideways, and so
    // does the report's key figure when it is the last column (a `pinned` metric).
    fixed:
      index === 0
        ? ('left' as const)
        : index === columns.length - 1 && (column as MetricDef).pinned
          ? ('right' as const)
          : undefined,
    align: 'format' in column ? 'right' : 'left',
    sorter: sortable.has(column.key),
    sortOrder: sort.field === column.key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
    // Date starts descending (the default sort), so its next click must be ascending.
    sortDirections: column.key === 'Date' ? ['descend', 'ascend'] : ['ascend', 'descend'],
    showSorterTooltip: false,
    render: (value: unknown, row: Row) =>
      row[TOTAL_KEY] && index === 0 && !('format' in column) ? (
        t('Total')
      ) : column.labels && !row[TOTAL_KEY] ? (
        <LabelCell source={column.labels} value={value} />
      ) : 'format' in column ? (
        metricCell(value, row, column as MetricDef, underFigure)
      ) : (
        formatValue(value)
      ),
  }));

  // A cleared sort falls back to the default, Date descending; a new sort starts on page 1.
  const handleSort: TableProps<Row>['onChange'] = (_pagination, _filters, sorter) => {
    const chosen = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
    const field = chosen?.order ? String(chosen.columnKey) : 'Date';
    const order: SortOrder = chosen?.order === 'ascend' ? 'asc' : 'desc';
    if (field !== sort.field || order !== sort.order) onChange({ page: 1, size, sort: { field, order } });
  };

  // The pager sits outside the table: the Total row makes a page one row longer than its size,
  // and antd's own pager would cut the page's rows to fit.
  return (
    <>
      <Table<Row>
        rowKey="__key"
        className="report-table"
        columns={tableColumns}
        dataSource={dataSource}
        loading={loading}
        virtual={virtual}
        rowClassName={(row) => (row[TOTAL_KEY] ? 'report-total-row' : '')}
        locale={{ emptyText: emptyText ?? t('No Data') }}
        scroll={virtual ? { x: columns.length * COLUMN_WIDTH, y: BODY_HEIGHT } : { x: 'max-content' }}
        onChange={handleSort}
        pagination={false}
      />
      <Pagination
        className="report-pagination"
        align="end"
        current={page}
        pageSize={size}
        total={total}
        pageSizeOptions={PAGE_SIZES}
        showSizeChanger
        showTotal={(count) => t('Total {{total}}', { total: count })}
        onChange={(nextPage, nextSize) =>
          onChange({ page: nextSize !== size ? 1 : nextPage, size: nextSize, sort })
        }
      />
    </>
  );
}
