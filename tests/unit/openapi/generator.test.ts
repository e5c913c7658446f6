// The pieces docs/openapi.json is made of: an operation from a contract call (envelope, security,
// refusals as examples, 401 and 409), zod shapes as JSON Schema (recursive parts named in the
// components), a schema's bodies from its form fields, and the refusals docs/api.md documents.
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { menuAnswer, recordAnswer } from '../../../src/calls/answers';
import { openApiDocument } from '../../../src/calls/openapi/document';
import { bodyShape, ruleMessages } from '../../../src/calls/openapi/fieldShapes';
import { jsonSchemaOf } from '../../../src/calls/openapi/jsonSchema';
import type { ContractCall } from '../../../src/calls/openapi/types';
import type { JsonSchema } from '../../../src/calls/jsonShapes';
import { maxLength, pattern, required } from '../../../src/model/rules';
import type { ResourceSchema } from '../../../src/model/types';
import { documentedCalls, quotedMessages } from '../../../src/mocks/contract/documentedRefusals';

const INFO = { title: 'T', version: '1', description: 'D', notSignedIn: 'Please log in again' };

const call = (extra: Partial<ContractCall> = {}): ContractCall => ({
  method: 'PUT',
  base: 'main',
  path: '/thing/{id}',
  operationId: 'thingUpdate',
  summary: 'Thing: save',
  tag: 'Thing',
  description: 'Who may call: `/thing`.',
  auth: 'token',
  refusals: [
    { status: 200, code: 400, msg: 'Please input name' },
    { status: 429, code: 429, msg: 'Too many' },
  ],
  ...extra,
});

/** A JSON value read key by key in the assertions below. */
interface Json {
  [key: string]: Json;
}

describe('an operation of the document', () => {
  it('is under its base, with its path parameter, body, answer in the envelope, refusals as examples and 401', () => {
    const document = openApiDocument(
      [call({ body: z.object({ name: z.string() }), answer: recordAnswer('id') })],
      INFO,
    ) as unknown as Json;
    const operation = document.paths['/gamebridge-manager/v1/thing/{id}'].put as Json;
    expect(operation.operationId).toBe('thingUpdate');
    expect(operation.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    expect(operation.requestBody).toEqual({
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: { name: { type: 'string' } },
            required: ['name'],
            additionalProperties: false,
          },
        },
      },
    });
    const ok = operation.responses['200'].content['application/json'];
    expect(ok.schema.anyOf[1]).toEqual({ $ref: '#/components/schemas/Refusal' });
    expect(ok.schema.anyOf[0].allOf[0]).toEqual({ $ref: '#/components/schemas/Success' });
    expect(ok.examples).toEqual({
      refused1: {
        summary: 'Please input name',
        value: { success: false, code: 400, msg: 'Please input name' },
      },
    });
    expect(operation.responses['429'].content['application/json'].examples.refused1.value).toEqual({
      success: false,
      code: 429,
      msg: 'Too many',
    });
    expect(operation.responses['401']).toEqual({ $ref: '#/components/responses/NotSignedIn' });
    expect(operation.security).toEqual([{ token: [] }]);
  });

  it('takes the API Security token where the call does, nothing where it is public, and 409 where versioned', () => {
    const document = openApiDocument(
      [
        call({ method: 'POST', path: '/report', auth: 'token or API key', refusals: [] }),
        call({ method: 'POST', path: '/login', auth: 'public', operationId: 'login', refusals: [] }),
        call({ versioned: true, refusals: [] }),
      ],
      INFO,
    ) as unknown as Json;
    expect(document.paths['/gamebridge-manager/v1/report'].post.security).toEqual([
      { token: [] },
      { apiSecurityToken: [] },
    ]);
    expect(document.paths['/gamebridge-manager/v1/login'].post.security).toEqual([]);
    expect(document.paths['/gamebridge-manager/v1/login'].post.responses['401']).toBeUndefined();
    const versioned = document.paths['/gamebridge-manager/v1/thing/{id}'].put;
    expect(versioned.responses['409']).toEqual({ $ref: '#/components/responses/Conflict' });
    expect(versioned.parameters).toContainEqual({ $ref: '#/components/parameters/IfUnmodifiedSince' });
    expect(document.components.securitySchemes.token).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
    });
  });

  it('refers to a shared refusal, written once in the components', () => {
    const shared = { NoPermission: { status: 200, code: 403, msg: 'No' } };
    const document = openApiDocument([call({ refusals: [shared.NoPermission] })], {
      ...INFO,
      shared,
    }) as unknown as Json;
    const ok =
      document.paths['/gamebridge-manager/v1/thing/{id}'].put.responses['200'].content['application/json'];
    expect(ok.examples).toEqual({ refused1: { $ref: '#/components/examples/NoPermission' } });
    expect(document.components.examples.NoPermission).toEqual({
      summary: 'No',
      value: { success: false, code: 403, msg: 'No', permission_msg: 'No' },
    });
  });

  it('refuses two calls on one method and path', () => {
    expect(() => openApiDocument([call(), call()], INFO)).toThrow(
      'Two calls are PUT /gamebridge-manager/v1/thing/{id}',
    );
  });
});

