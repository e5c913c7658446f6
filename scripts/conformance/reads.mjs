// The read calls of the contract, run against the host in an order that lets the later ones use
// what the earlier found: the lists first (their rows fill the {id}s of the shows), then the calls
// whose path names a record, then the reports over a short range.
import {
  answerDifferences,
  nextPageDifferences,
  pagingDifferences,
  reportPageDifferences,
} from './checks.mjs';
import { NoAnswer } from './client.mjs';
import { resolveRef } from './contract.mjs';
import { givenValue, reportBody } from './values.mjs';

/** Rows asked for a page: small, so that most lists have a page 2 to check. */
export const PAGE_SIZE = 2;

/** How many of the values the rows read hold a refused call is tried with. */
const MAX_TRIES = 5;

/** The report calls, which read with a POST body: …/report, …/report/export, …/graph. */
const REPORT_READ = /\/(report|graph)(\/(export|graph))?$/;
/** Sign-in and sign-out are no reads, whatever their method. */
const SESSION_CALL = /\/(login|logout|findpwd)$/;

/** Whether the check runs the call without --writes (`x-conformance` in the contract decides first). */
export function isRead(operation) {
  if (operation.conformance) return operation.conformance === 'read';
  if (SESSION_CALL.test(operation.path)) return false;
  return operation.method === 'GET' || (operation.method === 'POST' && REPORT_READ.test(operation.path));
}

const placeholders = (path) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
const isList = (operation) => Boolean(operation.paging.page && operation.paging.size);

/** The order reads run in: lists without placeholders, other calls without, calls with, reports. */
function rank(operation) {
  if (operation.method !== 'GET') return 3;
  if (placeholders(operation.path).length) return 2;
  return isList(operation) ? 0 : 1;
}

/** Rows of an answer's data: the data itself when it is a list of records, else its `list`. */
function rowsOf(data) {
  const rows = Array.isArray(data) ? data : data?.list;
  return Array.isArray(rows)
    ? rows.filter((row) => row && typeof row === 'object' && !Array.isArray(row))
    : [];
}

/**
 * A value for a path placeholder: the contract's example, else a record of a list under the same
 * path (`/domain/{id}/adstxt` takes the `id` of `/domain/list`'s rows), else any row with a field
 * of that name (not for a bare `id`).
 */
function placeholderValue(document, operation, name, found) {
  const parameter = operation.parameters.find((item) => item.in === 'path' && item.name === name);
  const given = givenValue(document, parameter);
  if (given !== undefined) return given;
  const prefix = operation.fullPath.slice(0, operation.fullPath.indexOf(`{${name}}`));
  const fieldOf = (row) => row[name] ?? (/_id$/.test(name) || name === 'id' ? row.id : undefined);
  for (const [listPath, rows] of found)
    if (`${listPath}/`.startsWith(prefix) || listPath.startsWith(prefix)) {
      const value = rows.map(fieldOf).find((item) => item !== undefined && item !== null && item !== '');
      if (value !== undefined) return value;
    }
  return fieldValue(found, name);
}

/** The values of the field `name` in the rows of the lists read so far (`site_id`, `widget_id`); never of a bare `id`. */
function fieldValues(found, name) {
  if (name === 'id') return [];
  const values = [...found.values()]
    .flat()
    .map((row) => row[name])
    .filter((item) => item !== undefined && item !== null && item !== '');
  return [...new Set(values)];
}

/** A value of the field `name` in the rows of any list read so far. */
const fieldValue = (found, name) => fieldValues(found, name)[0];

/** The call's path with its placeholders filled, or the placeholder nothing could fill. */
function fillPath(document, operation, found) {
  let path = operation.fullPath;
  for (const name of placeholders(operation.path)) {
    const value = placeholderValue(document, operation, name, found);
    if (value === undefined) return { missing: name };
    path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
  }
  return { path };
}

/**
 * The query: paging at page 1 and every required parameter at the value the contract gives, else
 * at the `pick`th value the rows read so far hold; `choices`, how many such values there are.
 */
function queryOf(document, operation, page, found, pick = 0) {
  const query = {};
  let choices = 1;
  for (const parameter of operation.parameters.filter((item) => item.in === 'query')) {
    if (parameter.name === operation.paging.page) query[parameter.name] = page;
    else if (parameter.name === operation.paging.size) query[parameter.name] = PAGE_SIZE;
    else if (parameter.required) {
      const given = givenValue(document, parameter);
      const values = given === undefined ? fieldValues(found, parameter.name) : [given];
      if (!values.length) return { missing: parameter.name };
      choices = Math.max(choices, values.length);
      query[parameter.name] = values[Math.min(pick, values.length - 1)];
    }
  }
  return { query, choices };
}

/**
 * The message of a refusal the contract documents for the call, when that is the answer: not
 * proof of a difference (the call needs what the check does not have, e.g. a Live app), so the call
 * is skipped. Refusals of the session or of a permission are differences still.
 */
function documentedRefusal(operation, answer) {
  const body = answer.json;
  if (answer.status !== operation.answer.status || body?.success !== false || [401, 403].includes(body.code))
    return undefined;
  return operation.refusals.has(body.msg) ? body.msg : undefined;
}

/** The schemas a schema may take: itself and its anyOf, oneOf and allOf parts, references resolved. */
function partsOf(document, schema, depth = 0) {
  const node = resolveRef(document, schema);
  if (!node || typeof node !== 'object' || depth > 8) return [];
  const branches = [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])];
  return [node, ...branches.flatMap((branch) => partsOf(document, branch, depth + 1))];
}

