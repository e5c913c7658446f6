// Renders the login route for the build (src/prerender/vitePlugin.ts) in a process of its own:
// the renderer then loads one production copy of React whatever the building process (Vite's
// CLI, Vitest, the bench) has loaded already. Prints { html, styles } as JSON.
// Arguments: the project root, the config file (or "false"), the mode.
import { createServer } from 'vite';

const [root, configFile, mode] = process.argv.slice(2);
const server = await createServer({
  root,
  configFile: configFile === 'false' ? false : configFile,
  mode,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { renderLoginMarkup } = await server.ssrLoadModule('/src/prerender/loginMarkup.tsx');
  process.stdout.write(JSON.stringify(await renderLoginMarkup()));
} finally {
  await server.close();
}