describe('shapes as JSON Schema', () => {
  it('name a recursive part in the components and refer to it there', () => {
    const components: Record<string, JsonSchema> = {};
    expect(jsonSchemaOf(menuAnswer, components)).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/MenuItem' },
    });
    expect(components.MenuItem).toMatchObject({ type: 'object', required: ['name'] });
  });

  it('refuse an unnamed recursive part', () => {
    const node: z.ZodMiniType = z.lazy(() => z.object({ children: z.array(node) }));
    expect(() => jsonSchemaOf(node, {})).toThrow('A recursive shape has no name');
  });
});

describe("a schema's bodies", () => {
  const schema = {
    name: 'thing',
    label: 'Thing List',
    idKey: 'id',
    api: { list: { method: 'GET', path: '/thing/list' } },
    fields: [
      { key: 'id', label: 'ID' },
      { key: 'name', label: 'Name', form: { rules: [required('Please input name'), maxLength(20)] } },
      {
        key: 'code',
        label: 'Code',
        form: { rules: [pattern(/^[a-z]+$/, 'Letters only')], onEdit: false },
      },
      {
        key: 'kind',
        label: 'Kind',
        kind: 'select',
        options: [
          { value: 1, label: 'A' },
          { value: 2, label: 'B' },
        ],
        form: { rules: [required('Please select kind')], visibleWhen: () => true },
      },
    ],
  } as unknown as ResourceSchema;

  it('hold the form fields of the mode, required where a required rule always applies', () => {
    const components = {};
    expect(jsonSchemaOf(bodyShape(schema, 'create'), components)).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string', maxLength: 20 },
        code: { type: 'string', pattern: '^[a-z]+$' },
        kind: {
          anyOf: [
            { type: 'number', const: 1 },
            { type: 'number', const: 2 },
          ],
        },
      },
      required: ['name'],
      additionalProperties: {},
    });
    expect(
      Object.keys((jsonSchemaOf(bodyShape(schema, 'edit'), components) as unknown as Json).properties),
    ).toEqual(['name', 'kind']);
  });

  it("give the embedded API's messages for them, as it words them", () => {
    expect(ruleMessages(schema, 'create')).toEqual([
      'Please input name',
      'Name cannot be longer than 20 characters',
      'Letters only',
      'Please select kind',
      "Kind: '<value>' is not one of the choices",
    ]);
  });
});

describe("docs/api.md's refusals", () => {
  it('are the quoted messages of the list items under a call, with the status an item names', () => {
    const doc = [
      '#### POST /login',
      '',
      'Auth: no. Body (JSON).',
      '',
      "- `data`: `{ token: string }`; `'not a refusal'`.",
      "- `'Incorrect email or password'`: no user has that email,",
      "  or the password differs; also `'Wrong'`.",
      "- HTTP 429, `'Too many failed logins'`: after 10 failures.",
      '',
      '#### GET /v2call (v2)',
      '',
      '- `` `The site ${domain} already exists` ``.',
      '',
      '| Call | Answer |',
      "| `GET /a/list`, `GET /a/export` | rows; `'A not found'` |",
    ].join('\n');
    expect(documentedCalls(doc)).toEqual([
      {
        method: 'POST',
        base: 'main',
        path: '/login',
        auth: 'no',
        refusals: [
          { status: 200, code: 400, msg: 'Incorrect email or password' },
          { status: 200, code: 400, msg: 'Wrong' },
          { status: 429, code: 429, msg: 'Too many failed logins' },
        ],
      },
      {
        method: 'GET',
        base: 'v2',
        path: '/v2call',
        auth: undefined,
        refusals: [{ status: 200, code: 400, msg: 'The site ${domain} already exists' }],
      },
      {
        method: 'GET',
        base: 'main',
        path: '/a/list',
        refusals: [{ status: 200, code: 400, msg: 'A not found' }],
      },
      {
        method: 'GET',
        base: 'main',
        path: '/a/export',
        refusals: [{ status: 200, code: 400, msg: 'A not found' }],
      },
    ]);
    expect(quotedMessages('`\'one\'`, `"two"` and `` `three ${x}` ``')).toEqual(['one', 'two', 'three ${x}']);
  });
});
