import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

// Two HTML entries: the console (index.html) and login.html, which shows the login screen.
// A build for a real API host copies no public/ files: the only one is MSW's worker script.
export default defineConfig(({ mode }) => ({
  base: './',
  publicDir: (process.env.VITE_API_HOST ?? loadEnv(mode, process.cwd()).VITE_API_HOST) ? false : 'public',
  plugins: [react()],
  build: {
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        login: resolve(import.meta.dirname, 'login.html'),
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
}));
