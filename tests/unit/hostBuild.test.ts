import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../src/common/contentPolicy';
import { policyMeta } from '../../src/prerender/contentPolicyPlugin';

const ROOT = resolve(import.meta.dirname, '../..');
const API_HOST = 'https://api.example.test';

/**
 * Strings that occur in the embedded API's chunk (src/mocks/**) of a mock-mode build: MSW's
 * browser code, the worker script's URL, a demo user and the storage key of the data set.
 * The first test proves each one is really there, so that the second can fail.
 */
const EMBEDDED_API_MARKERS = [
  'setupWorker',
  'embeddedApiWorker',
  'admin@demo.test',
  // The demo password: only the seeded mock users carry it. (Server messages such as "Incorrect email
  // or password" are not markers: the Chinese catalogue translates them for real servers too.)
  'Demo@1234',
  'publisher-console:mock-db',
];

/** Sets environment variables for the length of a call, then puts the old values back. */
async function withEnv<T>(values: Record<string, string | undefined>, run: () => Promise<T>): Promise<T> {
  const previous = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]));
  const apply = (next: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  apply(values);
  try {
    return await run();
  } finally {
    apply(previous);
  }
}

/**
 * A production build into a temporary directory. Vite reads VITE_* variables from process.env;
 * env files are ignored (envDir: false) so that a developer's .env cannot change the outcome.
 * NODE_ENV is 'test' under Vitest, which would give a development build; it is set to
 * 'production' like `vite build`.
 */
async function buildApp(apiHost: string | undefined): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'console-host-build-'));
  await withEnv({ VITE_API_HOST: apiHost, NODE_ENV: 'production' }, () =>
    build({
      root: ROOT,
      configFile: join(ROOT, 'vite.config.ts'),
      envDir: false,
      build: { outDir, emptyOutDir: true },
      logLevel: 'silent',
    }),
  );
  return outDir;
}

async function emittedJs(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = new Map<string, string>();
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(path.slice(dir.length + 1), await readFile(path, 'utf8'));
  }
  return files;
}

/** A string only the reports' chart library (@ant-design/plots, G2) carries in a build. */
const CHART_LIBRARY_MARKER = 'g2-tooltip';

/**
 * The chunks a screen's chunk can bring: those it imports and those it imports on demand, and
 * theirs, without following the chunks up to the shell (loaded before any screen, whose on-demand
 * imports are the other screens).
 */
function chunkGraph(files: Map<string, string>, start: string): Set<string> {
  const found = new Set<string>();
  const next = [start];
  for (let file = next.pop(); file !== undefined; file = next.pop()) {
    if (found.has(file)) continue;
    found.add(file);
    for (const [, name] of (files.get(file) ?? '').matchAll(/"\.\/([\w.-]+\.js)"/g)) {
      const path = `assets/${name}`;
      if (files.has(path) && !/^assets\/(main|login|shell|rolldown-runtime)-/.test(path)) next.push(path);
    }
  }
  return found;
}

/** Each marker with the emitted JS files that contain it. */
async function markersIn(dir: string): Promise<Record<string, string[]>> {
  const files = await emittedJs(dir);
  return Object.fromEntries(
    EMBEDDED_API_MARKERS.map((marker) => [
      marker,
      [...files].filter(([, code]) => code.includes(marker)).map(([file]) => file),
    ]),
  );
}

