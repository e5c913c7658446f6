import { randomBytes } from 'node:crypto';

/**
 * The control secret of the API server the host suite starts (`npm run api` reads it from
 * API_CONTROL_SECRET): E2E_API_SECRET when set (your own `npm run api` with E2E_REUSE_SERVER=1:
 * copy the secret it printed), else a new random one written there, so that Playwright's workers,
 * which inherit the runner's environment, send the same one.
 */
export function controlSecret(): string {
  process.env.E2E_API_SECRET ||= randomBytes(16).toString('hex');
  return process.env.E2E_API_SECRET;
}
