import { sentValue } from '../../model/transforms';
import type { FieldDef, ResourceSchema, Values } from '../../model/types';
import { db, save, table } from '../store/db';
import { sampleRows } from './sampleRows';
import { servedAs } from './served';
import { registerScopeSource, scopeItems } from '../users/scope';

/** The stored collection of a schema served by the generic handler. */
export const tableNameOf = (schema: ResourceSchema) => `schema:${schema.name}`;

/**
 * The seeds of the stored data set, one file per resource named after it (src/mocks/store/seeds):
 * a schema served here starts from the default export of the file named after its `name`.
 */
const seedFiles = (): Record<string, unknown> => import.meta.glob('../store/seeds/*.ts', { eager: true });

/** The rows of the seed file named after the schema, when there is one. */
function seedFileRows(schema: ResourceSchema): Values[] | undefined {
  const seed = (seedFiles()[`../store/seeds/${schema.name}.ts`] as { default?: () => Values[] } | undefined)
    ?.default;
  return seed?.();
}

/**
 * A schema's records: where its resource keeps them (./served.ts), else kept in the stored data set like every other table (so a new resource needs
 * no seed version bump), seeded on first use from its `seed`, else from its file in
 * src/mocks/store/seeds, else from its field kinds.
 */
export function recordsOf(schema: ResourceSchema): Values[] {
  const own = servedAs(schema).rows;
  if (own) return own() as Values[];
  const name = tableNameOf(schema);
  const fresh = !db().tables?.[name];
  const rows = table<Values>(name, () =>
    (schema.seed ?? seedFileRows(schema) ?? sampleRows(schema)).map((row, index) => ({
      ...ownedSample(schema, row, index),
      [schema.idKey]: row[schema.idKey] ?? index + 1,
    })),
  );
  // Keep the seeded ids: the next reload must find the same records.
  if (fresh) save();
  return rows;
}

/**
 * A seed row of a scoped schema without its owner gets one, the owners taken in turn (the first
 * row the first site, the second the second...), so that a user limited to some sites sees some.
 */
function ownedSample(schema: ResourceSchema, row: Values, index: number): Values {
  const scope = schema.dataScope;
  if (!scope || (row[scope.via] ?? '') !== '') return row;
  const owners = scopeItems(scope.owner);
  if (!owners.length) return row;
  const owner = owners[index % owners.length];
  return { ...row, [scope.via]: scope.by === 'name' ? owner.name : owner.id };
}

/** Whether the form lets this field be written in this mode (shown, not locked). */
function writable(field: FieldDef, mode: 'create' | 'edit', record: Values): boolean {
  const form = field.form;
  if (!form) return false;
  if (mode === 'create') return true;
  const lock = form.lockedOnEdit;
  return form.onEdit !== false && !(lock && (typeof lock !== 'function' || lock(record)));
}

/**
 * The form fields of a request body the record takes, each through its transforms as the form
 * sends it (model/transforms.ts: text trimmed, lower-cased when the schema says so); the id,
 * unknown keys, and fields the form does not let the user write in this mode are left out.
 */
export function acceptedValues(
  schema: ResourceSchema,
  body: Values,
  mode: 'create' | 'edit',
  record: Values = {},
): Values {
  const values: Values = {};
  for (const field of schema.fields) {
    if (field.key === schema.idKey || !(field.key in body) || !writable(field, mode, record)) continue;
    values[field.key] = sentValue(field, body[field.key], body);
  }
  return values;
}

/**
 * Tells the data scope where the records of each kind are: the schema that `owns` the kind (the
 * site, the app and the search site), its records named by their `recordLabel`.
 */
export function registerOwnedKinds(schemas: ResourceSchema[]): void {
  for (const schema of schemas) {
    const kind = schema.owns;
    if (!kind) continue;
    const name = schema.recordLabel ?? schema.idKey;
    registerScopeSource(kind, () =>
      recordsOf(schema).map((row) => ({ id: Number(row[schema.idKey]), name: String(row[name]) })),
    );
  }
}
