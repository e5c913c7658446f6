import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { prerenderLogin } from './src/prerender/vitePlugin';
import { contentPolicy } from './src/prerender/contentPolicyPlugin';
import { contractAsset } from './src/prerender/contractAsset';
import { SECURITY_HEADERS } from './src/common/securityHeaders';

// @refinedev/antd is one file that imports react-markdown 6 and its CommonJS family for a
// MarkdownField this console never renders. CommonJS counts as having side effects, so the
// whole markdown stack rode along with every list screen; these packages are pure, and marking
// them so lets unused imports drop. (The changelog's renderer keeps what it really uses.)
// papaparse (Refine's CSV import/export hooks, unused here) and error-stack-parser (Refine's
// development-only call tracing) are CommonJS too.
const PURE_PACKAGES =
  /\/node_modules\/(papaparse|error-stack-parser|stackframe|react-markdown|remark-[\w-]+|micromark[\w-]*|mdast-util-[\w-]+|unist-[\w-]+|unified|vfile[\w-]*|property-information|parse-entities|hast-[\w-]+|style-to-object|inline-style-parser|space-separated-tokens|comma-separated-tokens|trough|bail|is-plain-obj|xtend|ccount|markdown-table|repeat-string|mdurl|escape-string-regexp|is-buffer)\//;

// Smaller stand-ins, browser build only (the tests keep the real packages): each shim says why
// the console can do without the full package. react-router's production build drops its
// development warnings; both of its entries must come from the same build.
const reactRouterBuild = (entry: string) =>
  resolve(import.meta.dirname, `node_modules/react-router/dist/production/${entry}`);
const BROWSER_ALIASES = [
  { find: /^tough-cookie$/, replacement: resolve(import.meta.dirname, 'src/shims/toughCookie.ts') },
  { find: /^side-channel$/, replacement: resolve(import.meta.dirname, 'src/shims/sideChannel.cjs') },
  { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
  // Only antd's button styles import it by this path (the picker's own files use './ColorPresets').
  {
    find: /^\.\.\/\.\.\/color-picker\/components\/ColorPresets$/,
    replacement: resolve(import.meta.dirname, 'src/shims/buttonIsBright.ts'),
  },
];

// antd's colour class (and its helpers) import the colour picker's package by its index, which
// also exports the picker itself: as the console's colour fields use the picker in lazy chunks, the
// picker's parts came with every first screen (about 2 kB of gzip) for one class. Those two files
// take the class from its own module instead; browser build only, like the aliases.
const ANTD_COLOUR_FILES = /\/antd\/es\/color-picker\/(color|util)\.js$/;
const colourClassOnly = (): Plugin => ({
  name: 'antd-colour-class-only',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== '@rc-component/color-picker' || !importer || !ANTD_COLOUR_FILES.test(importer))
      return null;
    return this.resolve('@rc-component/color-picker/es/color', importer, { skipSelf: true });
  },
});

// The code up to the first screen after login, in three chunks: what the entry loads ('$initial',
// rolldown's tag), the login card and the shell, each with the modules it loads that an earlier one
// does not hold (rolldown follows the imports the build keeps). Left to automatic splitting, every
// module these share with a later screen became a file of its own: 65 files up to the shell, each
// compressed alone, 22 kB of gzip more than the same code in one file. A screen's own code (Home's
// too) stays in its chunk, so the shell can paint before it (docs/first-paint.md).
const CHUNK_GROUPS = [
  { name: 'main', tags: ['$initial' as const], priority: 3 },
  { name: 'login', test: /\/src\/pages\/auth\/LoginPage\.tsx$/, priority: 2 },
  { name: 'shell', test: /\/src\/pages\/shell\/AppShell\.tsx$/, priority: 1 },
];

// Two HTML entries: the console (index.html) and login.html, which shows the login screen. Both
// carry the login card prerendered at build time (src/prerender/vitePlugin.ts, docs/first-paint.md)
// and the content policy for the API host built for (src/prerender/contentPolicyPlugin.ts).
// A build for a real API host copies no public/ files: they are the embedded API's worker scripts.
export default defineConfig(({ command, mode }) => ({
  base: './',
  publicDir: (process.env.VITE_API_HOST ?? loadEnv(mode, process.cwd()).VITE_API_HOST) ? false : 'public',
  plugins: [
    react(),
    colourClassOnly(),
    prerenderLogin(),
    contentPolicy(),
    // docs/openapi.json as ./openapi.json, linked from the Report API screen.
    contractAsset(resolve(import.meta.dirname, 'docs/openapi.json')),
  ],
  resolve: { alias: command === 'build' ? BROWSER_ALIASES : [] },
  build: {
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      treeshake: { moduleSideEffects: (id: string) => !PURE_PACKAGES.test(id) },
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        login: resolve(import.meta.dirname, 'login.html'),
      },
      output: {
        codeSplitting: {
          groups: CHUNK_GROUPS,
        },
      },
    },
  },
  server: { port: 5173 },
  // What a production host must send too (docs/deploy.md): no framing, no referrer.
  preview: { port: 4173, headers: { ...SECURITY_HEADERS } },
}));
