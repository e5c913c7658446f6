import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // Resolve react-router's ESM build, the one the app imports, so tests never load two copies of it.
  resolve: { conditions: ['module-sync', 'module', 'browser', 'development|production'] },
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/component/**/*.test.tsx'],
    setupFiles: ['tests/setup.ts'],
    // Generous limits: on a loaded two-core machine a full screen test may take tens of seconds;
    // a wrong result still fails, only later.
    testTimeout: 60_000,
    css: false,
  },
});
