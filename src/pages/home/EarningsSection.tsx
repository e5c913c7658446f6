import { Alert, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { t } from '../../i18n';
import { EarningsCards } from './EarningsCards';
import { revenueParts, type ReportSource } from './homeSources';
import { PartFailed } from './PartFailed';
import { homePeriods, sumOver, trendRange } from './periods';
import { earningsRequest } from './calls/homeRequests';
import { RevenueBySource } from './RevenueBySource';
import { RevenueTrend } from './trend/RevenueTrend';
import { afterNextPaint } from './useAfterPaint';
import { useReportRows } from './useReportRows';

/** The revenue of each day, from a report's Date rows. */
const byDayOf = (rows: Record<string, unknown>[], metric: string) =>
  new Map(rows.map((row) => [String(row.Date), Number(row[metric]) || 0]));

const PARTS = revenueParts();

/**
 * The cards and the trend, from one call of the Revenue report: every day from the earliest day a
 * card compares with (at most the 1st of the previous month) to today, grouped by Date. A line
 * names the figures' currency and what the revenue includes; under the trend, its total split by
 * source. When the call fails, a message with Retry stands in place of the cards and the trend.
 */
export function EarningsSection({
  source,
  onDone,
}: {
  source: ReportSource;
  /** Called once the cards show their figures, or say why they cannot, and that frame is painted. */
  onDone?: () => void;
}) {
  // Today as the screen opened: the cards and their links keep one day even across midnight.
  const [today] = useState(() => dayjs());
  const periods = homePeriods(today);
  const trend = trendRange(today);
  const { rows, permissionText, failed, failureText, retry, retrying } = useReportRows(
    source,
    earningsRequest(today),
  );
  const byDay = rows && byDayOf(rows, source.metric);
  const done = Boolean(rows || permissionText || failed);
  // Once the frame showing them is painted: what follows never competes with that frame.
  useEffect(() => (done && onDone ? afterNextPaint(onDone) : undefined), [done, onDone]);
  return (
    <section aria-labelledby="home-earnings">
      <Typography.Title level={2} id="home-earnings" className="home-section-title">
        {t('Estimated revenue')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="home-note">
        {t(
          'All figures in {{currency}}. Revenue is the net revenue of content ads, app ads and search ads.',
          { currency: source.currency },
        )}
      </Typography.Paragraph>
      {permissionText ? (
        <Alert type="info" showIcon message={permissionText} />
      ) : failed ? (
        <PartFailed reason={failureText} retry={retry} retrying={retrying} />
      ) : (
        <>
          <EarningsCards source={source} periods={periods} byDay={byDay} />
          <RevenueTrend
            source={source}
            range={trend}
            byDay={byDay}
            bySource={
              byDay &&
              PARTS.length === 3 && (
                <RevenueBySource
                  parts={PARTS as Parameters<typeof RevenueBySource>[0]['parts']}
                  range={trend}
                  total={sumOver(byDay, trend)}
                  currency={source.currency}
                />
              )
            }
          />
        </>
      )}
    </section>
  );
}