/** Whether the call's answer is a page of rows: its documented `data` has `rows` (a report's, not a graph's). */
function answersRows(document, operation) {
  const pointer = operation.answer.schemaPointer;
  if (!pointer) return false;
  return partsOf(document, { $ref: pointer }).some((part) =>
    partsOf(document, part.properties?.data).some((data) => data.properties?.rows),
  );
}

/** Runs one read call and checks its answer (and its page 2, for a list with more than a page). */
async function runRead(context, operation, path, query) {
  const { document, client, schemaCheck, found, today } = context;
  const report = operation.method !== 'GET';
  const body = report ? reportBody(document, operation, { size: PAGE_SIZE, today }) : undefined;
  const answer = await client.request(operation.method, path, { query, body });
  const differences = answerDifferences(operation, answer, schemaCheck);
  const refused = documentedRefusal(operation, answer);
  if (refused)
    return {
      skipped: `refused with a message the contract documents: ${JSON.stringify(refused)} (it needs a record or a value the check does not have)`,
    };
  const data = answer.json?.data;
  const answered = answer.status === operation.answer.status && answer.json?.success === true;
  if (!answered) return { differences };
  // Paging's own words for a field the schema check named already are left out.
  const add = (found) =>
    differences.push(
      ...found.filter((text) => {
        const field = text.match(/^paging: (data\.\w+) /)?.[1];
        return !field || !differences.some((said) => said.startsWith(`${field} `));
      }),
    );
  // Page 2's rows, read for a list with more than a page: kept with page 1's for the calls after.
  let nextData;
  if (isList(operation)) {
    add(pagingDifferences(data, { page: 1, size: PAGE_SIZE }));
    if (!differences.length && Number(data.total) > PAGE_SIZE) {
      const next = await client.request('GET', path, { query: { ...query, [operation.paging.page]: 2 } });
      nextData = next.json?.data;
      const nextDifferences = answerDifferences(operation, next, schemaCheck);
      if (!nextDifferences.length) {
        nextDifferences.push(...pagingDifferences(next.json.data, { page: 2, size: PAGE_SIZE }));
        if (!nextDifferences.length)
          nextDifferences.push(...nextPageDifferences(data.list, next.json.data.list, operation.paging.page));
      }
      differences.push(...nextDifferences.map((difference) => `page 2: ${difference}`));
    }
  } else if (
    report &&
    body &&
    typeof body === 'object' &&
    'page_size' in body &&
    answersRows(document, operation)
  ) {
    add(reportPageDifferences(data, PAGE_SIZE));
  }
  if (operation.method === 'GET' && !placeholders(operation.path).length) {
    const rows = [...rowsOf(data), ...rowsOf(nextData)];
    if (rows.length) found.set(operation.fullPath, rows);
  }
  return { differences };
}

/** A call that got no answer in time differs; the calls after it are still made. */
export async function noAnswerIsADifference(call) {
  try {
    return await call();
  } catch (error) {
    if (error instanceof NoAnswer) return { differences: [error.message] };
    throw error;
  }
}

/**
 * Runs every read call of the contract; `onStart(operation, index, count)` and `onResult(result)`
 * report progress. Returns one result per call: `{ call, result: 'ok' | 'differs' | 'skipped', differences }`.
 */
export async function runReads(context, { onStart = () => {}, onResult = () => {} } = {}) {
  context.found ??= new Map();
  const reads = context.operations.filter(isRead).sort((a, b) => rank(a) - rank(b));
  const results = [];
  const finish = (operation, outcome) => {
    const result = outcome.skipped
      ? { call: operation.label, result: 'skipped', differences: [outcome.skipped] }
      : {
          call: operation.label,
          result: outcome.differences.length ? 'differs' : 'ok',
          differences: outcome.differences,
        };
    results.push(result);
    onResult(result);
  };
  let waiting = [];
  // A call whose placeholder or required query no list has filled yet waits for the lists after it, once.
  const attempt = async (operation, last) => {
    const filled = fillPath(context.document, operation, context.found);
    const { query, missing, choices } = queryOf(context.document, operation, 1, context.found);
    if ((filled.missing || missing) && !last) return waiting.push(operation);
    onStart(operation, results.length + 1, reads.length);
    if (filled.missing)
      return finish(operation, {
        skipped: `no record found to fill {${filled.missing}} (no list answered one; give it an example in the contract)`,
      });
    if (missing)
      return finish(operation, {
        skipped: `no value for the required query parameter ${missing} (give it an example in the contract)`,
      });
    // A query filled from rows read may name a record the call refuses with a documented message
    // (a widget that is not active): the next few rows' values are tried before the call is skipped.
    let outcome = await noAnswerIsADifference(() => runRead(context, operation, filled.path, query));
    for (let pick = 1; outcome.skipped && pick < Math.min(choices, MAX_TRIES); pick++) {
      const next = queryOf(context.document, operation, 1, context.found, pick).query;
      outcome = await noAnswerIsADifference(() => runRead(context, operation, filled.path, next));
    }
    finish(operation, outcome);
  };
  for (const operation of reads) await attempt(operation, false);
  const retry = waiting;
  waiting = [];
  for (const operation of retry) await attempt(operation, true);
  return results;
}
