// --writes: for each resource whose contract can create, edit and delete its records, create one
// record of its own (named conformance-<time>), edit it, delete it, checking each answer. It only
// ever edits or deletes an id it created itself, and a resource it could not remove a record of
// again (no delete call) is left alone.
import { answerDifferences } from './checks.mjs';
import { resolveRef } from './contract.mjs';
import { sampleOf } from './values.mjs';

/** A name the check's records are known by: short enough for a 20-letter name field. */
export const markerOf = (today) => `conformance-${Math.floor(today.getTime() / 1000).toString(36)}`;

/** Fields that name a record: the marker goes there (a domain or address gets one made of it). */
const NAME_FIELD = /(^|_)(name|title|keyword)$/i;
const DOMAIN_FIELD = /(^|_)(domain|site)$/i;
const URL_FIELD = /(^|_)(url|link)$/i;

/** The create calls (POST X) with the calls on their records (PUT and DELETE X/{p}) and their list. */
export function writableResources(operations) {
  return operations
    .filter(
      (operation) => operation.method === 'POST' && !operation.path.includes('{') && operation.bodySchema,
    )
    .map((create) => {
      const onRecord = (method) =>
        operations.find(
          (operation) =>
            operation.method === method &&
            new RegExp(`^${escape(create.fullPath)}/\\{\\w+\\}$`).test(operation.fullPath),
        );
      const list = operations.find(
        (operation) =>
          operation.method === 'GET' &&
          [create.fullPath, `${create.fullPath}/list`].includes(operation.fullPath),
      );
      return { create, update: onRecord('PUT'), remove: onRecord('DELETE'), list };
    })
    .filter(({ update, remove }) => update || remove);
}
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The create body with the marker in every name field; undefined when no field can carry it. */
function markedBody(document, create, marker, found) {
  const body = structuredClone(create.bodyExample ?? sampleOf(document, create.bodySchema) ?? {});
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  // An email and a password, wherever the body takes them, so that a user can be made.
  const properties = resolveRef(document, create.bodySchema)?.properties ?? {};
  if ('email' in properties) body.email = `${marker}@example.com`;
  if ('password' in properties) body.password = 'Conformance-2026';
  for (const [key, property] of Object.entries(properties)) {
    const list =
      Array.isArray(body[key]) ||
      (body[key] === undefined && resolveRef(document, property)?.type === 'array');
    if (list && !body[key]?.length) {
      const ids = idsFor(key, found);
      if (ids.length || key in body) body[key] = ids;
    }
  }
  let marked = false;
  for (const key of Object.keys(body)) {
    const text = typeof body[key] === 'string';
    if (NAME_FIELD.test(key)) body[key] = marker;
    else if (DOMAIN_FIELD.test(key) && text) body[key] = `${marker}.example`;
    else if (URL_FIELD.test(key) && text) body[key] = `https://${marker}.example/`;
    else continue;
    marked = true;
  }
  return marked ? body : undefined;
}

/**
 * An empty list of ids the body must name (`menu_ids`, `user_group`): the first record of a list
 * read before whose path names it (`/user_group/list`, `/user_group/menu_tree`); else still empty.
 */
function idsFor(key, found) {
  const stem = key.replace(/_ids?$/, '');
  for (const [path, rows] of found) {
    if (!path.includes(`/${stem}`)) continue;
    const id = rows[0]?.[`${stem}_id`] ?? rows[0]?.id;
    if (id !== undefined && id !== null) return [id];
  }
  return [];
}

const placeholderOf = (operation) => operation.path.match(/\{(\w+)\}$/)[1];
const carriesMarker = (row, marker) =>
  Object.values(row ?? {}).some((value) => typeof value === 'string' && value.startsWith(marker));

/** The id of the record the check just created: from the create's answer, else found by its name in the list. */
async function createdId(context, resource, answer, marker, idKey) {
  const data = answer.json?.data;
  const fromAnswer = data && typeof data === 'object' ? (data[idKey] ?? data.id) : undefined;
  if (fromAnswer !== undefined && fromAnswer !== null) return fromAnswer;
  if (!resource.list) return undefined;
  const rows = await listedRows(context, resource.list);
  const row = rows.find((item) => carriesMarker(item, marker));
  return row ? (row[idKey] ?? row.id) : undefined;
}

async function listedRows(context, list) {
  const query = list.paging.size ? { [list.paging.page]: 1, [list.paging.size]: 100 } : {};
  const answer = await context.client.request('GET', list.fullPath, { query });
  const data = answer.json?.data;
  return Array.isArray(data) ? data : Array.isArray(data?.list) ? data.list : [];
}

/** Creates, edits and deletes one record of each writable resource; one result per call made. */
export async function runWrites(context, { onStart = () => {}, onResult = () => {} } = {}) {
  const { document, client, schemaCheck, today } = context;
  const marker = markerOf(today);
  const owned = new Set();
  const results = [];
  const resources = writableResources(context.operations);
  const record = (operation, differences, note) => {
    const result = {
      call: `${operation.label} (${note})`,
      result: differences.length ? 'differs' : 'ok',
      differences,
    };
    results.push(result);
    onResult(result);
  };
  /** PUT or DELETE on a record: refused here unless this run created it. */
  const onOwn = async (operation, id, body, note) => {
    if (!owned.has(String(id)))
      throw new Error(`conformance: refusing to touch ${id}, a record it did not create`);
    onStart(operation, results.length + 1, resources.length * 3);
    const path = operation.fullPath.replace(`{${placeholderOf(operation)}}`, encodeURIComponent(String(id)));
    const answer = await client.request(operation.method, path, { body });
    record(operation, answerDifferences(operation, answer, schemaCheck), note);
  };
  for (const resource of resources) {
    const { create, update, remove } = resource;
    const body = markedBody(document, create, marker, context.found ?? new Map());
    if (!remove || !body) {
      const reason = !remove
        ? 'no delete call in the contract: its record would stay behind'
        : 'no name field to mark its record with';
      results.push({ call: `${create.label} (create)`, result: 'skipped', differences: [reason] });
      continue;
    }
    onStart(create, results.length + 1, resources.length * 3);
    const answer = await client.request('POST', create.fullPath, { body });
    if (answer.json?.success === false && create.refusals.has(answer.json.msg) && answer.json.code !== 403) {
      const reason = `refused the body it made with a message the contract documents: ${JSON.stringify(answer.json.msg)} (give the body an example in the contract)`;
      results.push({ call: `${create.label} (create)`, result: 'skipped', differences: [reason] });
      onResult(results.at(-1));
      continue;
    }
    const differences = answerDifferences(create, answer, schemaCheck);
    const idKey = placeholderOf(remove);
    const id = differences.length ? undefined : await createdId(context, resource, answer, marker, idKey);
    if (!differences.length && id === undefined)
      differences.push(
        `the record it created (${marker}) has no ${idKey} in the answer or the list: remove it by hand`,
      );
    record(create, differences, `create ${marker}`);
    if (id === undefined) continue;
    owned.add(String(id));
    try {
      if (update) await onOwn(update, id, { ...body, ...renamed(body, marker) }, `edit ${id}`);
    } finally {
      await onOwn(remove, id, undefined, `delete ${id}`);
    }
  }
  return results;
}

/** The body's name fields with the marker's edited form (an email or an address stays as it was made). */
function renamed(body, marker) {
  return Object.fromEntries(
    Object.entries(body)
      .filter(([key, value]) => NAME_FIELD.test(key) && value === marker)
      .map(([key]) => [key, `${marker}-e`]),
  );
}
