// The first-paint section of `npm run bench`: the console's mock build and API-host build, and a
// minimal Refine + antd app, side by side in one run; then the bytes of the "floor" app (the
// libraries the console's first screens use, without the console: comparisonApps.mjs), the least
// any console on this stack can fetch up to its shell. Prints figures; never fails on them.
// Alone: `node scripts/bench/firstPaintBench.mjs` (BENCH_LIGHTHOUSE_RUNS=n, default 3).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { lighthouseFigures, transferFigures } from './firstPaint.mjs';
import { loginToShellFigures, PHONE_LINK, PHONE_PROFILE } from './loginToShell.mjs';
import { buildComparisonApp } from './comparisonApps.mjs';
import { antdPartOf, bytesByPackage, recordChunkModules } from './packageShare.mjs';
import { serveStatic } from './staticServer.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
// The API-host build talks to the embedded API served over HTTP (`npm run api`), so its login
// completes and its shell can be measured. Only the console's own files are counted: the API's
// answers come from that other server.
const API_PORT = Number(process.env.BENCH_API_PORT ?? 8797);
const API_HOST = `http://localhost:${API_PORT}`;
const ADMIN = { email: 'admin@demo.test', password: 'Demo@1234' };

/** A production build of the console into a temporary folder; `apiHost` turns mock mode off. */
async function buildConsole(apiHost) {
  const outDir = await mkdtemp(join(tmpdir(), 'console-firstpaint-'));
  const saved = process.env.VITE_API_HOST;
  if (apiHost) process.env.VITE_API_HOST = apiHost;
  else delete process.env.VITE_API_HOST;
  try {
    await build({
      root: ROOT,
      configFile: join(ROOT, 'vite.config.ts'),
      build: { outDir, emptyOutDir: true },
      plugins: [recordChunkModules()],
      logLevel: 'silent',
    });
  } finally {
    if (saved === undefined) delete process.env.VITE_API_HOST;
    else process.env.VITE_API_HOST = saved;
  }
  return outDir;
}

/**
 * Starts `scripts/api.mjs` on API_PORT, accepting calls from the page at `origin` (the static
 * server's); resolves once it answers, with a function to stop it.
 */
async function startApi(origin) {
  const args = ['scripts/api.mjs', '--port', String(API_PORT), '--allow-origin', origin];
  const api = spawn(
    process.execPath,
    args.map((arg, index) => (index ? arg : join(ROOT, arg))),
    {
      cwd: ROOT,
      stdio: 'ignore',
    },
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (api.exitCode !== null) throw new Error(`the API server stopped (exit ${api.exitCode})`);
    try {
      await fetch(`${API_HOST}/`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`the API server did not start on ${API_HOST}`);
      await new Promise((done) => setTimeout(done, 250));
    }
  }
  return () => api.kill();
}

// A list's rows: antd's Table, or the console's record cards on a phone's width.
const ROWS = '.ant-table-tbody tr.ant-table-row, .record-card';

const CONSOLE_STEPS = {
  loginPath: 'login.html',
  loginVisible: (page) => page.getByRole('button', { name: 'Log in' }).waitFor(),
  fill: async (page) => {
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
  },
  submit: (page) => page.getByRole('button', { name: 'Log in' }).click(),
  // The first screen is complete with this heading, the shell's navigation (screenCompleteAt) and
  // Home's cards showing their figures (the server's menu is in by then: Home's parts ask it).
  home: { heading: 'Welcome, Admin', figures: '.home-cards [data-period]' },
  // On the phone's width the menu is a drawer: opened, and the Site group unfolded, before the clock.
  siteList: {
    open: async (page) => {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.locator('.ant-drawer .ant-menu-submenu-title', { hasText: /^Site$/ }).click();
      await page.locator('.ant-drawer a[href="#/siteManager/siteList"]').waitFor();
    },
    click: (page) => page.locator('.ant-drawer a[href="#/siteManager/siteList"]').click(),
    screen: { heading: 'Site List', rows: ROWS },
  },
};

const MINIMAL_STEPS = {
  loginPath: '#/login',
  loginVisible: (page) => page.getByRole('button', { name: 'Sign in' }).waitFor(),
  fill: CONSOLE_STEPS.fill,
  submit: (page) => page.getByRole('button', { name: 'Sign in' }).click(),
  home: { heading: 'Welcome' },
  siteList: {
    open: async (page) => {
      await page.locator('button:has(.anticon-bars)').click();
      await page.locator('.ant-drawer').getByText('Site List', { exact: true }).waitFor();
    },
    click: (page) => page.locator('.ant-drawer').getByText('Site List', { exact: true }).click(),
    screen: { heading: 'Site List', rows: ROWS },
  },
};

const FLOOR_STEPS = {
  ...CONSOLE_STEPS,
  loginPath: '#/login',
  home: { heading: 'Welcome, Admin' },
  siteList: undefined,
};

const kB = (bytes) => (bytes / 1000).toFixed(1);
const seconds = (ms) => (ms / 1000).toFixed(2);

