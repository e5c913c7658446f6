// The checks of one answer against the contract: HTTP status, the envelope (success, code, msg,
// data), the answer's JSON Schema (Ajv, dialect 2020-12, as OpenAPI 3.1 has it) and paging. Each
// returns the differences in words, none when the answer conforms.
import Ajv2020 from 'ajv/dist/2020.js';

/** A value in a few words, for a difference: "text \"abc\"", "the number 42", "a list". */
export function describe(value) {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string')
    return `text ${JSON.stringify(value.length > 30 ? `${value.slice(0, 30)}…` : value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return String(value);
  return 'an object';
}

const TYPE_WORDS = {
  array: 'a list',
  string: 'text',
  object: 'an object',
  boolean: 'true or false',
  null: 'null',
  integer: 'a whole number',
  number: 'a number',
};
const typeWords = (types) =>
  [types]
    .flat()
    .map((type) => TYPE_WORDS[type] ?? `a ${type}`)
    .join(' or ');

/** "/data/list/0" as "data.list[0]". */
const pathOf = (pointer) =>
  pointer
    .split('/')
    .slice(1)
    .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce((path, key) => (/^\d+$/.test(key) ? `${path}[${key}]` : path ? `${path}.${key}` : key), '') ||
  'the answer';

const valueAt = (body, pointer) =>
  pointer
    .split('/')
    .slice(1)
    .reduce((node, key) => node?.[key.replaceAll('~1', '/').replaceAll('~0', '~')], body);

/**
 * Ajv's errors as differences, at most `limit`: where an alternative (anyOf) failed both at a
 * value and inside it, the inner places are named (the value had the right kind, its parts not);
 * the kinds allowed at one place are named together.
 */
function schemaDifferences(errors, body, limit = 4) {
  const placeOf = (error) =>
    error.keyword === 'required'
      ? `${error.instancePath}/${error.params.missingProperty}`
      : error.instancePath;
  const specific = errors.filter((error) => !['anyOf', 'oneOf', 'if', 'not'].includes(error.keyword));
  const places = specific.map(placeOf);
  const innermost = specific.filter(
    (error) =>
      !places.some((place) => place.startsWith(`${placeOf(error)}/`)) || error.keyword === 'required',
  );
  const byPlace = new Map();
  for (const error of innermost) {
    const place = placeOf(error);
    byPlace.set(place, [...(byPlace.get(place) ?? []), error]);
  }
  const differences = [...byPlace].map(([place, found]) => {
    if (found[0].keyword === 'required') return `${pathOf(place)} is missing`;
    const types = found
      .filter((error) => error.keyword === 'type')
      .flatMap((error) => [error.params.type].flat());
    const allowed = found.flatMap((error) =>
      error.keyword === 'const'
        ? [error.params.allowedValue]
        : error.keyword === 'enum'
          ? error.params.allowedValues
          : [],
    );
    const expected = types.length
      ? `must be ${typeWords([...new Set(types)])}`
      : allowed.length
        ? `must be ${allowed.map((value) => JSON.stringify(value)).join(' or ')}`
        : found[0].message;
    return `${pathOf(place)} ${expected} (is ${describe(valueAt(body, place))})`;
  });
  return differences.length > limit
    ? [...differences.slice(0, limit), `and ${differences.length - limit} more schema differences`]
    : differences;
}

/** The pointer a schema's `$ref`s lead to, followed to the schema itself. */
function finalPointer(document, pointer, seen = 0) {
  const node = resolvePointer(document, pointer);
  return typeof node?.$ref === 'string' && node.$ref.startsWith('#/') && seen < 20
    ? finalPointer(document, node.$ref, seen + 1)
    : pointer;
}
const resolvePointer = (document, pointer) =>
  pointer
    .slice(2)
    .split('/')
    .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce((node, key) => node?.[key], document);

/**
 * A checker of values against the schemas of one document, by JSON pointer
 * ("#/paths/~1menu/get/responses/200/content/application~1json/schema"); `$ref`s resolve in the
 * document. An answer schema that is a choice (the success envelope or the refusal) is checked
 * against the branch the answer's `success` names, its errors only.
 */
export function createSchemaChecker(document) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false, validateSchema: false });
  ajv.addSchema(document, 'contract.json');
  const compiled = new Map();
  const validator = (pointer) => {
    if (!compiled.has(pointer)) compiled.set(pointer, ajv.compile({ $ref: `contract.json${pointer}` }));
    return compiled.get(pointer);
  };
  return (pointer, body) => {
    const target = finalPointer(document, pointer);
    const schema = resolvePointer(document, target);
    const choice = schema?.anyOf ? 'anyOf' : schema?.oneOf ? 'oneOf' : undefined;
    const branches = choice ? schema[choice].map((_, index) => `${target}/${choice}/${index}`) : [target];
    const failures = [];
    for (const branch of branches) {
      const validate = validator(branch);
      if (validate(body)) return [];
      failures.push(validate.errors ?? []);
    }
    // A branch whose `success` the answer does not have is another kind of answer (a refusal).
    const sameKind = failures.filter((errors) => !errors.some((error) => error.instancePath === '/success'));
    const closest = (sameKind.length ? sameKind : failures).reduce((best, errors) =>
      errors.length < best.length ? errors : best,
    );
    return schemaDifferences(closest, body);
  };
}

/**
 * The envelope of a successful answer (docs/api.md, "The envelope"): an object whose `success` is
 * true, whose `code`, when sent, is 0 and whose `msg`, when sent, is text (or null); `data` is the
 * call's own. A refusal (`success: false`) is told with its message.
 */
export function envelopeDifferences(body) {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return [`the answer is ${describe(body)}, not an envelope { success, code, msg, data }`];
  if (body.success === false)
    return [`refused: ${JSON.stringify(body.msg ?? '')} (code ${body.code ?? 'missing'})`];
  const differences = [];
  if (body.success !== true) differences.push(`success is ${describe(body.success)}, not true`);
  if ('code' in body && body.code !== 0) differences.push(`code is ${describe(body.code)}, not 0`);
  if ('msg' in body && typeof body.msg !== 'string' && body.msg !== null)
    differences.push(`msg is ${describe(body.msg)}, not text`);
  return differences;
}

/**
 * Whether a documented media range takes a content type: itself, `image/*` any image,
 * `application/octet-stream` (any bytes) and `*\/*` any type at all.
 */
function typeMatches(range, type) {
  if (range === type || range === '*/*' || range === 'application/octet-stream') return true;
  return range.endsWith('/*') && type.startsWith(range.slice(0, -1));
}

/**
 * Every difference of one answer: the status first (nothing more is read from an answer with the
 * wrong one), then the envelope and the schema. A call whose contract answers a file is checked
 * for its status and content type.
 */
export function answerDifferences(operation, answer, schemaCheck) {
  const expected = operation.answer;
  if (answer.status !== expected.status) {
    const said = typeof answer.json?.msg === 'string' ? `: ${JSON.stringify(answer.json.msg)}` : '';
    return [`HTTP ${answer.status}${said}, the contract answers ${expected.status}`];
  }
  // A download: a documented file type (a refusal of it is the JSON envelope, checked below).
  const type = answer.contentType.split(';')[0].trim().toLowerCase();
  if (type && !/\bjson\b/.test(type) && expected.fileTypes.some((range) => typeMatches(range, type)))
    return [];
  const jsonAnswer = /\bjson\b/.test(type);
  if (expected.fileTypes.length && ((answer.notJson && !jsonAnswer) || !expected.schemaPointer)) {
    const documented = [...expected.fileTypes, ...(expected.schemaPointer ? ['application/json'] : [])];
    return [`content type ${type || 'missing'}, the contract answers ${documented.join(' or ')}`];
  }
  if (answer.notJson)
    return [
      `the answer is not JSON (${answer.contentType || 'no content type'}): ${JSON.stringify(answer.text.slice(0, 40))}`,
    ];
  const envelope = envelopeDifferences(answer.json);
  if (envelope.length && answer.json?.success === false) return envelope;
  const schema = expected.schemaPointer ? schemaCheck(expected.schemaPointer, answer.json) : [];
  // A field the envelope check named already (code, msg, success) is not named twice.
  return [
    ...envelope,
    ...schema.filter((difference) => !envelope.some((said) => difference.startsWith(said.split(' ')[0]))),
  ];
}

/** A count as the console reads one: a whole number, or text holding one. */
const isCount = (value) =>
  (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) &&
  Number.isInteger(Number(value)) &&
  Number(value) >= 0;

/**
 * Paging of a list's page (docs/api.md, "Paging"): `data.list` the rows, `data.total` every row's
 * count, and the page holding the rows that page and size leave.
 */
export function pagingDifferences(data, { page, size }) {
  if (!data || typeof data !== 'object' || Array.isArray(data))
    return [`paging: data is ${describe(data)}, not { list, total }`];
  const differences = [];
  if (!Array.isArray(data.list)) differences.push(`paging: data.list is ${describe(data.list)}, not a list`);
  if (!isCount(data.total)) differences.push(`paging: data.total is ${describe(data.total)}, not a count`);
  if (differences.length) return differences;
  if (data.list.length > size)
    return [`paging: page ${page} has ${data.list.length} rows, more than page_size ${size}`];
  const expected = Math.max(0, Math.min(size, Number(data.total) - (page - 1) * size));
  return data.list.length === expected
    ? []
    : [
        `paging: page ${page} has ${data.list.length} rows where total ${data.total} and page_size ${size} make ${expected}`,
      ];
}

/** A report's page: `data.rows` a list of at most page_size rows. */
export function reportPageDifferences(data, size) {
  const rows = data?.rows;
  if (!Array.isArray(rows)) return [`paging: data.rows is ${describe(rows)}, not a list`];
  return rows.length > size
    ? [`paging: the report answered ${rows.length} rows, more than page_size ${size}`]
    : [];
}

/** Page 2 must not repeat page 1 (a host that ignores the page answers the first page again). */
export function nextPageDifferences(firstRows, secondRows, pageName) {
  const seen = new Set(firstRows.map((row) => JSON.stringify(row)));
  return secondRows.some((row) => seen.has(JSON.stringify(row)))
    ? [`paging: page 2 repeats rows of page 1 (is ${pageName} read?)`]
    : [];
}
