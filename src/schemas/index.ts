import type { ResourceSchema } from '../resources/types';

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

type NodeBuiltins = { getBuiltinModule?: (id: string) => unknown } | undefined;

/**
 * The folder's modules outside Vite (a Node server run by tsx has no import.meta.glob): read
 * with Node's own require, which tsx teaches TypeScript. Never reached in the browser.
 */
function modulesFromDisk(): Record<string, unknown> {
  const builtin = (globalThis as { process?: NodeBuiltins }).process?.getBuiltinModule;
  if (!builtin) return {};
  const fs = builtin('node:fs') as typeof import('node:fs');
  const { createRequire } = builtin('node:module') as typeof import('node:module');
  const { fileURLToPath } = builtin('node:url') as typeof import('node:url');
  const load = createRequire(import.meta.url);
  const folder = fileURLToPath(new URL('.', import.meta.url));
  return Object.fromEntries(
    fs
      .readdirSync(folder)
      .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
      .sort()
      .map((file) => [`./${file}`, load(`./${file}`) as unknown]),
  );
}

function schemaModules(): Record<string, unknown> {
  try {
    return import.meta.glob(['./*.ts', '!./index.ts'], { eager: true });
  } catch {
    return modulesFromDisk();
  }
}

const menuOrder = (schema: ResourceSchema) => (schema.menu ? schema.menu.order : undefined) ?? Infinity;

/** Menu order first, then name: the same order whatever order the files are found in. */
const byMenuOrder = (a: ResourceSchema, b: ResourceSchema) =>
  menuOrder(a) - menuOrder(b) || a.name.localeCompare(b.name);

/** The schemas of a set of modules (path -> module), in a stable order. */
export function schemasOf(modules: Record<string, unknown>): ResourceSchema[] {
  return Object.values(modules)
    .map((module) => (module as { default?: unknown } | undefined)?.default)
    .filter(isSchema)
    .sort(byMenuOrder);
}

/** Every resource of the console. */
export const registry: ResourceSchema[] = schemasOf(schemaModules());
