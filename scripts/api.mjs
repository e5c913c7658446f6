// `npm run api`: starts server/main.ts through Vite's SSR module loader, so the embedded API
// sees what it sees in the browser build: import.meta.glob (the schema registry finds its files)
// and import.meta.env. Arguments are passed on (--port, --fault-mode, --fault).
import { createServer } from 'vite';

const vite = await createServer({
  configFile: false,
  root: new URL('..', import.meta.url).pathname,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
await vite.ssrLoadModule('/server/main.ts');
