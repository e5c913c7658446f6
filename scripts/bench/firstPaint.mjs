// First-paint figures: Lighthouse (mobile preset, simulated throttling) on a login screen, and
// the gzip bytes a real Chromium fetches to show the login screen and then the shell after a login.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { CHROMIUM, CHROMIUM_FLAGS } from '../chromium.mjs';

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
 * the shell showed after a login and the network was quiet again (cumulative), and `drawn`, the
 * same at the moment the shell showed. `steps` knows the app: its login address, how to
 * fill the form and submit it, and what shows the shell.
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
    await steps.submit(page);
    await steps.shellVisible(page);
    // Also the bytes at the moment the shell showed: what Home fetches after it (its figures,
    // tables and their code) is in `shell`, not in `drawn`.
    const drawn = server.sent();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    return { login, drawn, shell: server.sent(), files: server.files() };
  } finally {
    await browser.close();
  }
}
