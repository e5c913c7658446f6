import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

// Browser tests of the build for an API host, against `npm run api` (the embedded API over HTTP,
// in fault mode when a test asks). Ports and build folder can be moved so runs do not collide.
const port = Number(process.env.E2E_HOST_PORT ?? 4174);
const apiPort = Number(process.env.E2E_API_PORT ?? 8787);
const outDir = process.env.E2E_HOST_DIST ?? 'dist-host';
/** Short call timeout in this build, so that the hang cases end within a test. */
export const HOST_CALL_TIMEOUT_MS = 4000;

export default defineConfig({
  ...baseConfig,
  testDir: 'tests/e2e-host',
  use: { ...baseConfig.use, baseURL: `http://localhost:${port}` },
  webServer: [
    {
      command: `node scripts/api.mjs --port ${apiPort}`,
      url: `http://localhost:${apiPort}/__faults`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command:
        `VITE_API_HOST=http://localhost:${apiPort} VITE_CALL_TIMEOUT_MS=${HOST_CALL_TIMEOUT_MS} ` +
        `npx vite build --outDir ${outDir} --emptyOutDir && ` +
        `npx vite preview --port ${port} --strictPort --outDir ${outDir}`,
      url: `http://localhost:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
    },
  ],
});
