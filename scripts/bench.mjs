// Benchmark: prints figures only, never fails on them. `npm run bench`.
//
// One function per measurement; main() prints one section per measurement. Later measurements
// (render and export timings) add a function and a section each.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { firstPaintSection } from './bench/firstPaintBench.mjs';
import { recordChunkModules } from './bench/packageShare.mjs';

const ROOT = resolve(import.meta.dirname, '..');

/** The lazily loaded screens, by manifest key (their source path). */
const LOGIN_SCREEN = 'src/pages/auth/LoginPage.tsx';
const SCREENS = [
  'src/pages/shell/AppShell.tsx',
  'src/resources/list/SchemaList.tsx',
  'src/pages/HomePage.tsx',
];
const CUSTOM_DIR = 'src/resources/custom';
const EMBEDDED_API = 'src/mocks/runtime/browser.ts';

/** What would show that antd's Table or Layout is in a graph: chunk names and code markers. */
const TABLE_LAYOUT_NAMES = /SchemaList|AppShell|table|layout/i;
const TABLE_LAYOUT_CODE = {
  'antd Table (row selection constant SELECT_INVERT)': 'SELECT_INVERT',
  "antd Layout.Sider (breakpoint width '479.98px')": '479.98px',
};

// ---------------------------------------------------------------------------------------------
// Build and manifest

/** A production build with a manifest, into a fresh temporary directory. */
async function buildApp() {
  const outDir = await mkdtemp(join(tmpdir(), 'console-bench-'));
  const started = performance.now();
  await build({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    build: { outDir, manifest: true, emptyOutDir: true },
    plugins: [recordChunkModules()],
    logLevel: 'silent',
  });
  const seconds = (performance.now() - started) / 1000;
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  return { outDir, manifest, seconds };
}

/** Raw and gzip bytes of an emitted file, read once. */
function sizeReader(outDir) {
  const cache = new Map();
  return async (file) => {
    if (!cache.has(file)) {
      const bytes = await readFile(join(outDir, file));
      cache.set(file, { raw: bytes.length, gzip: gzipSync(bytes).length });
    }
    return cache.get(file);
  };
}

/** Every manifest key reached from the given keys through static imports, the keys included. */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** The JS and CSS files of a set of manifest keys. */
function filesOf(manifest, keys) {
  const files = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return files;
}

async function measure(files, sizeOf) {
  const total = { files: files.size, raw: 0, gzip: 0 };
  for (const file of files) {
    const size = await sizeOf(file);
    total.raw += size.raw;
    total.gzip += size.gzip;
  }
  return total;
}

// ---------------------------------------------------------------------------------------------
// Measurements

/**
 * The first load: index.html's entry chunk, its static imports (recursively) and their CSS.
 * When the entry chunk holds nothing but imports, Vite inlines it into index.html (script tags
 * for each import) and drops it from the manifest; the graph is then read from the emitted HTML.
 */
async function firstLoad(outDir, manifest, sizeOf) {
  let roots;
  let source;
  const extraFiles = new Set();
  if (manifest['index.html']) {
    roots = ['index.html'];
    source = "manifest entry 'index.html'";
  } else {
    const html = await readFile(join(outDir, 'index.html'), 'utf8');
    const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
    const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
    // The login card's pages add the entry's module scripts from an inline loader once the card
    // is drawn (src/prerender/deferScripts.ts): its first list is those scripts.
    const deferred = /\(window, (\[[^\]]*\]), \[/.exec(html);
    for (const url of deferred ? JSON.parse(deferred[1]) : []) tags.push(`<script src="${url}">`);
    roots = [];
    for (const tag of tags) {
      const isScript = tag.startsWith('<script');
      const rel = /\brel="([^"]+)"/.exec(tag)?.[1];
      if (!isScript && rel !== 'stylesheet' && rel !== 'modulepreload') continue;
      const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
      if (!url || /^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith('data:')) continue;
      const file = url.replace(/^\.?\//, '');
      if (byFile.has(file)) roots.push(byFile.get(file));
      else extraFiles.add(file);
    }
    source = "index.html tags (Vite inlined the entry chunk, so the manifest has no 'index.html')";
  }
  const keys = staticClosure(manifest, roots);
  const files = new Set([...filesOf(manifest, keys), ...extraFiles]);
  return { keys, files, source, size: await measure(files, sizeOf) };
}

/**
 * The manifest key of a source module. A module imported both lazily and statically (SchemaList:
 * lazily by the routes, statically by the Account page) becomes a shared chunk keyed
 * `_SchemaList-<hash>.js`, found by its chunk name.
 */
function manifestKey(manifest, source) {
  if (manifest[source]) return source;
  const name = source
    .split('/')
    .pop()
    .replace(/\.[jt]sx?$/, '');
  return Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key].name === name);
}

/** A lazily loaded chunk and its static imports, counting only files not in the first load. */
async function lazyGraph(manifest, source, first, sizeOf) {
  const key = manifestKey(manifest, source);
  if (!key) return { key: source, missing: true };
  const keys = staticClosure(manifest, [key]);
  const files = new Set([...filesOf(manifest, keys)].filter((file) => !first.files.has(file)));
  return { key: source, size: await measure(files, sizeOf) };
}

/** The login screen: the chunk that login.html and #/login load after the first load. */
async function loginScreen(manifest, first, sizeOf) {
  return lazyGraph(manifest, LOGIN_SCREEN, first, sizeOf);
}

