// --writes: for each resource whose contract can create, edit and delete its records, create one
// record of its own (named conformance-<time>), edit it, delete it, checking each answer. It only
// ever edits or deletes an id it created itself, and a resource it could not remove a record of
// again (no delete call) is left alone.
import { answerDifferences } from './checks.mjs';
import { NoAnswer } from './client.mjs';
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
  const data = answer?.json?.data;
  const fromAnswer = data && typeof data === 'object' ? (data[idKey] ?? data.id) : undefined;
  if (fromAnswer !== undefined && fromAnswer !== null) return fromAnswer;
  if (!resource.list) return undefined;
  const rows = await listedRows(context, resource.list);
  const row = rows.find((item) => carriesMarker(item, marker));
  return row ? (row[idKey] ?? row.id) : undefined;
}

async function listedRows(context, list) {
  const query = list.paging.size ? { [list.paging.page]: 1, [list.paging.size]: 100 } : {};
  const answer = await context.client.request('GET', list.fullPath, { query }).catch((error) => {
    if (error instanceof NoAnswer) return undefined;
    throw error;
  });
  const data = answer?.json?.data;
  return Array.isArray(data) ? data : Array.isArray(data?.list) ? data.list : [];
}

/** Creates, edits and deletes one record of each writable resource; one result per call made. */
export async function runWrites(context, { onStart = () => {}, onResult = () => {} } = {}) {
  const resources = writableResources(context.operations);
  const results = [];
  const run = {
    ...context,
    marker: markerOf(context.today),
    /** The ids this run created: the only records it edits or deletes. */
    owned: new Set(),
    add(result) {
      results.push(result);
      onResult(result);
    },
    /** One call; no answer in time is its difference. */
    async send(operation, path, body) {
      onStart(operation, results.length + 1, resources.length * 3);
      try {
        const answer = await context.client.request(operation.method, path, { body });
        return { answer, differences: answerDifferences(operation, answer, context.schemaCheck) };
      } catch (error) {
        if (error instanceof NoAnswer) return { answer: undefined, differences: [error.message] };
        throw error;
      }
    },
  };
  for (const resource of resources) await exercise(run, resource);
  return results;
}

const outcome = (call, differences) => ({ call, result: differences.length ? 'differs' : 'ok', differences });

/** One resource: create a record of its own, edit it, delete it (even when the edit failed). */
async function exercise(run, resource) {
  const { create, update, remove } = resource;
  const { marker } = run;
  const body = markedBody(run.document, create, marker, run.found ?? new Map());
  if (!remove || !body) {
    const reason = !remove
      ? 'no delete call in the contract: its record would stay behind'
      : 'no name field to mark its record with';
    return run.add({ call: `${create.label} (create)`, result: 'skipped', differences: [reason] });
  }
  const { answer, differences } = await run.send(create, create.fullPath, body);
  const refusal = answer?.json;
  if (refusal?.success === false && create.refusals.has(refusal.msg) && refusal.code !== 403) {
    const reason = `refused the body it made with a message the contract documents: ${JSON.stringify(refusal.msg)} (give the body an example in the contract)`;
    return run.add({ call: `${create.label} (create)`, result: 'skipped', differences: [reason] });
  }
  const idKey = placeholderOf(remove);
  // A create answered as done (however mistyped), or not answered at all, may have made the record:
  // its answer or the list tells, and it is removed again.
  const made = !answer || answer.json?.success === true;
  const id = made ? await createdId(run, resource, answer, marker, idKey) : undefined;
  if (made && id === undefined)
    differences.push(
      `the record it created (${marker}) has no ${idKey} in the answer or the list: remove it by hand`,
    );
  run.add(outcome(`${create.label} (create ${marker})`, differences));
  if (id === undefined) return;
  run.owned.add(String(id));
  try {
    if (update) await onOwn(run, update, id, { ...body, ...renamed(body, marker) }, `edit ${id}`);
  } finally {
    await onOwn(run, remove, id, undefined, `delete ${id}`);
  }
}

/** PUT or DELETE on a record: refused here unless this run created it. */
async function onOwn(run, operation, id, body, note) {
  if (!run.owned.has(String(id)))
    throw new Error(`conformance: refusing to touch ${id}, a record it did not create`);
  const path = operation.fullPath.replace(`{${placeholderOf(operation)}}`, encodeURIComponent(String(id)));
  const { differences } = await run.send(operation, path, body);
  run.add(outcome(`${operation.label} (${note})`, differences));
}

/** The body's name fields with the marker's edited form (an email or an address stays as it was made). */
function renamed(body, marker) {
  return Object.fromEntries(
    Object.entries(body)
      .filter(([key, value]) => NAME_FIELD.test(key) && value === marker)
      .map(([key]) => [key, `${marker}-e`]),
  );
}
