// The contract: the OpenAPI 3.1 document read from a file or an address, and its operations in the
// form the check uses (method, full path, parameters, body and answer schemas, paging names).
import { readFile } from 'node:fs/promises';
import { CannotRun } from './args.mjs';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** Query names of a list's page and page size (docs/api.md, "Paging"). */
const PAGE_NAMES = ['page', 'page_index'];
const SIZE_NAMES = ['page_size'];

/** The document, or CannotRun saying in one line why it cannot be read. */
export async function readContract(source, fetchImpl = fetch) {
  let text;
  try {
    if (/^https?:\/\//.test(source)) {
      const answer = await fetchImpl(source);
      if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
      text = await answer.text();
    } else {
      text = await readFile(source, 'utf8');
    }
  } catch (error) {
    const reason = error.code === 'ENOENT' ? 'no such file' : (error.cause?.code ?? error.message);
    const hint = /^https?:\/\//.test(source)
      ? 'npm run api serves it at /openapi.json'
      : 'npm run api:openapi writes docs/openapi.json';
    throw new CannotRun(`The contract ${source} cannot be read (${reason}): ${hint}`);
  }
  let document;
  try {
    document = JSON.parse(text);
  } catch {
    throw new CannotRun(`The contract ${source} is not JSON`);
  }
  if (!String(document?.openapi ?? '').startsWith('3.1') || typeof document.paths !== 'object')
    throw new CannotRun(
      `The contract ${source} is not an OpenAPI 3.1 document (no "openapi": "3.1.x" and "paths")`,
    );
  return document;
}

/** The value a local `$ref` ("#/components/...") points at, followed until it is no `$ref`. */
export function resolveRef(document, value, seen = 0) {
  if (!value || typeof value.$ref !== 'string' || !value.$ref.startsWith('#/') || seen > 20) return value;
  const target = value.$ref
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce((node, key) => node?.[key], document);
  return resolveRef(document, target, seen + 1);
}

/** The path part of the first server that applies (variables at their defaults), without its trailing slash. */
function basePathOf(servers) {
  const server = servers?.[0];
  if (!server?.url) return '';
  const url = server.url.replace(/\{(\w+)\}/g, (_, name) => server.variables?.[name]?.default ?? '');
  const path = /^[a-z]+:\/\//i.test(url) ? new URL(url).pathname : url;
  return path.replace(/\/+$/, '');
}

/** JSON-pointer escape of one key. */
const pointerKey = (key) => String(key).replaceAll('~', '~0').replaceAll('/', '~1');

/** The JSON answer of a response: its schema's pointer in the document, or the content type it has instead. */
function answerOf(document, operation, pointer) {
  const statuses = Object.keys(operation.responses ?? {});
  const status = statuses.find((code) => /^2\d\d$/.test(code)) ?? statuses.find((code) => code === '2XX');
  const raw = operation.responses?.[status];
  const response = resolveRef(document, raw);
  const contentTypes = Object.keys(response?.content ?? {});
  const json = contentTypes.find((type) => /\bjson\b/.test(type));
  const responsePointer =
    typeof raw?.$ref === 'string' ? raw.$ref : `${pointer}/responses/${pointerKey(status)}`;
  return {
    status: status === '2XX' || status === undefined ? 200 : Number(status),
    documentedStatuses: statuses,
    schemaPointer:
      json && response.content[json].schema
        ? `${responsePointer}/content/${pointerKey(json)}/schema`
        : undefined,
    /** Other types it may answer instead (a download's file). */
    fileTypes: contentTypes.filter((type) => type !== json).map((type) => type.toLowerCase()),
  };
}

/** Every operation of the document, in the document's order. */
export function operationsOf(document) {
  const operations = [];
  for (const [path, rawItem] of Object.entries(document.paths ?? {})) {
    const item = resolveRef(document, rawItem);
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const pointer = `/paths/${pointerKey(path)}/${method}`;
      const byKey = new Map();
      for (const raw of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
        const parameter = resolveRef(document, raw);
        if (parameter?.name) byKey.set(`${parameter.in}:${parameter.name}`, parameter);
      }
      const parameters = [...byKey.values()];
      const query = parameters
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name);
      const body = resolveRef(document, operation.requestBody);
      const bodyType = Object.keys(body?.content ?? {}).find((type) => /\bjson\b/.test(type));
      const basePath = basePathOf(operation.servers ?? item.servers ?? document.servers);
      operations.push({
        id: operation.operationId,
        method: method.toUpperCase(),
        path,
        fullPath: `${basePath}${path}`,
        label: `${method.toUpperCase()} ${basePath}${path}`,
        parameters,
        paging: {
          page: query.find((name) => PAGE_NAMES.includes(name)),
          size: query.find((name) => SIZE_NAMES.includes(name)),
        },
        bodySchema: bodyType ? resolveRef(document, body.content[bodyType].schema) : undefined,
        bodyExample: bodyType ? exampleOfMedia(document, body.content[bodyType]) : undefined,
        answer: answerOf(document, operation, `#${pointer}`),
        refusals: refusalsOf(document, operation),
        security: operation.security ?? document.security,
        tags: operation.tags ?? [],
        conformance: operation['x-conformance'],
      });
    }
  }
  return operations;
}

/** The messages of the refusals the operation documents (its answers' examples with `success: false`). */
function refusalsOf(document, operation) {
  const messages = new Set();
  for (const raw of Object.values(operation.responses ?? {}))
    for (const media of Object.values(resolveRef(document, raw)?.content ?? {}))
      for (const example of [
        media.example,
        ...Object.values(media.examples ?? {}).map((item) => resolveRef(document, item)?.value),
      ])
        if (example?.success === false && typeof example.msg === 'string') messages.add(example.msg);
  return messages;
}

/** The example a media type gives (`example`, or the first of `examples`). */
function exampleOfMedia(document, media) {
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  return first === undefined ? undefined : resolveRef(document, first).value;
}

/**
 * How the token is sent: the header of the contract's API-key scheme (in: header), or a bearer
 * scheme's Authorization with "Bearer "; the console's own Authorization header otherwise.
 */
export function tokenHeaderOf(document) {
  const schemes = Object.values(document.components?.securitySchemes ?? {}).map((scheme) =>
    resolveRef(document, scheme),
  );
  const apiKey = schemes.find((scheme) => scheme?.type === 'apiKey' && scheme.in === 'header');
  if (apiKey) return { name: apiKey.name, prefix: '' };
  const bearer = schemes.find((scheme) => scheme?.type === 'http' && /^bearer$/i.test(scheme.scheme ?? ''));
  if (bearer) return { name: 'Authorization', prefix: 'Bearer ' };
  return { name: 'Authorization', prefix: '' };
}