describe('a build for a real API host', () => {
  const outDirs: string[] = [];
  let mockBuild = '';
  let hostBuild = '';

  beforeAll(async () => {
    mockBuild = await buildApp(undefined);
    outDirs.push(mockBuild);
    hostBuild = await buildApp(API_HOST);
    outDirs.push(hostBuild);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(outDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('a mock-mode build carries the embedded API (every marker is found)', async () => {
    const found = await markersIn(mockBuild);
    for (const marker of EMBEDDED_API_MARKERS) {
      expect(found[marker], `'${marker}' in the mock-mode build`).not.toEqual([]);
    }
  });

  it('only a mock-mode build ships the worker scripts (MSW’s and the one that imports it)', async () => {
    const mockFiles = [...(await emittedJs(mockBuild)).keys()];
    const hostFiles = [...(await emittedJs(hostBuild)).keys()];
    expect(mockFiles).toEqual(expect.arrayContaining(['mockServiceWorker.js', 'embeddedApiWorker.js']));
    expect(hostFiles).not.toContain('mockServiceWorker.js');
    expect(hostFiles).not.toContain('embeddedApiWorker.js');
  });

  it('with VITE_API_HOST set, no emitted JS file carries the embedded API', async () => {
    const files = await emittedJs(hostBuild);
    expect(
      [...files.values()].some((code) => code.includes(API_HOST)),
      'the host build uses the configured host',
    ).toBe(true);
    const found = await markersIn(hostBuild);
    for (const marker of EMBEDDED_API_MARKERS) {
      expect(found[marker], `'${marker}' in the host build`).toEqual([]);
    }
  });

  it.each([
    ['mock mode', () => mockBuild],
    ['an API host', () => hostBuild],
  ])(
    'built for %s, the code up to the shell is three chunks: the entry, the login card, the shell',
    async (_, dir) => {
      const files = await emittedJs(dir());
      const chunk = (name: string) => {
        const found = [...files].filter(([path]) => new RegExp(`^assets/${name}-[\\w-]+\\.js$`).test(path));
        expect(found, `one ${name} chunk`).toHaveLength(1);
        return found[0][1];
      };
      // The chunks a file loads before it runs (its static imports), by name without the hash.
      const loads = (code: string) =>
        [...code.matchAll(/(?:from|import)\s*"\.\/([\w]+)-[\w-]+\.js"/g)].map(([, name]) => name).sort();
      expect(loads(chunk('main'))).toEqual(['rolldown']);
      expect(loads(chunk('login'))).toEqual(['main', 'rolldown']);
      expect(loads(chunk('shell'))).toEqual(['login', 'main', 'rolldown']);
      // The login card's chunk is fetched beside the entry on the first move, not after it runs.
      for (const page of ['index.html', 'login.html']) {
        const html = await readFile(join(dir(), page), 'utf8');
        expect(html, page).toMatch(/data-preloads='\["\.\/assets\/login-[\w-]+\.js"\]'/);
        // The shell's and Home's chunks are preloaded when the login page is idle; nothing the
        // first move brings is in that list.
        const idle = JSON.parse(/data-idle='([^']*)'/.exec(html)?.[1] ?? '[]') as string[];
        expect(idle, page).toContainEqual(expect.stringMatching(/^\.\/assets\/shell-[\w-]+\.js$/));
        expect(idle, page).toContainEqual(expect.stringMatching(/^\.\/assets\/HomePage-[\w-]+\.js$/));
        expect(idle.filter((file) => /\/(main|login)-/.test(file))).toEqual([]);
      }
    },
  );

  it.each([
    ['mock mode', () => mockBuild],
    ['an API host', () => hostBuild],
  ])('built for %s, Home never brings the chart library, which the reports still do', async (_, dir) => {
    const files = await emittedJs(dir());
    const screen = (name: string) => {
      const found = [...files.keys()].filter((path) =>
        new RegExp(`^assets/${name}-[\\w-]+\\.js$`).test(path),
      );
      expect(found, `one ${name} chunk`).toHaveLength(1);
      return found[0];
    };
    const chart = [...files].filter(([, code]) => code.includes(CHART_LIBRARY_MARKER)).map(([path]) => path);
    expect(chart, 'the chart library is in the build').not.toEqual([]);
    const reports = chunkGraph(files, screen('ReportPage'));
    expect(
      chart.filter((path) => reports.has(path)),
      'the reports bring it',
    ).toEqual(chart);
    // Home's overview is imported through the entry's chunk (nextScreens.ts): its graph is Home's too.
    const main = [...files.keys()].find((path) => /^assets\/main-[\w-]+\.js$/.test(path)) ?? 'no main chunk';
    const overview = screen('EarningsOverview');
    expect(files.get(main), "the entry imports Home's overview").toContain(
      `./${overview.slice('assets/'.length)}`,
    );
    const home = new Set([...chunkGraph(files, screen('HomePage')), ...chunkGraph(files, overview)]);
    expect(
      chart.filter((path) => home.has(path)),
      'Home brings it',
    ).toEqual([]);
  });

  it.each([
    ['mock mode', () => mockBuild],
    ['an API host', () => hostBuild],
  ])(
    "built for %s, the login page preloads Home's report calls and not antd's Table, which the top lists fetch after the cards",
    async (_, dir) => {
      const files = await emittedJs(dir());
      const html = await readFile(join(dir(), 'login.html'), 'utf8');
      const idle = JSON.parse(/data-idle='([^']*)'/.exec(html)?.[1] ?? '[]') as string[];
      const named = (name: string) => new RegExp(`^assets/${name}-[\\w-]+\\.js$`);
      expect(idle).toContainEqual(expect.stringMatching(/^\.\/assets\/prefetchHome-[\w-]+\.js$/));
      const table = [...files.keys()].filter((path) => named('table').test(path));
      expect(table, "antd's Table chunk").toHaveLength(1);
      expect(idle.map((file) => file.slice(2))).not.toContain(table[0]);
      const tops = [...files.keys()].find((path) => named('TopSection').test(path));
      expect(chunkGraph(files, tops ?? 'no TopSection chunk').has(table[0]), 'the top lists bring it').toBe(
        true,
      );
    },
  );

  it.each(['index.html', 'login.html'])(
    '%s carries the content policy for its API host, before any style or script, and no inline script',
    async (page) => {
      for (const [dir, origins] of [
        [mockBuild, []],
        [hostBuild, [API_HOST]],
      ] as const) {
        const html = await readFile(join(dir, page), 'utf8');
        const meta = policyMeta(contentSecurityPolicy(origins));
        expect(html).toContain(meta);
        const first = Math.min(
          ...['<style', '<script', '<link'].map((tag) => html.indexOf(tag)).filter((at) => at >= 0),
        );
        expect(html.indexOf(meta)).toBeLessThan(first);
        const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
        expect(scripts.length).toBeGreaterThan(0);
        for (const [, attributes, body] of scripts) {
          expect(attributes).toMatch(/\ssrc="\.\/assets\/[\w-]+\.js"/);
          expect(body).toBe('');
        }
      }
    },
  );
});
