import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

// Runs the report measurements of `npm run bench` in jsdom (not part of `npm test`).
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['module-sync', 'module', 'browser', 'development|production'] },
  test: {
    root: resolve(import.meta.dirname, '../..'),
    environment: 'jsdom',
    include: ['scripts/bench/*.measure.tsx'],
    testTimeout: 120_000,
    css: false,
  },
});
