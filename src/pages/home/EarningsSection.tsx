import { Alert, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { t } from '../../i18n';
import { EarningsCards } from './EarningsCards';
import type { ReportSource } from './homeSources';
import { homePeriods, spanning, trendRange } from './periods';
import { RevenueTrend } from './RevenueTrend';
import { useReportRows } from './useReportRows';

/** The revenue of each day, from a report's Date rows. */
const byDayOf = (rows: Record<string, unknown>[], metric: string) =>
  new Map(rows.map((row) => [String(row.Date), Number(row[metric]) || 0]));

/**
 * The cards and the trend, from one call of the Revenue report: every day from the earliest day a
 * card compares with (at most the 1st of the previous month) to today, grouped by Date.
 */
export function EarningsSection({ source }: { source: ReportSource }) {
  // Today as the screen opened: the cards and their links keep one day even across midnight.
  const [today] = useState(() => dayjs());
  const periods = homePeriods(today);
  const trend = trendRange(today);
  const span = spanning([...periods.flatMap((period) => [period.current, period.previous]), trend]);
  const { rows, permissionText } = useReportRows(source, { dates: span, dimensions: ['Date'], size: 100 });
  const byDay = rows && byDayOf(rows, source.metric);
  return (
    <section aria-labelledby="home-earnings">
      <Typography.Title level={2} id="home-earnings" className="home-section-title">
        {t('Estimated revenue')}
      </Typography.Title>
      {permissionText ? (
        <Alert type="info" showIcon message={permissionText} />
      ) : (
        <>
          <EarningsCards source={source} periods={periods} byDay={byDay} />
          <RevenueTrend source={source} range={trend} byDay={byDay} />
        </>
      )}
    </section>
  );
}
