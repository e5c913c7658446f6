import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';
import { deferModuleScripts, START_SCRIPT } from './deferScripts';
import { FIRST_PAINT_SCRIPT, FIRST_PAINT_STYLE, PRERENDERED_ATTRIBUTE } from './firstPaintScript';

const RENDER_SCRIPT = 'scripts/prerenderLogin.mjs';
const LOGIN_SCREEN = '/src/pages/auth/LoginPage.tsx';

interface LoginMarkup {
  html: string;
  styles: string;
}

/** A script the page loads as a file (the content policy allows no inline script), named by its hash. */
function scriptFile(name: string, source: string) {
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  return { fileName: `assets/${name}-${hash}.js`, source };
}

/** The head script that decides the first paint, and the loader that starts the page's JavaScript. */
const FIRST_PAINT_FILE = scriptFile('firstPaint', FIRST_PAINT_SCRIPT);
const START_FILE = scriptFile('start', START_SCRIPT);

/** Renders the login route once per build, in a Node process of its own (scripts/prerenderLogin.mjs). */
async function renderLogin(config: ResolvedConfig): Promise<LoginMarkup> {
  const script = resolve(config.root, RENDER_SCRIPT);
  const args = [script, config.root, config.configFile ?? 'false', config.mode];
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    cwd: config.root,
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 50_000_000,
  });
  return JSON.parse(stdout) as LoginMarkup;
}

// The screen after login: the shell, Home, Home's earnings overview (its cards and trend, asked for
// once Home's heading has painted; the top lists and antd's Table come after the cards), and Home's
// report calls started by the login (prefetchHome.ts): preloaded at idle, they cost the first
// screen no wait on the network after "Log in".
const NEXT_SCREENS = [
  '/src/pages/shell/AppShell.tsx',
  '/src/pages/HomePage.tsx',
  '/src/pages/home/EarningsOverview.tsx',
  '/src/pages/home/calls/prefetchHome.ts',
];

/**
 * The chunks holding the login screen's module (`login`) and the next screen's (`next`: the shell
 * and Home), each with its static imports, less what the page's entry (and, for `next`, the login
 * screen) already loads. A module is found in its own chunk or the group it was put in (vite.config.ts).
 */
function screenChunkFiles(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk) {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (starts: Rollup.OutputChunk[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      byFile.get(file)?.imports.forEach(visit);
    };
    starts.forEach((start) => visit(start.fileName));
    return seen;
  };
  // The chunks holding these modules, in the modules' order (the first is fetched first).
  const holding = (modules: string[]) =>
    modules.flatMap((module) => chunks.filter((chunk) => chunk.moduleIds.some((id) => id.endsWith(module))));
  const loaded = closure([entry]);
  const login = [...closure(holding([LOGIN_SCREEN]))].filter((file) => !loaded.has(file));
  const before = new Set([...loaded, ...login]);
  const next = [...closure(holding(NEXT_SCREENS))].filter((file) => !before.has(file));
  return { login, next };
}

/** The page's own small stylesheets, inlined: one request fewer before the first paint. */
function inlineStylesheets(html: string, bundle: Rollup.OutputBundle, base: string): string {
  return html.replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (tag, href: string) => {
    const asset = bundle[href.slice(base.length)];
    return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag;
  });
}

/**
 * Build step: index.html and login.html carry the finished login card (HTML and the antd styles
 * it uses), so the login screen paints before any JavaScript runs; main.tsx then hydrates that
 * markup. Its JavaScript starts once the card is drawn (deferScripts.ts), with the login screen's
 * chunks preloaded beside the entry instead of discovered after it; the next screen's (the shell
 * and Home) are preloaded when the page is idle. Both scripts of the page's own
 * are files the build emits, not inline: the content policy (contentPolicyPlugin.ts) allows none.
 */
export function prerenderLogin(): Plugin {
  let config: ResolvedConfig;
  let markup: Promise<LoginMarkup> | undefined;
  return {
    name: 'prerender-login',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      for (const file of [FIRST_PAINT_FILE, START_FILE]) this.emitFile({ type: 'asset', ...file });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        markup ??= renderLogin(config);
        const { html: card, styles } = await markup;
        const bundle = context.bundle ?? {};
        const { login: preloads, next } = context.chunk
          ? screenChunkFiles(bundle, context.chunk)
          : { login: [], next: [] };
        const root = '<div id="root"></div>';
        if (!html.includes(root)) throw new Error(`prerender-login: ${root} not found in the page`);
        const head = `${styles}\n<style>${FIRST_PAINT_STYLE}</style>\n<script src="${config.base}${FIRST_PAINT_FILE.fileName}"></script>`;
        return deferModuleScripts(
          inlineStylesheets(html, bundle, config.base),
          `${config.base}${START_FILE.fileName}`,
          preloads.map((file) => `${config.base}${file}`),
          next.map((file) => `${config.base}${file}`),
        )
          .replace('</title>', `</title>\n${head}`)
          .replace(root, `<div id="root" ${PRERENDERED_ATTRIBUTE}>${card}</div>`);
      },
    },
  };
}
