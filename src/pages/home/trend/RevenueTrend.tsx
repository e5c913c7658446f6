import { Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChartBoundary } from '../../../reports/graph/ChartBoundary';
import { daysOf } from '../periods';
import { t } from '../../../i18n';
import type { ReportSource } from '../homeSources';
import type { DayRange } from '../periods';
import { reportLink } from '../reportLink';
import { TrendChart } from './TrendChart';

/**
 * The revenue of each day of the last 30, drawn as a line; 'Open report' shows them as rows. The
 * line is Home's own small SVG (TrendChart), not the reports' chart library, which stays in the
 * reports' chunks: Home never fetches it.
 */
export function RevenueTrend({
  source,
  range,
  byDay,
  bySource,
}: {
  source: ReportSource;
  range: DayRange;
  byDay: ReadonlyMap<string, number> | undefined;
  /** Under the line: its total split by source (RevenueBySource). */
  bySource?: ReactNode;
}) {
  const title = t('Revenue, last 30 days');
  return (
    <Card
      size="small"
      className="home-trend"
      title={<h2 className="home-card-title">{title}</h2>}
      extra={
        <Link
          to={reportLink(source.config, { dates: range })}
          aria-label={t('Open report: {{report}}', { report: t(source.config.title) })}
        >
          {t('Open report')}
        </Link>
      }
    >
      <ChartBoundary>
        {byDay ? (
          <TrendChart
            title={title}
            currency={source.currency}
            points={daysOf(range).map((date) => ({ date, value: byDay.get(date) ?? 0 }))}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 6 }} />
        )}
      </ChartBoundary>
      {bySource}
    </Card>
  );
}
