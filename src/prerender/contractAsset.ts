import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { CONTRACT_FILE } from '../calls/openapi/address';

/**
 * The contract beside the console's pages: the build emits docs/openapi.json as `openapi.json`
 * (mock-mode and API-host builds alike) and the dev server answers it there. The Report API screen
 * links to it: mock mode has no API server to ask, and a platform's API host need not serve it.
 */
export function contractAsset(documentFile: string): Plugin {
  return {
    name: 'contract-asset',
    configureServer(server) {
      server.middlewares.use(`/${CONTRACT_FILE}`, (_request, response) => {
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.end(readFileSync(documentFile));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: CONTRACT_FILE, source: readFileSync(documentFile, 'utf8') });
    },
  };
}
