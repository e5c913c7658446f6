// First-paint figures: Lighthouse (mobile preset, simulated throttling) on a login screen, and
// the gzip bytes a real Chromium fetches to show the login screen and then the shell after a login.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { CHROMIUM, CHROMIUM_FLAGS } from '../chromium.mjs';
import { shellDrawnAt } from './loginToShell.mjs';

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
 * Bytes the server sent (gzip) until the login screen was up and the network quiet, then until
 * the shell showed after a login and the network was quiet again (cumulative: `shell`), and
 * `drawn`, the bytes of the requests that reached the server before the frame that first showed
 * the shell's menu and heading (`shellDrawnAt`), with `drawnFiles` and `afterFiles` by path: what
 * the page asks for after that frame is not counted, however fast it arrives (the bench's server
 * answers in a millisecond, sooner than the bench hears that the shell showed). `steps` knows the
 * app: its login address, how to fill the form and submit it, and the heading that completes it.
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
    const shown = shellDrawnAt(page, steps.heading);
    await steps.submit(page);
    const drawnAt = await shown;
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    // What Home fetches after the shell's frame (its figures, tables and their code) is in
    // `shell`, not in `drawn`.
    const { bytes: drawn, files: drawnFiles, after: afterFiles } = server.sentFor(drawnAt);
    return { login, drawn, drawnFiles, afterFiles, shell: server.sent(), files: server.files() };
  } finally {
    await browser.close();
  }
}