function printRows(rows) {
  const header = [
    'build',
    'perf',
    'LCP s',
    'FCP s',
    'TBT ms',
    'CLS',
    'login kB',
    'Home kB',
    'quiet kB',
    'list kB',
  ];
  const cells = rows.map(({ label, lh, bytes }) => [
    label,
    lh ? lh.performance.toFixed(2) : '-',
    lh ? seconds(lh.lcp) : '-',
    lh ? seconds(lh.fcp) : '-',
    lh ? lh.tbt.toFixed(0) : '-',
    lh ? lh.cls.toFixed(3) : '-',
    bytes ? kB(bytes.login) : '-',
    bytes ? kB(bytes.drawn) : '-',
    bytes ? kB(bytes.shell) : '-',
    bytes?.siteList !== undefined ? kB(bytes.siteList) : '-',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((cell) => cell[column].length)),
  );
  const line = (cell) =>
    cell.map((text, column) => (column ? text.padStart(widths[column]) : text.padEnd(widths[0])));
  console.log(`| ${line(header).join(' | ')} |`);
  console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  cells.forEach((cell) => console.log(`| ${line(cell).join(' | ')} |`));
}

const times = (value, other) => (other ? `${(value / other).toFixed(2)} x` : '-');

function printTargets(rows) {
  const [minimal, ...consoles] = rows;
  console.log('\ntargets (reported, not asserted):');
  for (const row of consoles) {
    const bytes = row.bytes
      ? `, until Home is complete ${kB(row.bytes.drawn)} kB: ${times(row.bytes.drawn, minimal.bytes?.drawn)} minimal` +
        (row.key === 'floor' ? '' : ' (target <= 0.75)') +
        (row.bytes.siteList !== undefined && minimal.bytes?.siteList !== undefined
          ? `; site list ${kB(row.bytes.siteList)} kB: ${times(row.bytes.siteList, minimal.bytes.siteList)} minimal`
          : '')
      : '';
    const lighthouse = row.lh
      ? `LCP ${(row.lh.lcp / minimal.lh.lcp).toFixed(2)} x minimal (target <= 0.5), perf ` +
        `${row.lh.performance.toFixed(2)} (>= 0.95), CLS ${row.lh.cls.toFixed(3)} (0), ` +
        `login ${times(row.bytes.login, minimal.bytes.login)} (<= 0.45)`
      : 'bytes only';
    console.log(`  ${row.label}: ${lighthouse}${bytes}`);
  }
}

/** The issue's time targets after login, as ratios to the minimal app's: printed, never asserted. */
const TIME_TARGETS = { mock: 1.0, host: 1.2 };

/**
 * Login to the first screen complete, and the site list to its rows, on the phone profile, each
 * build beside the minimal app and the floor app; the ratios are the issue's targets, printed.
 */
function printLoginToShell(rows, runs) {
  const minimal = rows.find((row) => row.label.startsWith('minimal'));
  const floor = rows.find((row) => row.label.startsWith('floor'));
  const { cpuSlowdown, roundTripMs, downlinkKbps } = PHONE_PROFILE;
  const line = (label, figure, minimalFigure, floorFigure) =>
    `  ${label.padEnd(28)} ${seconds(figure.ms).padStart(6)} s  ${times(figure.ms, minimalFigure?.ms).padStart(7)} minimal  ` +
    `${times(figure.ms, floorFigure?.ms).padStart(7)} floor  (runs: ${figure.runs.map(seconds).join(', ')} s)`;
  console.log(
    `\npressing "Log in" to the first screen complete (menu, heading, Home's figures), phone profile: ` +
      `${cpuSlowdown}x CPU, ${roundTripMs} ms round trip, ${downlinkKbps / 1000} Mbps; median of ${runs} run(s), fresh browser each:`,
  );
  for (const row of rows) console.log(line(row.label, row.toShell, minimal?.toShell, floor?.toShell));
  console.log(
    `\nclicking the menu's site list to its rows (same runs, once Home is complete and the page quiet):`,
  );
  for (const row of rows.filter((candidate) => candidate.toShell.siteList))
    console.log(line(row.label, row.toShell.siteList, minimal?.toShell.siteList));
  for (const row of rows.filter((candidate) => TIME_TARGETS[candidate.key])) {
    console.log(
      `  target (reported, not asserted): ${row.label} after login at most ${TIME_TARGETS[row.key].toFixed(1)} x minimal: ` +
        `${times(row.toShell.ms, minimal.toShell.ms)}`,
    );
  }
}

