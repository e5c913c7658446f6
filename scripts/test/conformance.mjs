/**
 * `npm test`'s conformance step: the conformance check (scripts/conformance/) run against
 * `npm run api`, where it must pass and skip no call, then against `npm run api` in fault mode with mistyped
 * answers on a few calls, where it must report exactly those calls as differing, for their data,
 * and exit 1: the check is proven able to fail. `node scripts/test/conformance.mjs` runs the step alone
 * (CONFORMANCE_CONTRACT=<file> checks against another document than docs/openapi.json).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPORTS, ROOT } from './steps.mjs';

/** The demo administrator (README, "Demo users"): every menu, every record. */
const ADMIN = { email: 'admin@demo.test', password: 'Demo@1234' };
/**
 * The calls answered with the wrong-types fault in the second run: a paged list and a report (their
 * paging is checked besides their schema), a tree and the integrations (their data's shapes are
 * the ones the console checks).
 */
export const MISTYPED_CALLS = [
  'GET /ssp_publisher/channel',
  'POST /ssp_publisher/app/report',
  'GET /ssp_publisher/user_group/menu_tree',
  'GET /ssp_publisher/openapi/integration/info',
];

/** A port nobody listens on now (the system picks it). */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Starts `npm run api` with these arguments; resolves once it listens, with a way to stop it. */
async function startApi(args) {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/api.mjs', '--port', String(port), ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('npm run api did not start within 90 s')), 90_000);
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Embedded API on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm run api stopped at start (exit code ${code})`));
    });
  });
  child.stdout.resume();
  return { host: `http://localhost:${port}`, stop };
}

/**
 * Runs the check, its output shown as it comes. Not spawnSync: the API server's output is read by
 * this process's event loop, which must keep turning while the check runs.
 */
const runCheck = (args) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/conformance/main.mjs', ...args], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    child.once('exit', (code) => resolve(code));
  });

/** Runs the check against a server started with `apiArgs`; its exit code and JSON results. */
async function checkAgainst(apiArgs, reportName) {
  const api = await startApi(apiArgs);
  const file = path.join(REPORTS, reportName);
  try {
    const exitCode = await runCheck([
      '--host',
      api.host,
      '--email',
      ADMIN.email,
      '--password',
      ADMIN.password,
      '--json',
      file,
      ...(process.env.CONFORMANCE_CONTRACT ? ['--contract', process.env.CONFORMANCE_CONTRACT] : []),
    ]);
    const results = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).results : [];
    return { exitCode, results };
  } finally {
    await api.stop();
  }
}

/** Whether a result of the check is one of these calls ("GET /menu" names GET …/v1/menu). */
const isCall = (result, call) => {
  const [method, callPath] = call.split(' ');
  const [resultMethod, resultPath] = result.call.split(' ');
  return resultMethod === method && resultPath.endsWith(callPath);
};

/**
 * Why the fault-mode run did not fail for the right reason, or nothing: it must exit 1, report
 * every mistyped call as differing for its data, and no other call.
 */
export function wrongReason({ exitCode, results }) {
  if (exitCode !== 1) return `it exited ${exitCode}, not 1 (a difference)`;
  for (const call of MISTYPED_CALLS) {
    const result = results.find((item) => isCall(item, call));
    if (!result) return `${call} was not checked`;
    if (result.result !== 'differs' || !result.differences.some((text) => /\bdata\b/.test(text)))
      return `${call} was answered with mistyped data but not reported for it (${result.result})`;
  }
  const others = results.filter(
    (item) => item.result === 'differs' && !MISTYPED_CALLS.some((call) => isCall(item, call)),
  );
  return others.length
    ? `calls that were answered right were reported: ${others.map((item) => item.call).join(', ')}`
    : '';
}

/**
 * Why the run against `npm run api` failed, or nothing: it must exit 0 and skip no call (the
 * contract gives the embedded API every value a read needs, so a skip there is a gap in it).
 */
export function embeddedRunReason({ exitCode, results }) {
  if (exitCode !== 0) return `it exited ${exitCode}, not 0`;
  const skipped = results.filter((item) => item.result === 'skipped');
  return skipped.length
    ? `it skipped ${skipped.map((item) => `${item.call} (${item.differences.join('; ')})`).join(', ')}`
    : '';
}

/** The step: both runs; passes when the first passes and the second fails for the right reason. */
export async function conformanceStep() {
  const started = Date.now();
  mkdirSync(REPORTS, { recursive: true });
  // Each run's failure in words, or '' (a server that did not start fails its run alone).
  const outcome = (run) => run().catch((error) => error.message);
  const outcomes = [
    await outcome(async () => {
      console.log('\nConformance check against npm run api (must pass, skipping no call):');
      const reason = embeddedRunReason(await checkAgainst([], 'conformance.json'));
      return reason && `against npm run api ${reason}`;
    }),
    await outcome(async () => {
      console.log('\nConformance check against npm run api with mistyped answers (must find them):');
      const faults = MISTYPED_CALLS.flatMap((call) => ['--fault', `${call}=wrong-types`]);
      const reason = wrongReason(await checkAgainst(faults, 'conformance-faults.json'));
      return reason && `against mistyped answers ${reason}`;
    }),
  ];
  const failed = outcomes.filter(Boolean);
  for (const reason of failed) console.error(`conformance step: ${reason}`);
  if (!failed.length) console.log('\nconformance step: passed, and the mistyped answers were each reported');
  return {
    passed: failed.length === 0,
    reasons: failed,
    seconds: (Date.now() - started) / 1000,
    counts: { tests: 2, passed: 2 - failed.length, failed: failed.length, skipped: 0, flaky: 0 },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { passed } = await conformanceStep();
  process.exitCode = passed ? 0 : 1;
}
