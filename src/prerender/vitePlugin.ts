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

/** The login screen's chunk and its static imports, less what the page's entry already loads. */
function loginChunkFiles(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk): string[] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: Rollup.OutputChunk) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      byFile.get(file)?.imports.forEach(visit);
    };
    visit(start.fileName);
    return seen;
  };
  // The chunk holding the login screen's module: its own, or the group it was put in (vite.config.ts).
  const login = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(LOGIN_SCREEN)));
  if (!login) return [];
  const loaded = closure(entry);
  return [...closure(login)].filter((file) => !loaded.has(file));
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
 * chunks preloaded beside the entry instead of discovered after it. Both scripts of the page's own
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
        const preloads = context.chunk ? loginChunkFiles(bundle, context.chunk) : [];
        const root = '<div id="root"></div>';
        if (!html.includes(root)) throw new Error(`prerender-login: ${root} not found in the page`);
        const head = `${styles}\n<style>${FIRST_PAINT_STYLE}</style>\n<script src="${config.base}${FIRST_PAINT_FILE.fileName}"></script>`;
        return deferModuleScripts(
          inlineStylesheets(html, bundle, config.base),
          `${config.base}${START_FILE.fileName}`,
          preloads.map((file) => `${config.base}${file}`),
        )
          .replace('</title>', `</title>\n${head}`)
          .replace(root, `<div id="root" ${PRERENDERED_ATTRIBUTE}>${card}</div>`);
      },
    },
  };
}
