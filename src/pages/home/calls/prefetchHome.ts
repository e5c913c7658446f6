import { type QueryKey } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { menuGrants } from '../../../providers/access/accessControlProvider';
import { loadMenu, menuPaths, type MenuItem } from '../../../providers/access/menu';
import { cachedMenu } from '../../../providers/access/menuCache';
import { customCall } from '../../../providers/data/dataProvider';
import { queryClient } from '../../../providers/data/queryClient';
import { reportCall, reportQueryKey } from '../../../reports/useReportData';
import { callId, homeReportCalls, type HomeCall } from './homeRequests';

/** Whether an API host answers the calls (not the embedded API in the page: mock mode). */
const hostAnswers = () => Boolean(import.meta.env.VITE_API_HOST);

/** What a menu grants, as the access control provider answers a screen's route from it. */
const grantsOf = (items: MenuItem[]) => {
  const paths = menuPaths(items);
  return (route: string) => menuGrants(route, paths);
};

/**
 * Home's report calls, started as soon as a login has its token (main.tsx, afterLogin.ts) instead
 * of once Home's code has come and drawn: each under the query key Home's part reads it with
 * (reportQueryKey, the same body: homeRequests.ts), so the part finds its answer in the cache or
 * on its way. Only the calls Home makes for this user's menu: the menu this browser kept for them
 * decides the ones sent beside GET /menu; without one, they leave when the server's menu answers.
 *
 * It grants nothing: Home's parts still ask the server's menu before they draw (ReportPart). When
 * the server's menu refuses what the kept one granted, those calls are cancelled and their answers
 * dropped from the cache; the calls it grants that were not sent yet are sent then.
 */
export function prefetchHome(today = dayjs()): void {
  const started = new Map<string, { key: QueryKey; answer: Promise<unknown> }>();
  // Once the server's menu has answered: the calls it grants, the only ones sent from then on.
  let granted: Set<string> | undefined;

  const send = (call: HomeCall): void => {
    const id = callId(call);
    if (started.has(id) || (granted && !granted.has(id))) return;
    if (call.after) {
      const waitedFor = started.get(callId(call.after.call))?.answer;
      const now = () => send({ ...call, after: undefined });
      // As Home asks it: once that answer is in (not at all when it failed), or once it is settled.
      if (waitedFor) void waitedFor.then(now, call.after.once === 'settled' ? now : () => undefined);
      return;
    }
    const key = reportQueryKey(call.path, call.payload);
    const { url, method, config, meta } = reportCall(call.path, call.payload);
    const answer = queryClient.fetchQuery({
      queryKey: key,
      queryFn: () => customCall({ url, method, ...config, meta }),
      gcTime: 60_000,
    });
    answer.catch(() => undefined);
    started.set(id, { key, answer });
  };
  const drop = (id: string) => {
    const key = started.get(id)?.key;
    started.delete(id);
    if (!key) return;
    void queryClient.cancelQueries({ queryKey: key, exact: true });
    queryClient.removeQueries({ queryKey: key, exact: true });
  };

  // In mock mode the embedded API answers on the page's main thread: the calls Home asks after the
  // cards' would be answered while the cards are drawn, and delay them. Home asks those itself.
  const callsOf = (menu: MenuItem[]) =>
    homeReportCalls(today, grantsOf(menu)).filter((call) => hostAnswers() || !call.after);
  const kept = cachedMenu();
  if (kept) callsOf(kept).forEach(send);
  loadMenu().then(
    (menu) => {
      const calls = callsOf(menu);
      granted = new Set(calls.map(callId));
      for (const id of [...started.keys()]) if (!granted.has(id)) drop(id);
      calls.forEach(send);
    },
    () => {
      // No menu, no Home parts: nothing prefetched stays.
      granted = new Set();
      [...started.keys()].forEach(drop);
    },
  );
}
