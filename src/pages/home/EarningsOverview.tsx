import { useIsFetching } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { preloadListsWhenIdle } from '../nextScreens';
import { NeedsAttention } from './attention/NeedsAttention';
import { EarningsSection } from './EarningsSection';
import { earningsSource, topSources } from './homeSources';
import { trendRange } from './periods';
import { ReportPart } from './ReportPart';
import { TopSection } from './TopSection';
import { useAfterPaint } from './useAfterPaint';
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
      <ListsAfterHome />
    </div>
  );
}

/**
 * Once Home has drawn its parts and no call is on its way (its figures in), and the browser is
 * idle: the lists' code, which the menu's entries open next (nextScreens.ts). A component of its
 * own, drawing nothing, so that counting the calls on their way re-renders nothing else.
 */
function ListsAfterHome() {
  const painted = useAfterPaint();
  const settled = useIsFetching() === 0;
  useEffect(() => (painted && settled ? preloadListsWhenIdle() : undefined), [painted, settled]);
  return null;
}
