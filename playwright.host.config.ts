import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';
import { controlSecret } from './tests/support/controlSecret';
import { portFrom, REUSE_SERVER } from './tests/support/ports';

// Browser tests of the build for an API host, against `npm run api` (the embedded API over HTTP,
// in fault mode when a test asks). The API server accepts the preview's origin (--allow-origin)
// and the control calls of tests/e2e-host/hostHelpers.ts (the secret).
//
// One lane per worker (E2E_HOST_WORKERS, 2 unless set): each lane has its own API server (its
// data, its fault mode) and its own build, which has that server's address built in, served by
// its own preview. A test resets its lane's server before it starts, so the tests are independent
// and both workers take them one by one (fullyParallel). Free ports unless E2E_HOST_PORT and
// E2E_API_PORT (lane 2: E2E_HOST_PORT_1, E2E_API_PORT_1, …) name them; the build folders are
// E2E_HOST_DIST (default dist-host), then dist-host-1, ….
const WORKERS = Number(process.env.E2E_HOST_WORKERS ?? 2);
const laneName = (name: string, lane: number) => (lane ? `${name}_${lane}` : name);
const lanes = Array.from({ length: WORKERS }, (_, lane) => ({
  port: portFrom(laneName('E2E_HOST_PORT', lane)),
  apiPort: portFrom(laneName('E2E_API_PORT', lane)),
  outDir: `${process.env.E2E_HOST_DIST ?? 'dist-host'}${lane ? `-${lane}` : ''}`,
}));
/**
 * This process's lane: a worker's is its parallel index (0 … workers - 1, kept by the worker that
 * replaces it after a failure); the runner, which runs no test, has the first.
 */
const lane = lanes[Number(process.env.TEST_PARALLEL_INDEX ?? 0) % WORKERS];
/** The address of this worker's API server. */
export const API = `http://localhost:${lane.apiPort}`;
/** Short call timeout in this build, so that the hang cases end within a test. */
export const HOST_CALL_TIMEOUT_MS = 4000;

export default defineConfig({
  ...baseConfig,
  testDir: 'tests/e2e-host',
  fullyParallel: true,
  workers: WORKERS,
  use: { ...baseConfig.use, baseURL: `http://localhost:${lane.port}` },
  webServer: lanes.flatMap(({ port, apiPort, outDir }) => [
    {
      command: `node scripts/api.mjs --port ${apiPort} --fault-mode --allow-origin http://localhost:${port}`,
      env: { API_CONTROL_SECRET: controlSecret() },
      // Without the secret, a control call answers 403: enough to tell the server is up.
      url: `http://localhost:${apiPort}/__faults`,
      reuseExistingServer: REUSE_SERVER,
      timeout: 60_000,
    },
    {
      command:
        `VITE_API_HOST=http://localhost:${apiPort} VITE_CALL_TIMEOUT_MS=${HOST_CALL_TIMEOUT_MS} ` +
        `npx vite build --outDir ${outDir} --emptyOutDir --logLevel warn && ` +
        `npx vite preview --port ${port} --strictPort --outDir ${outDir}`,
      url: `http://localhost:${port}`,
      reuseExistingServer: REUSE_SERVER,
      timeout: 300_000,
    },
  ]),
});
