// docs/openapi.json is the document the call declarations, the schemas and the report configs
// make: the committed file equals a fresh one. `npm run api:openapi` (OPENAPI_WRITE=1) writes it
// instead of comparing, formatted as Prettier formats it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { OPENAPI_JSON, shippedDocument } from './shippedContract';

describe('docs/openapi.json', () => {
  it('is the document the declarations, schemas and report configs make (npm run api:openapi writes it)', async () => {
    const fresh = shippedDocument();
    if (process.env.OPENAPI_WRITE === '1') {
      const options = (await resolveConfig(OPENAPI_JSON)) ?? {};
      writeFileSync(OPENAPI_JSON, await format(JSON.stringify(fresh), { ...options, parser: 'json' }));
      return;
    }
    expect(existsSync(OPENAPI_JSON), 'docs/openapi.json is missing: run `npm run api:openapi`').toBe(true);
    expect(
      JSON.parse(readFileSync(OPENAPI_JSON, 'utf8')),
      'docs/openapi.json differs from the call declarations: run `npm run api:openapi`',
    ).toEqual(fresh);
  });
});
