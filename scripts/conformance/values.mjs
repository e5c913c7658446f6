// The values the check sends: a parameter's from the contract (its example, enum or default), a
// body made from its schema (or its example), a report's short date range and small page.
import { resolveRef } from './contract.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (time) => new Date(time).toISOString().slice(0, 10);

/** A short range: the seven days before `today` (a report of a day still running may be partial). */
export function shortRange(today = new Date()) {
  const end = today.getTime() - DAY_MS;
  return { start: isoDay(end - 6 * DAY_MS), end: isoDay(end) };
}

/** The value the contract gives for a parameter or schema: example, examples, const, default, enum. */
export function givenValue(document, described) {
  const node = resolveRef(document, described);
  if (!node || typeof node !== 'object') return undefined;
  if (node.example !== undefined) return node.example;
  const examples = Array.isArray(node.examples) ? node.examples : Object.values(node.examples ?? {});
  if (examples.length) return examples[0]?.value ?? examples[0];
  if (node.const !== undefined) return node.const;
  if (node.default !== undefined) return node.default;
  if (Array.isArray(node.enum) && node.enum.length)
    return node.enum.find((value) => value !== null) ?? node.enum[0];
  return node.schema ? givenValue(document, node.schema) : undefined;
}

/** A value of the schema's shape: what it gives, else the least that passes it (required fields only). */
export function sampleOf(document, rawSchema, depth = 0) {
  const schema = resolveRef(document, rawSchema);
  if (!schema || typeof schema !== 'object' || depth > 8) return undefined;
  const given = givenValue(document, schema);
  if (given !== undefined) return given;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const branch = branches.map((item) => resolveRef(document, item)).find((item) => item?.type !== 'null');
    return sampleOf(document, branch, depth + 1);
  }
  if (schema.allOf)
    return Object.assign({}, ...schema.allOf.map((part) => sampleOf(document, part, depth + 1) ?? {}));
  const type = [schema.type ?? (schema.properties ? 'object' : undefined)]
    .flat()
    .find((item) => item !== 'null');
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, sampleOf(document, schema.properties?.[key], depth + 1)]),
      );
    case 'array':
      return schema.minItems > 0 ? [sampleOf(document, schema.items, depth + 1)] : [];
    case 'string':
      return schema.format === 'date' ? isoDay(Date.now()) : 'conformance';
    case 'integer':
    case 'number':
      // 1, moved into the range the schema allows.
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? Infinity);
    case 'boolean':
      return false;
    default:
      return undefined;
  }
}

const START = /^(begin|start|from)(_?date|_?day)?$/i;
const END = /^(end|to)(_?date|_?day)?$/i;
const PAGE = /^(page|page_index)$/;
const SIZE = /^page_size$/;

/**
 * A report's body: the contract's example or a sample of its schema, every start and end date set
 * to the short range (nested ones too, such as `date_range: { start, end }`), page 1 of `size`.
 */
export function reportBody(document, operation, { size, today = new Date() }) {
  const range = shortRange(today);
  const base = structuredClone(operation.bodyExample ?? sampleOf(document, operation.bodySchema) ?? {});
  const properties = resolveRef(document, operation.bodySchema)?.properties ?? {};
  // Paging and dates the schema names but does not require are sent all the same.
  for (const key of Object.keys(properties))
    if (base[key] === undefined && (PAGE.test(key) || SIZE.test(key))) base[key] = 0;
  const fill = (node) => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return node;
    for (const [key, value] of Object.entries(node)) {
      if (START.test(key) && typeof value !== 'object') node[key] = range.start;
      else if (END.test(key) && typeof value !== 'object') node[key] = range.end;
      else if (PAGE.test(key)) node[key] = 1;
      else if (SIZE.test(key)) node[key] = size;
      else fill(value);
    }
    return node;
  };
  return fill(base);
}
