// Time from pressing "Log in" to the first screen complete (menu, heading and Home's figures), and
// from the menu's site list to its rows, on a
// throttled phone profile: the CPU slowed 4 times (Chromium's CPU throttling) and every file of
// the app paying a 150 ms round trip and a share of a 1.6 Mbps link (the static server paces its
// answers: staticServer.mjs), calls to an API host a 150 ms round trip too. Pacing on the server's
// side holds for the mock build as well, whose service worker fetches the files itself (Chromium's
// network throttling of a page does not reach a service worker's requests).
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from '../chromium.mjs';

export const PHONE_PROFILE = { cpuSlowdown: 4, roundTripMs: 150, downlinkKbps: 1600 };

/** What the static server needs to pace its answers like the phone profile's link. */
export const PHONE_LINK = {
  roundTripMs: PHONE_PROFILE.roundTripMs,
  bytesPerSecond: (PHONE_PROFILE.downlinkKbps * 1000) / 8,
};

/**
 * The shell's navigation: the side menu on a wide window; on the phone-sized window the bench
 * uses, the header button that opens it as a drawer (the console's menu icon, Refine's bars icon),
 * since the apps keep the side menu closed there.
 */
export const NAVIGATION = '.ant-layout-sider .ant-menu, button:has(.anticon-menu), button:has(.anticon-bars)';

/**
 * Resolves with the time (`Date.now()` in the page, ms since 1970) of the first frame in which the
 * page shows `screen` complete: checked in the page at every frame (requestAnimationFrame, before
 * that frame is painted), so the time is the frame's and not when the bench hears of it. A screen
 * names what must be shown, each part optional:
 * - `heading`: a heading whose text starts with it, and the shell's navigation (NAVIGATION);
 * - `figures`: a selector; at least one match, and every match showing a digit (Home's cards
 *   with their figures, not their skeletons);
 * - `rows`: a selector; at least one match shown (a list's rows).
 * What the page asks for after that time is not counted for that screen.
 */
export async function screenCompleteAt(page, screen, timeout = 120_000) {
  const handle = await page.waitForFunction(
    ([{ heading, figures, rows }, navigation]) => {
      const shown = (element) => element.checkVisibility();
      const all = (selector) => [...document.querySelectorAll(selector)].filter(shown);
      if (heading) {
        const titled = all('h1, h2, h3, h4, h5, h6, [role="heading"]').some((element) =>
          element.textContent.trim().startsWith(heading),
        );
        if (!titled || !all(navigation).length) return false;
      }
      if (figures) {
        const cards = all(figures);
        if (!cards.length || !cards.every((card) => /\d/.test(card.textContent))) return false;
      }
      if (rows && !all(rows).length) return false;
      return Date.now();
    },
    [screen, NAVIGATION],
    { polling: 'raf', timeout },
  );
  return handle.jsonValue();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pause = (ms) => new Promise((done) => setTimeout(done, ms));

const QUIET_MS = 500;

/**
 * Counts the page's requests in flight; `quiet()` resolves once none has been for QUIET_MS.
 * Playwright's 'networkidle' cannot tell this after the form is filled: reached once when the login
 * page loaded, it resolves at once, while the scripts a console starts fetching on the user's first
 * focus (the login card's JavaScript, the next screen's chunks) are still on the paced link.
 */
function requestsInFlight(page) {
  let inFlight = 0;
  let changed = Date.now();
  page.on('request', () => {
    inFlight += 1;
    changed = Date.now();
  });
  const settled = () => {
    inFlight -= 1;
    changed = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return {
    async quiet(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight > 0 || Date.now() - changed < QUIET_MS) {
        if (Date.now() > deadline)
          throw new Error('the page did not stop fetching after the form was filled');
        await pause(50);
      }
    },
  };
}

/**
 * BENCH_LOG_REQUESTS=1: the page's requests after the click of the first run, each with when it was
 * sent and answered (ms from the click), to see which wait for which.
 */
function requestLog(page) {
  const entries = new Map();
  page.on('request', (request) => entries.set(request, { sent: Date.now() }));
  const done = (request) => {
    const entry = entries.get(request);
    if (entry) entry.answered = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    print(started) {
      const shown = Date.now() - started;
      console.log(`  requests after "Log in" (ms from the click; Home complete at ${shown}):`);
      for (const [request, { sent, answered }] of entries) {
        if (sent < started) continue;
        const path = new URL(request.url()).pathname.replace(/^.*\/assets\//, '');
        const end = answered === undefined ? '   ...' : String(answered - started).padStart(6);
        console.log(`    ${String(sent - started).padStart(6)} -> ${end}  ${request.method()} ${path}`);
      }
    },
  };
}

/**
 * For each of `runs` fresh browser contexts (no cache, no storage): milliseconds from the click on
 * "Log in" to the frame that shows the first screen complete (`steps.home`: the menu, the heading
 * and, for the console, Home's cards with their figures), then, once the page is quiet, from the
 * click on the menu's site list to the frame that shows its rows (`steps.siteList`, when the app
 * has one). The login page is loaded and the form filled first, as a user would, and the page's
 * requests left to settle (what the page fetches while they type counts as done: a user takes
 * seconds to type). `apiOrigin`: calls to that origin wait a round trip first. Resolves with the
 * medians and every run.
 */
export async function loginToShellFigures(url, steps, runs, apiOrigin) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const times = [];
  const listTimes = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      try {
        const page = await context.newPage();
        if (apiOrigin)
          await page.route(`${apiOrigin}/**`, async (route) => {
            await pause(PHONE_PROFILE.roundTripMs);
            await route.continue();
          });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
        await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
        await steps.loginVisible(page);
        const network = requestsInFlight(page);
        await steps.fill(page);
        await network.quiet();
        await pause(500);
        const log = run === 0 && process.env.BENCH_LOG_REQUESTS ? requestLog(page) : undefined;
        const complete = screenCompleteAt(page, steps.home);
        const started = Date.now();
        await steps.submit(page);
        times.push((await complete) - started);
        log?.print(started);
        if (!steps.siteList) continue;
        await network.quiet();
        await steps.siteList.open(page);
        await network.quiet();
        const listed = screenCompleteAt(page, steps.siteList.screen);
        const clicked = Date.now();
        await steps.siteList.click(page);
        listTimes.push((await listed) - clicked);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return {
    ms: median(times),
    runs: times,
    siteList: listTimes.length ? { ms: median(listTimes), runs: listTimes } : undefined,
  };
}
