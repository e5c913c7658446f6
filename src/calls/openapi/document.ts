import { API_BASES } from '../../config';
import type { JsonSchema } from '../jsonShapes';
import { COMPONENT_SCHEMAS, jsonSchemaOf } from './jsonSchema';
import type { ContractCall, Refusal } from './types';
import { envelopeComponents, refusalExamples, type SharedRefusals } from './envelope';

/*
 * docs/openapi.json, made from the contract's calls (`npm run api:openapi`): a pure function of
 * them. Every call is an operation under its base's path (`/gamebridge-manager/v1/login`), its
 * answer the API's envelope around the shape the console checks `data` against.
 */

export interface ContractInfo {
  title: string;
  version: string;
  description: string;
  /** The message of the not-signed-in answer (HTTP 401). */
  notSignedIn: string;
  /** Refusals many calls share (authorization's), each written once and referred to. */
  shared?: SharedRefusals;
}

type Json = { [key: string]: unknown };

const ref = (name: string) => ({ $ref: `${COMPONENT_SCHEMAS}${name}` });

/** The security requirements of each kind of call: none, the session token, or also the API Security token. */
const SECURITY: Record<ContractCall['auth'], Json[]> = {
  public: [],
  optional: [{}, { token: [] }],
  token: [{ token: [] }],
  'token or API key': [{ token: [] }, { apiSecurityToken: [] }],
};

/** The path of a call under its base, as OpenAPI writes it. */
export const documentPath = (call: Pick<ContractCall, 'base' | 'path'>) =>
  `${API_BASES[call.base]}${call.path}`;

const placeholders = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

function parameters(call: ContractCall, components: Record<string, JsonSchema>): Json[] {
  const inPath = placeholders(call.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
    ...(call.pathExamples?.[name]?.length ? { examples: examplesOf(call.pathExamples[name]) } : {}),
  }));
  const inQuery = Object.entries(call.query ?? {})
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, parameter]) => ({
      name,
      in: 'query',
      required: parameter.required,
      schema: jsonSchemaOf(parameter.shape, components),
      ...(parameter.examples?.length ? { examples: examplesOf(parameter.examples) } : {}),
    }));
  const version = call.versioned ? [{ $ref: '#/components/parameters/IfUnmodifiedSince' }] : [];
  return [...inPath, ...inQuery, ...version];
}

/** Examples by name (`example1`...), as a parameter's or a media type's `examples` holds them. */
const examplesOf = (values: readonly unknown[]) =>
  Object.fromEntries(values.map((value, index) => [`example${index + 1}`, { value }]));

function requestBody(call: ContractCall, components: Record<string, JsonSchema>): Json | undefined {
  if (!call.body) return undefined;
  const schema = jsonSchemaOf(call.body, components);
  return {
    required: true,
    content: call.upload ? { 'multipart/form-data': { schema } } : { 'application/json': { schema } },
  };
}

/** The success envelope with this call's `data`. */
function successSchema(call: ContractCall, components: Record<string, JsonSchema>): JsonSchema {
  if (!call.answer) return ref('Success');
  return {
    allOf: [ref('Success'), { type: 'object', properties: { data: jsonSchemaOf(call.answer, components) } }],
  };
}

/** The responses: 200 with the answer or a refusal (each documented one an example), then the other statuses. */
function responses(call: ContractCall, components: Record<string, JsonSchema>, shared: SharedRefusals): Json {
  const byStatus = new Map<number, Refusal[]>();
  for (const refusal of call.refusals)
    byStatus.set(refusal.status, [...(byStatus.get(refusal.status) ?? []), refusal]);
  const refusedAt200 = byStatus.get(200) ?? [];
  const envelope = { anyOf: [successSchema(call, components), ref('Refusal')] };
  const json = {
    schema: envelope,
    ...(refusedAt200.length ? { examples: refusalExamples(refusedAt200, shared) } : {}),
  };
  const ok = {
    description: call.file
      ? 'The file; a refusal is the JSON envelope with success false'
      : 'The envelope: success true with data, or success false with the reason in msg',
    content: call.file
      ? {
          [call.file]: {
            schema: { type: 'string', ...(call.file.includes('*') ? {} : { contentMediaType: call.file }) },
          },
          'application/json': json,
        }
      : { 'application/json': json },
  };
  const others = [...byStatus.entries()]
    .filter(([status]) => status !== 200)
    .sort(([a], [b]) => a - b)
    .map(([status, refusals]) => [
      String(status),
      {
        description: refusals.map((refusal) => refusal.msg).join('; '),
        content: {
          'application/json': { schema: ref('Refusal'), examples: refusalExamples(refusals, shared) },
        },
      },
    ]);
  return Object.fromEntries([
    ['200', ok],
    ...others,
    ...(call.versioned ? [['409', { $ref: '#/components/responses/Conflict' }]] : []),
    ...(call.auth === 'public' || call.auth === 'optional'
      ? []
      : [['401', { $ref: '#/components/responses/NotSignedIn' }]]),
  ]);
}

function operation(call: ContractCall, components: Record<string, JsonSchema>, shared: SharedRefusals): Json {
  const body = requestBody(call, components);
  const inputs = parameters(call, components);
  return {
    operationId: call.operationId,
    summary: call.summary,
    description: call.description,
    tags: [call.tag],
    ...(inputs.length ? { parameters: inputs } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(call, components, shared),
    security: SECURITY[call.auth],
  };
}

/** The OpenAPI 3.1 document of these calls. */
export function openApiDocument(calls: readonly ContractCall[], info: ContractInfo): Json {
  const schemas: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, Json>> = {};
  for (const call of calls) {
    const path = documentPath(call);
    const method = call.method.toLowerCase();
    if (paths[path]?.[method]) throw new Error(`Two calls are ${call.method} ${path}`);
    paths[path] = { ...paths[path], [method]: operation(call, schemas, info.shared ?? {}) };
  }
  const sortedPaths = Object.fromEntries(
    Object.keys(paths)
      .sort()
      .map((path) => [path, paths[path]]),
  );
  const tags = [...new Set(calls.map((call) => call.tag))].sort().map((name) => ({ name }));
  const { notSignedIn, shared = {}, ...about } = info;
  const envelope = envelopeComponents(notSignedIn, shared);
  return {
    openapi: '3.1.0',
    info: about,
    servers: [
      { url: '/', description: 'The API host (the console’s own origin in mock mode, else VITE_API_HOST)' },
    ],
    tags,
    paths: sortedPaths,
    components: {
      schemas: Object.fromEntries(
        Object.entries({ ...envelope.schemas, ...schemas }).sort(([a], [b]) => (a < b ? -1 : 1)),
      ),
      responses: envelope.responses,
      examples: envelope.examples,
      parameters: envelope.parameters,
      securitySchemes: envelope.securitySchemes,
    },
  };
}
