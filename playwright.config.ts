import { defineConfig, type ReporterDescription } from '@playwright/test';
import { portFrom, REUSE_SERVER } from './tests/support/ports';

// A free port unless E2E_PORT names one; the build folder can be moved with E2E_DIST.
const port = portFrom('E2E_PORT');
const outDir = process.env.E2E_DIST ?? 'dist';

/** The list as tests end, the ten slowest at the end, and a JSON report when npm test asks for one. */
export function reporters(jsonFile = process.env.E2E_JSON_REPORT): ReporterDescription[] {
  return [
    ['list'],
    ['./tests/support/slowestReporter.ts'],
    ...(jsonFile ? [['json', { outputFile: jsonFile }] as ReporterDescription] : []),
  ];
}

/**
 * Browser tests: Debian's Chromium against the built console in mock mode (vite preview). Each
 * test has its own browser context, so its own storage and embedded API data: two workers run
 * side by side. The browser asks for reduced motion, so antd's animations are off and no test
 * waits for a modal or a toast to finish moving.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry in CI absorbs a slow first service-worker start on a loaded machine; a real failure fails twice.
  retries: process.env.CI ? 1 : 0,
  reporter: reporters(),
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1440, height: 900 },
    // English unless a test asks for another language (the console follows the browser's).
    locale: 'en-US',
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `npx vite preview --port ${port} --strictPort --outDir ${outDir}`,
    url: `http://localhost:${port}`,
    reuseExistingServer: REUSE_SERVER,
    timeout: 60_000,
  },
});
