import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';
import { controlSecret } from './tests/support/controlSecret';
import { portFrom, REUSE_SERVER } from './tests/support/ports';

// Browser tests of the build for an API host, against `npm run api` (the embedded API over HTTP,
// in fault mode when a test asks). Free ports unless E2E_HOST_PORT and E2E_API_PORT name them;
// the build folder can be moved with E2E_HOST_DIST. The API server accepts the preview's origin
// (--allow-origin) and the control calls of tests/e2e-host/hostHelpers.ts (the secret).
const port = portFrom('E2E_HOST_PORT');
const apiPort = portFrom('E2E_API_PORT');
const outDir = process.env.E2E_HOST_DIST ?? 'dist-host';
/** Short call timeout in this build, so that the hang cases end within a test. */
export const HOST_CALL_TIMEOUT_MS = 4000;

export default defineConfig({
  ...baseConfig,
  testDir: 'tests/e2e-host',
  // One worker: the tests share the one API server, its data and its fault mode.
  fullyParallel: false,
  workers: 1,
  use: { ...baseConfig.use, baseURL: `http://localhost:${port}` },
  webServer: [
    {
      command: `node scripts/api.mjs --port ${apiPort} --allow-origin http://localhost:${port}`,
      env: { API_CONTROL_SECRET: controlSecret() },
      // Without the secret, a control call answers 403: enough to tell the server is up.
      url: `http://localhost:${apiPort}/__faults`,
      reuseExistingServer: REUSE_SERVER,
      timeout: 60_000,
    },
    {
      command:
        `VITE_API_HOST=http://localhost:${apiPort} VITE_CALL_TIMEOUT_MS=${HOST_CALL_TIMEOUT_MS} ` +
        `npx vite build --outDir ${outDir} --emptyOutDir && ` +
        `npx vite preview --port ${port} --strictPort --outDir ${outDir}`,
      url: `http://localhost:${port}`,
      reuseExistingServer: REUSE_SERVER,
      timeout: 300_000,
    },
  ],
});
