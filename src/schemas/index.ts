import { defaultExportsOf } from '../common/defaultExports';
import { joinTranslations } from '../i18n';
import { lookupTargetOf, lookupWithDefaults } from '../model/lookups';
import type { FieldDef, LookupSpec, NamedLookup, ResourceSchema } from '../model/types';

/**
 * The schema registry: every resource of the console, found by itself. Any file of this folder
 * whose default export is a schema (made with defineResource) is a resource; shared helpers
 * (fields.ts, enums.ts) export none and are skipped. Adding a resource is adding its file.
 */

/** Whether a module's default export is a resource schema. */
export function isSchema(value: unknown): value is ResourceSchema {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<ResourceSchema>;
  return (
    typeof candidate.name === 'string' &&
    typeof candidate.label === 'string' &&
    typeof candidate.idKey === 'string' &&
    Array.isArray(candidate.fields) &&
    typeof candidate.api?.list?.path === 'string'
  );
}

/**
 * Every module of this folder, loaded with the bundle. import.meta.glob is Vite's (the build,
 * the dev server, Vitest, and Vite's SSR loader for a Node server); plain Node or tsx lacks it.
 */
const schemaModules = (): Record<string, unknown> =>
  import.meta.glob(['./*.ts', '!./index.ts'], { eager: true });

const menuOrder = (schema: ResourceSchema) => (schema.menu ? schema.menu.order : undefined) ?? Infinity;

/** Menu order first, then name: the same order whatever order the files are found in. */
const byMenuOrder = (a: ResourceSchema, b: ResourceSchema) =>
  menuOrder(a) - menuOrder(b) || a.name.localeCompare(b.name);

/** The schemas of a set of modules (path -> module), in a stable order. */
export function schemasOf(modules: Record<string, unknown>): ResourceSchema[] {
  return defaultExportsOf(modules, isSchema).sort(byMenuOrder);
}

/** Every resource of the console. */
export const registry: ResourceSchema[] = schemasOf(schemaModules());

// A resource's own Chinese joins the catalogue; the engine translates the schema where it shows it.
joinTranslations(registry);

/**
 * A lookup as it asks, its defaults taken from the resource it names in the registry (its list
 * call, its recordLabel): how the embedded API and the contract read a schema's lookups.
 */
export function registeredLookup(spec: LookupSpec | NamedLookup): LookupSpec {
  const target = 'resource' in spec ? registry.find((schema) => schema.name === spec.resource) : undefined;
  return lookupWithDefaults(spec, target && lookupTargetOf(target));
}

/** The schema with each lookup as it asks (a lookup without a path asks its resource's list): the calls its screen makes. */
export const withRegisteredLookups = (schema: ResourceSchema): ResourceSchema => ({
  ...schema,
  fields: schema.fields.map((field) =>
    field.kind === 'lookup' ? ({ ...field, lookup: registeredLookup(field.lookup) } as FieldDef) : field,
  ),
});
