import { defaultExportsOf } from '../common/defaultExports';
import { currentLanguage, localizeInPlace, SCHEMA_SKIP_KEYS, SCHEMA_TEXT_KEYS, t } from '../i18n';
import { resourceLabels } from '../model/labels';
import type { ResourceSchema } from '../model/types';

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

/** Shows the schemas' texts in the language chosen: run once, before the first render. */
export function localizeRegistry(schemas: ResourceSchema[] = registry): void {
  const language = currentLanguage();
  for (const schema of schemas) {
    // The schema's own translations first (a resource added as one file), then the catalogues.
    const own = language === 'en' ? undefined : schema.translations?.[language];
    // The names derived from the label, written out so that each is translated as a whole.
    const { title, record, create, edit } = resourceLabels(schema);
    schema.labels = { title, record, create, edit };
    localizeInPlace(schema, SCHEMA_TEXT_KEYS, (text) => own?.[text] ?? t(text), SCHEMA_SKIP_KEYS);
  }
}
