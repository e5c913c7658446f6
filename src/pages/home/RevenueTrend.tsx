import { Card, Skeleton } from 'antd';
import { lazy, Suspense, useRef } from 'react';
import { Link } from 'react-router';
import { ChartBoundary } from '../../reports/graph/ChartBoundary';
import { daysOf } from './periods';
import { t } from '../../i18n';
import type { ReportSource } from './homeSources';
import type { DayRange } from './periods';
import { reportLink } from './reportLink';
import { useSeen } from './useSeen';

// The chart library is the reports' own, in its own chunk: Home's first paint never waits for it,
// and it is fetched only once the trend comes into the window (useSeen).
const LineChart = lazy(() => import('../../reports/graph/LineChart'));

/** The revenue of each day of the last 30, drawn as a line; 'Open report' shows them as rows. */
export function RevenueTrend({
  source,
  range,
  byDay,
}: {
  source: ReportSource;
  range: DayRange;
  byDay: ReadonlyMap<string, number> | undefined;
}) {
  const series = t('Revenue');
  const points = daysOf(range).map((date) => ({ date, series, value: byDay?.get(date) ?? 0 }));
  const frame = useRef<HTMLDivElement>(null);
  const seen = useSeen(frame);
  return (
    <Card
      size="small"
      className="home-trend"
      title={<h2 className="home-card-title">{t('Revenue, last 30 days')}</h2>}
      extra={
        <Link
          to={reportLink(source.config, { dates: range })}
          aria-label={t('Open report: {{report}}', { report: t(source.config.title) })}
        >
          {t('Open report')}
        </Link>
      }
    >
      <div ref={frame} role="img" aria-label={t('Line chart of the revenue of each of the last 30 days')}>
        <ChartBoundary>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            {byDay && seen ? (
              <LineChart points={points} metric={series} format="money" />
            ) : (
              <Skeleton active paragraph={{ rows: 6 }} />
            )}
          </Suspense>
        </ChartBoundary>
      </div>
    </Card>
  );
}