/** Each lazily loaded screen and module, the custom parts of resources and the embedded API. */
async function lazyScreens(manifest, first, sizeOf) {
  const customParts = (await readdir(join(ROOT, CUSTOM_DIR)))
    .filter((name) => name.endsWith('.tsx'))
    .sort()
    .map((name) => `${CUSTOM_DIR}/${name}`);
  // Every other lazily imported module of the app too: report screens and configs, pages, editors.
  const dynamicEntries = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && key.startsWith('src/'))
    .sort();
  const results = [];
  for (const key of new Set([...SCREENS, ...customParts, ...dynamicEntries, EMBEDDED_API])) {
    results.push(await lazyGraph(manifest, key, first, sizeOf));
  }
  return results;
}

/** Whether the first load holds antd's Table or Layout code, by chunk names and by code markers. */
async function tableLayoutInFirstLoad(outDir, manifest, first) {
  const names = new Set();
  for (const key of first.keys) {
    const chunk = manifest[key];
    for (const name of [key, chunk.name, chunk.src, chunk.file]) {
      if (name && TABLE_LAYOUT_NAMES.test(name)) names.add(name);
    }
  }
  const markers = [];
  for (const file of first.files) {
    if (!file.endsWith('.js')) continue;
    const code = await readFile(join(outDir, file), 'utf8');
    for (const [label, marker] of Object.entries(TABLE_LAYOUT_CODE)) {
      if (code.includes(marker)) markers.push(`${label} in ${file}`);
    }
  }
  return { names: [...names], markers };
}

/**
 * Report table render time (1,000 and 10,000 rows) and CSV build time (9,999 rows), measured in
 * jsdom by a Vitest file (scripts/bench/reports.measure.tsx) that prints one JSON line. jsdom has
 * no layout: the time is React + antd building the DOM, and a virtual table renders only the rows
 * its 560 px body would show, so the row count in the DOM is printed too. React runs its
 * development build here (Testing Library needs act), so the times are upper bounds.
 */
async function reportFigures() {
  const { stdout } = await promisify(execFile)(
    'npx',
    ['vitest', 'run', '--config', 'scripts/bench/vitest.config.ts', '--reporter', 'dot'],
    // The build above set NODE_ENV=production; Testing Library needs React's development build.
    { cwd: ROOT, maxBuffer: 10_000_000, env: { ...process.env, NODE_ENV: 'test' } },
  );
  const line = stdout.split('\n').find((text) => text.includes('BENCH_REPORTS '));
  return line ? JSON.parse(line.slice(line.indexOf('BENCH_REPORTS ') + 'BENCH_REPORTS '.length)) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Printing

const kB = (bytes) => (bytes / 1000).toFixed(1);

function printTable(rows) {
  const header = ['Graph', 'Files', 'Raw kB', 'Gzip kB'];
  const cells = rows.map((row) =>
    row.size
      ? [row.label, String(row.size.files), kB(row.size.raw), kB(row.size.gzip)]
      : [row.label, '-', 'not in build', '-'],
  );
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((cell) => cell[column].length)),
  );
  const line = (cell) =>
    cell.map((text, column) => (column === 0 ? text.padEnd(widths[0]) : text.padStart(widths[column])));
  console.log(line(header).join('  '));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const cell of cells) console.log(line(cell).join('  '));
}

function section(title) {
  console.log(`\n## ${title}`);
}

async function main() {
  const { outDir, manifest, seconds } = await buildApp();
  try {
    const sizeOf = sizeReader(outDir);

    section('Build');
    console.log(`production build with manifest: ${seconds.toFixed(1)} s`);

    section('Sizes (gzip level 6, kB = 1000 bytes)');
    const first = await firstLoad(outDir, manifest, sizeOf);
    const login = await loginScreen(manifest, first, sizeOf);
    const screens = await lazyScreens(manifest, first, sizeOf);
    printTable([
      { label: 'first load (index.html: JS + CSS)', size: first.size },
      { label: `login screen (${LOGIN_SCREEN}), beyond first load`, size: login.size },
      ...screens.map((screen) => ({ label: `${screen.key}, beyond first load`, size: screen.size })),
    ]);
    console.log(`first load read from: ${first.source}`);
    console.log('lazy rows count chunks shared between lazy screens once in each row');

    section('First load files');
    const firstFiles = [];
    for (const file of first.files) firstFiles.push({ file, ...(await sizeOf(file)) });
    firstFiles.sort((a, b) => b.gzip - a.gzip);
    for (const { file, raw, gzip } of firstFiles) {
      console.log(`${kB(gzip).padStart(7)} kB gzip  ${kB(raw).padStart(7)} kB raw  ${file}`);
    }

    section('First load: antd Table/Layout');
    const tableLayout = await tableLayoutInFirstLoad(outDir, manifest, first);
    const found = tableLayout.names.length > 0 || tableLayout.markers.length > 0;
    console.log(`first load contains antd Table/Layout code: ${found ? 'yes' : 'no'}`);
    console.log(
      `  chunk names/srcs matching SchemaList|AppShell|table|layout: ${tableLayout.names.join(', ') || 'none'}`,
    );
    console.log(`  code markers: ${tableLayout.markers.join('; ') || 'none'}`);

    section('Report table render (jsdom, React + antd, one render)');
    const reports = await reportFigures();
    if (!reports) console.log('not measured: the measuring run printed no figures');
    else {
      for (const [label, figure] of [
        ['1,000 rows', reports.table1k],
        ['10,000 rows', reports.table10k],
      ]) {
        console.log(
          `${label.padEnd(12)} ${figure.ms.toFixed(0).padStart(6)} ms  (${figure.rowsInDom} rows in the DOM)`,
        );
      }
      section('Report CSV build (9,999 rows, 8 columns, BOM)');
      console.log(`${reports.csv.ms.toFixed(1)} ms, ${kB(reports.csv.bytes)} kB of text`);
    }

    section('First paint: login screen and shell, beside a minimal Refine + antd app');
    await firstPaintSection(outDir);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

await main();
