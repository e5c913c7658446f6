import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // One copy of react-router for Vitest (see STACK.md).
  resolve: { conditions: ['module-sync', 'module', 'browser', 'development|production'] },
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/component/**/*.test.tsx'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20000,
    css: false,
  },
});
