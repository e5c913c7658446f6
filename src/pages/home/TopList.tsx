import { Card, Skeleton, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { formatValue } from '../../reports/table/format';
import { LabelCell } from '../../reports/table/LabelCell';
import type { ReportRow } from '../../reports/types';
import { t } from '../../i18n';
import type { TopSource } from './homeSources';
import { PartFailed } from './PartFailed';
import type { DayRange } from './periods';
import { TOP_SIZE, topRequest } from './calls/homeRequests';
import { reportLink } from './reportLink';
import { useReportRows } from './useReportRows';

/**
 * The 5 entries of a report dimension (sites, apps, zones) with the most revenue over `range`. An
 * entry opens the report filtered to it and grouped by that dimension, so its one row is the
 * figure shown; 'Open report' opens the whole ranking.
 */
export function TopList({
  top,
  range,
  filterValueOf,
}: {
  top: TopSource;
  range: DayRange;
  /** The filter value of an entry (a site's id by its domain); default: the row's `valueKey`. */
  filterValueOf?: (row: ReportRow) => string | undefined;
}) {
  const { rows, permissionText, failed, failureText, retry, retrying } = useReportRows(
    top,
    topRequest(top, range),
  );
  const named = rows
    ?.filter(
      (row) => row[top.labelKey] !== undefined && row[top.labelKey] !== null && row[top.labelKey] !== '',
    )
    .slice(0, TOP_SIZE);
  const entryValue =
    filterValueOf ?? ((row: ReportRow) => (top.valueKey ? String(row[top.valueKey]) : undefined));
  const linkOf = (row: ReportRow) => {
    const value = entryValue(row);
    return reportLink(top.config, {
      dates: range,
      dimensions: [top.dimension],
      filters: value ? { [top.filter]: [value] } : undefined,
      sortBy: top.metric,
    });
  };
  const name = (row: ReportRow) =>
    top.labels ? (
      <LabelCell source={top.labels} value={row[top.labelKey]} />
    ) : (
      String(row[top.labelKey] ?? '')
    );
  return (
    <Card
      size="small"
      className="home-top"
      data-top={top.key}
      title={<h2 className="home-card-title">{t(top.title)}</h2>}
      extra={
        <Link
          to={reportLink(top.config, { dates: range, dimensions: [top.dimension], sortBy: top.metric })}
          aria-label={t('Open report: {{report}}, {{list}}', {
            report: t(top.config.title),
            list: t(top.title),
          })}
        >
          {t('Open report')}
        </Link>
      }
    >
      {permissionText ? (
        <Typography.Text type="secondary">{permissionText}</Typography.Text>
      ) : failed ? (
        <PartFailed reason={failureText} retry={retry} retrying={retrying} />
      ) : named ? (
        <Table<ReportRow>
          size="small"
          pagination={false}
          rowKey={(row) => String(row[top.labelKey])}
          dataSource={named}
          locale={{ emptyText: t('No revenue in these days') }}
          columns={[
            {
              key: 'name',
              title: t(top.column),
              render: (_, row) => <Link to={linkOf(row)}>{name(row)}</Link>,
            },
            {
              key: 'revenue',
              title: t('Revenue'),
              align: 'right',
              render: (_, row) => formatValue(row[top.metric], 'money', top.currency),
            },
          ]}
        />
      ) : (
        <Skeleton active title={false} paragraph={{ rows: TOP_SIZE }} />
      )}
    </Card>
  );
}
