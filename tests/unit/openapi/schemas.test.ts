// Every schema of docs/openapi.json compiles as JSON Schema 2020-12 (Ajv, as a contract-testing
// tool reads it: its $refs lead somewhere), and every refusal example is an answer its own schema
// accepts.
import { Ajv2020 } from 'ajv/dist/2020';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPENAPI_JSON } from './shippedContract';

interface MediaType {
  schema?: unknown;
  examples?: Record<string, { $ref?: string; value?: unknown }>;
}
interface Operation {
  parameters?: { schema?: unknown; $ref?: string }[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { $ref?: string; content?: Record<string, MediaType> }>;
}

const document = JSON.parse(readFileSync(OPENAPI_JSON, 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: {
    examples: Record<string, { value: unknown }>;
    responses: Record<string, { content: Record<string, MediaType> }>;
  };
};
const ID = 'https://publisher-console.example/openapi.json';
const pointer = (...keys: string[]) =>
  keys.map((key) => key.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** Every media type of the operations (their bodies and answers) and shared answers, with its JSON pointer. */
const mediaTypes = [
  ...Object.entries(document.components.responses).flatMap(([name, response]) =>
    Object.entries(response.content).map(([type, media]) => ({
      at: pointer('components', 'responses', name, 'content', type),
      media,
    })),
  ),
  ...Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([method, operation]) => [
      ...Object.entries(operation.requestBody?.content ?? {}).map(([type, media]) => ({
        at: pointer('paths', path, method, 'requestBody', 'content', type),
        media,
      })),
      ...Object.entries(operation.responses).flatMap(([status, response]) =>
        Object.entries(response.content ?? {}).map(([type, media]) => ({
          at: pointer('paths', path, method, 'responses', status, 'content', type),
          media,
        })),
      ),
    ]),
  ),
];

describe("docs/openapi.json's schemas", () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema(document, ID);
  const validator = (at: string) => {
    const validate = ajv.getSchema(`${ID}#/${at}/schema`);
    if (!validate) throw new Error(`No schema at ${at}`);
    return validate;
  };

  it('compile, every body and answer of every operation', () => {
    expect(mediaTypes.length).toBeGreaterThan(150);
    const broken = mediaTypes.flatMap(({ at }) => {
      try {
        validator(at);
        return [];
      } catch (error) {
        return [`${at}: ${(error as Error).message}`];
      }
    });
    expect(broken).toEqual([]);
  });

  it('accept every refusal example of their own media type', () => {
    const refused = mediaTypes.flatMap(({ at, media }) =>
      Object.entries(media.examples ?? {}).flatMap(([name, example]) => {
        const value = example.$ref
          ? document.components.examples[example.$ref.split('/').pop()!].value
          : example.value;
        const validate = validator(at);
        return validate(value) ? [] : [`${at} ${name}: ${ajv.errorsText(validate.errors)}`];
      }),
    );
    expect(refused).toEqual([]);
  });

  it('would notice an answer of another shape (the check can fail)', () => {
    const login = pointer(
      'paths',
      '/gamebridge-manager/v1/login',
      'post',
      'responses',
      '200',
      'content',
      'application/json',
    );
    expect(validator(login)({ success: true, code: 0, msg: 'ok', data: { token: 'demo-1' } })).toBe(true);
    expect(validator(login)({ success: true, code: 0, msg: 'ok', data: { token: 42 } })).toBe(false);
  });
});