/** The largest files fetched up to the shell, and the packages in them: where the bytes go. */
function printLargestFiles(rows, count = 8) {
  for (const row of rows) {
    if (!row.bytes?.drawnFiles) continue;
    const list = (files) =>
      files.map(([path, bytes]) => `${path.replace(/^\/assets\//, '')} ${kB(bytes)}`).join(', ');
    if (!row.label.startsWith('minimal')) {
      const largest = [...row.bytes.drawnFiles].sort((a, b) => b[1] - a[1]).slice(0, count);
      console.log(`  ${row.label}, largest files until Home is complete (gzip kB):`);
      console.log(`    ${list(largest)}`);
      const after = [...row.bytes.afterFiles].sort((a, b) => b[1] - a[1]);
      if (after.length) {
        console.log(
          `  ${row.label}, asked for after Home's complete frame (not counted until Home is complete):`,
        );
        console.log(`    ${list(after)}`);
      }
      if (row.bytes.siteListFiles?.size) {
        console.log(`  ${row.label}, fetched from the click on the site list to its rows (gzip kB):`);
        console.log(`    ${list([...row.bytes.siteListFiles].sort((a, b) => b[1] - a[1]))}`);
      }
    }
    if (!row.packages) continue;
    console.log(
      `  ${row.label}, bytes until Home is complete by package (gzip kB, each file shared by module size):`,
    );
    console.log(
      `    ${row.packages
        .slice(0, count * 3)
        .map(([name, bytes]) => `${name} ${kB(bytes)}`)
        .join(', ')}`,
    );
    if (!row.antdParts?.length) continue;
    // antd by component: which of its parts a build brings beyond another's.
    console.log(`  ${row.label}, antd until Home is complete by component (gzip kB):`);
    console.log(`    ${row.antdParts.map(([name, bytes]) => `${name.slice(5)} ${kB(bytes)}`).join(', ')}`);
  }
}

/** Builds the three apps, measures each, prints the table. `mockOutDir`: an existing mock build. */
export async function firstPaintSection(mockOutDir) {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const loginRuns = Number(process.env.BENCH_LOGIN_RUNS ?? 3);
  const folders = [];
  console.log(`API-host build: ${API_HOST}, served by scripts/api.mjs during its measurement`);
  try {
    const minimal = await buildComparisonApp('minimal', ROOT);
    folders.push(minimal.root);
    const floor = await buildComparisonApp('floor', ROOT);
    folders.push(floor.root);
    const mock = mockOutDir ?? (await buildConsole());
    if (!mockOutDir) folders.push(mock);
    const apiHost = await buildConsole(API_HOST);
    folders.push(apiHost);
    const targets = [
      { label: 'minimal Refine + antd app', dir: minimal.outDir, path: '#/login', steps: MINIMAL_STEPS },
      { key: 'mock', label: 'console, mock mode', dir: mock, path: 'login.html', steps: CONSOLE_STEPS },
      {
        key: 'host',
        label: 'console, API host',
        dir: apiHost,
        path: 'login.html',
        steps: CONSOLE_STEPS,
        api: true,
      },
      {
        key: 'floor',
        label: 'floor: libraries alone',
        dir: floor.outDir,
        path: '#/login',
        steps: FLOOR_STEPS,
        bytesOnly: true,
      },
    ];
    // BENCH_ONLY=mock,host: only the minimal app and those builds (while iterating).
    const only = process.env.BENCH_ONLY?.split(',');
    const chosen = only
      ? targets.filter(
          (target) => target.label.startsWith('minimal') || only.some((key) => target.key === key),
        )
      : targets;
    const rows = [];
    for (const target of chosen) {
      const server = await serveStatic(target.dir);
      const stopApi = target.api ? await startApi(new URL(server.url).origin) : undefined;
      try {
        const lh =
          target.bytesOnly || runs === 0
            ? undefined
            : await lighthouseFigures(new URL(target.path, server.url).href, runs);
        const bytes = target.steps ? await transferFigures(server, target.steps) : undefined;
        const packages = bytes && (await bytesByPackage(target.dir, bytes.drawnFiles));
        const antdParts =
          bytes &&
          (await bytesByPackage(target.dir, bytes.drawnFiles, antdPartOf))?.filter(([name]) =>
            name.startsWith('antd/'),
          );
        server.pace(PHONE_LINK);
        // BENCH_LOGIN_RUNS=0: bytes only, no timed login.
        const toShell = loginRuns
          ? await loginToShellFigures(
              new URL(target.path, server.url).href,
              target.steps,
              loginRuns,
              target.api ? API_HOST : undefined,
            )
          : undefined;
        server.pace(undefined);
        rows.push({ key: target.key, label: target.label, lh, bytes, packages, antdParts, toShell });
      } finally {
        stopApi?.();
        await server.close();
      }
    }
    console.log(
      `Lighthouse 12 mobile preset (simulated throttling), login screen, median of ${runs} run(s) by score;`,
    );
    console.log(
      "kB: gzip bytes sent by the server until the login screen, then (cumulative) the requests made before the frame that showed Home complete after login (menu, heading, Home's figures), then all until the network was quiet; list: from the click on the site list to its rows",
    );
    printRows(rows);
    printTargets(rows);
    if (loginRuns) printLoginToShell(rows, loginRuns);
    printLargestFiles(rows);
    for (const row of rows.filter((measured) => measured.lh)) {
      console.log(
        `  ${row.label}: LCP element ${row.lh.lcpElement ?? '?'}; scores ${row.lh.runs.map((run) => run.performance).join(', ')}`,
      );
    }
  } finally {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await firstPaintSection();
