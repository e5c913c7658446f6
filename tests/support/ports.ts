import { execFileSync } from 'node:child_process';

/** A port nobody listens on now: the system picks it (port 0), and it is let go at once. */
function freePortNow(): number {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

/**
 * The port in `process.env[name]`, or a free one chosen once and written there. Playwright loads
 * its config in the runner and again in each worker; the workers inherit the runner's
 * environment, so all of them agree on the port the runner chose.
 */
export function portFrom(name: string): number {
  const given = process.env[name];
  if (given) return Number(given);
  const port = freePortNow();
  process.env[name] = String(port);
  return port;
}

/**
 * A test run uses only servers it started itself: one already listening on a chosen port fails
 * the run instead of being reused, unless E2E_REUSE_SERVER=1 asks for it (a developer's own
 * `npm run preview` or `npm run api`, say).
 */
export const REUSE_SERVER = process.env.E2E_REUSE_SERVER === '1';
