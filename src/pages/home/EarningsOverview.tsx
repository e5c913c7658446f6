import { useIsFetching } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { preloadListsWhenIdle } from '../nextScreens';
import { NeedsAttention } from './attention/NeedsAttention';
import { EarningsSection } from './EarningsSection';
import { earningsSource, topSources } from './homeSources';
import { trendRange } from './periods';
import { ReportPart } from './ReportPart';
import { useAfterPaint } from './useAfterPaint';
import { useReportAccess } from './useReportRows';
import './home.css';

const EARNINGS = earningsSource();
const TOPS = topSources();

// The top lists are drawn with antd's Table (its Select, Tree, Pagination and Spin come with it,
// about 85 kB of gzip): their code is asked for once the cards are done, not before Home's first
// screen is complete. Their calls are on their way already (prefetchHome.ts).
const TopSection = lazy(() => import('./TopSection'));

/** Whether the cards are done: their figures, refusal or failure shown, or no cards for this user. */
function useCardsDone(): [boolean, () => void] {
  const [settled, setSettled] = useState(false);
  const cards = useReportAccess(EARNINGS);
  const done = useCallback(() => setSettled(true), []);
  return [settled || (!cards.checking && !cards.can), done];
}

/**
 * Home's earnings overview, its own chunk loaded after the greeting: the cards and the trend
 * (Revenue report), then the top sites, apps and zones of the last 30 days (content and app ads
 * reports). Each part only for a user whose menu grants its report. Last, what needs attention
 * (asked after the figures; drawn with the tops, below them, so its arrival moves none of them).
 */
export default function EarningsOverview() {
  const [today] = useState(() => dayjs());
  const [cardsDone, onCardsDone] = useCardsDone();
  return (
    <div className="home-overview">
      <ReportPart source={EARNINGS}>
        {EARNINGS && <EarningsSection source={EARNINGS} onDone={onCardsDone} />}
      </ReportPart>
      {cardsDone && (
        <Suspense fallback={null}>
          <TopSection tops={TOPS} range={trendRange(today)} />
          <NeedsAttention />
        </Suspense>
      )}
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
