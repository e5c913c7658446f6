// docs/openapi.json is a valid OpenAPI 3.1 document by a maintained validator
// (@seriousme/openapi-schema-validator: the OpenAPI Initiative's JSON Schemas), and every $ref in it
// leads somewhere.
import { Validator } from '@seriousme/openapi-schema-validator';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPENAPI_JSON } from './shippedContract';

const committed = () => JSON.parse(readFileSync(OPENAPI_JSON, 'utf8')) as Record<string, unknown>;

/** Every `$ref` of a document. */
const refsIn = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(refsIn)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) =>
          key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner),
        )
      : [];

/** The value a local `#/a/b` reference points to, or undefined. */
const resolve = (document: unknown, ref: string) =>
  ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (at, part) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined),
      document,
    );

describe('docs/openapi.json', () => {
  it('validates as OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(committed());
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('refers only to parts it holds', () => {
    const document = committed();
    const refs = [...new Set(refsIn(document))];
    expect(refs.length).toBeGreaterThan(3);
    expect(refs.filter((ref) => !ref.startsWith('#/') || resolve(document, ref) === undefined)).toEqual([]);
  });

  it('would notice an invalid document (the check can fail)', async () => {
    const broken = { ...committed(), paths: { 'no-leading-slash': {} } };
    expect((await new Validator().validate(broken)).valid).toBe(false);
    expect(resolve(committed(), '#/components/schemas/Nothing')).toBeUndefined();
  });
});
