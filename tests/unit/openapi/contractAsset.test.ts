// Every build ships the contract beside its pages (./openapi.json, which the Report API screen
// links to), and the dev server answers it there: the Vite plugin of src/prerender/contractAsset.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { contractAsset } from '../../../src/prerender/contractAsset';
import { OPENAPI_JSON } from './shippedContract';

type Hook = (...args: unknown[]) => void;

describe('the contract asset', () => {
  const plugin = contractAsset(OPENAPI_JSON);

  it('is emitted by the build as openapi.json, docs/openapi.json as it is', () => {
    const emitFile = vi.fn();
    (plugin.generateBundle as Hook).call({ emitFile });
    expect(emitFile).toHaveBeenCalledWith({
      type: 'asset',
      fileName: 'openapi.json',
      source: readFileSync(OPENAPI_JSON, 'utf8'),
    });
  });

  it('is answered by the dev server at /openapi.json, as JSON', () => {
    const use = vi.fn();
    (plugin.configureServer as Hook)({ middlewares: { use } });
    const [path, middleware] = use.mock.calls[0] as [string, Hook];
    expect(path).toBe('/openapi.json');
    const response = { setHeader: vi.fn(), end: vi.fn() };
    middleware({}, response);
    expect(response.setHeader).toHaveBeenCalledWith('Content-Type', 'application/json; charset=utf-8');
    expect(String(response.end.mock.calls[0][0])).toBe(readFileSync(OPENAPI_JSON, 'utf8'));
  });
});
