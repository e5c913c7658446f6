import dayjs from 'dayjs';
import { useState } from 'react';
import { NeedsAttention } from './attention/NeedsAttention';
import { EarningsSection } from './EarningsSection';
import { earningsSource, topSources } from './homeSources';
import { trendRange } from './periods';
import { ReportPart } from './ReportPart';
import { TopSection } from './TopSection';
import './home.css';

const EARNINGS = earningsSource();
const TOPS = topSources();

/**
 * Home's earnings overview, its own chunk loaded after the greeting: the cards and the trend
 * (Revenue report), then the top sites, apps and zones of the last 30 days (content and app ads
 * reports). Each part only for a user whose menu grants its report. Last, what needs attention
 * (asked after the figures; below them, so its arrival moves none of them).
 */
export default function EarningsOverview() {
  const [today] = useState(() => dayjs());
  return (
    <div className="home-overview">
      <ReportPart source={EARNINGS}>{EARNINGS && <EarningsSection source={EARNINGS} />}</ReportPart>
      <TopSection tops={TOPS} range={trendRange(today)} />
      <NeedsAttention />
    </div>
  );
}
