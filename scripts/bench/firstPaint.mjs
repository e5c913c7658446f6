// First-paint figures: Lighthouse (mobile preset, simulated throttling) on a login screen, and
// the gzip bytes a real Chromium fetches to show the login screen and then the shell after a login.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { CHROMIUM, CHROMIUM_FLAGS } from '../chromium.mjs';
import { screenCompleteAt } from './loginToShell.mjs';

export { CHROMIUM };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Lighthouse's performance category on `url`, `runs` times; the run with the median score. */
export async function lighthouseFigures(url, runs) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
    });
    try {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      results.push({
        performance: lhr.categories.performance.score,
        lcp: audit('largest-contentful-paint'),
        fcp: audit('first-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        lcpElement:
          lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
      });
    } finally {
      await chrome.kill();
    }
  }
  const score = median(results.map((result) => result.performance));
  return { ...results.find((result) => result.performance === score), runs: results };
}

/**
 * Bytes the server sent (gzip) until the login screen was up and the network quiet (`login`); then
 * (cumulative) `drawn`, the bytes of the requests that reached the server before the frame that
 * first showed the first screen complete after a login (`steps.home`: the menu, the heading and,
 * for the console, Home's cards with their figures), with `drawnFiles` and `afterFiles` by path:
 * what the page asks for after that frame is not counted, however fast it arrives (the bench's
 * server answers in a millisecond, sooner than the bench hears of the frame); `shell`, all until
 * the network was quiet again. Then `siteList`: the bytes of the requests between the click on the
 * menu's site list and the frame that showed its rows (`steps.siteList`, when the app has one),
 * with `siteListFiles`. `steps` knows the app: its login address, how to fill the form and submit it.
 */
export async function transferFigures(server, steps) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    server.reset();
    await page.goto(new URL(steps.loginPath, server.url).href, { waitUntil: 'networkidle' });
    await steps.loginVisible(page);
    await page.waitForTimeout(1000);
    const login = server.sent();
    await steps.fill(page);
    const complete = screenCompleteAt(page, steps.home);
    await steps.submit(page);
    const drawnAt = await complete;
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const { bytes: drawn, files: drawnFiles, after: afterFiles } = server.sentFor(drawnAt);
    const figures = { login, drawn, drawnFiles, afterFiles, shell: server.sent(), files: server.files() };
    if (!steps.siteList) return figures;
    await steps.siteList.open(page);
    await page.waitForTimeout(1000);
    const listed = screenCompleteAt(page, steps.siteList.screen);
    const clickedAt = Date.now();
    await steps.siteList.click(page);
    const { bytes: siteList, files: siteListFiles } = server.sentFor(await listed, clickedAt);
    return { ...figures, siteList, siteListFiles };
  } finally {
    await browser.close();
  }
}
