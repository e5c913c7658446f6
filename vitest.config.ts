import { readdirSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Two projects: `unit`, pure code in Node (no DOM, so no jsdom to start and nothing to render), and
 * `component`, the parts of the console rendered in jsdom with a small harness
 * (tests/component/harness.tsx). A unit test that needs a DOM (a sanitizer, storage, a hook) says
 * so with a `// @vitest-environment jsdom` first line.
 *
 * Both cores: Vitest's default keeps one core free, which on a two-core machine means one worker.
 * Settings measured on the two-core machine: see docs/testing.md.
 */
// The embedded API for every file; the DOM part only where there is a DOM.
const SETUP = ['tests/setup/api.ts', 'tests/setup/dom.ts'];
/**
 * Component files that need a module graph of their own, found by reading them so that a new one
 * cannot be forgotten: those that replace a module (`vi.mock`), and those that change shared objects
 * for the files after them, which say so with an `@own-module-graph` comment (Chinese: the schema
 * registry is translated in place).
 */
const COMPONENT_DIR = 'tests/component';
const needsOwnGraph = (text: string) => /\bvi\.mock\(/.test(text) || text.includes('@own-module-graph');
const COMPONENT_ISOLATED = readdirSync(COMPONENT_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.tsx'))
  .map((file) => `${COMPONENT_DIR}/${file.split(sep).join('/')}`)
  .filter((path) => needsOwnGraph(readFileSync(path, 'utf8')));

export default defineConfig({
  plugins: [react()],
  // Resolve react-router's ESM build, the one the app imports, so tests never load two copies of it.
  resolve: { conditions: ['module-sync', 'module', 'browser', 'development|production'] },
  test: {
    maxWorkers: 2,
    // Generous limits: on a loaded two-core machine a screen test may take seconds; a wrong result
    // still fails, only later.
    testTimeout: 60_000,
    // As in the browser suites: one retry on CI absorbs a cold start on a loaded machine; a real
    // failure fails twice, and npm test names a test that passed only on its retry as flaky.
    retry: process.env.CI ? 1 : 0,
    css: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // One module graph per worker instead of one per file: 38 s instead of 71 s. Each test
          // starts from a fresh seed and empty storage (tests/setup/api.ts), so files share no data.
          isolate: false,
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          setupFiles: SETUP,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          // One module graph and one jsdom page per worker: React, antd and the app are imported once
          // per worker instead of once per file. Each test starts from a fresh seed, empty storage,
          // the app's module state reset (tests/setup/api.ts) and a fresh page (tests/setup/dom.ts).
          isolate: false,
          include: ['tests/component/**/*.test.tsx'],
          exclude: COMPONENT_ISOLATED,
          setupFiles: SETUP,
        },
      },
      {
        extends: true,
        test: {
          name: 'component-isolated',
          environment: 'jsdom',
          // Files that change modules for everyone after them: vi.mock, or the schema registry
          // translated in place. Each gets its own module graph and page.
          isolate: true,
          include: COMPONENT_ISOLATED,
          setupFiles: SETUP,
        },
      },
    ],
  },
});
