import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { reportTagOf } from '../../src/mocks/contract/reportDrafts';
import { tagOf } from '../../src/mocks/contract/schemaDrafts';
import { menuEntryOf } from '../../src/mocks/menuTree';
import type { ResourceSchema } from '../../src/model/types';

/**
 * The console as shipped is what its committed contract describes: a resource or report is shipped
 * when docs/openapi.json holds its area (its tag, the screen's title and route). One added later
 * (`npm run new:resource`, a scaffolded `gadget`) is not there until `npm run api:openapi` writes
 * it: the checks of the shipped console (the spec's menu, docs/api.md's table, the committed
 * document) leave it out, and the checks that walk the registry (every call answered, every
 * screen in the menu) cover it. So a schema or config file alone keeps every suite green.
 *
 * No list is written by hand: a deleted schema or config file is noticed because the committed
 * document still names its area (tests/unit/registry.test.ts, tests/unit/reports/reportRegistry.test.ts)
 * and a fresh document no longer equals it (tests/unit/openapi/document.test.ts). While
 * `npm run api:openapi` or `npm run docs:api` writes, everything in the registry is shipped.
 * Vitest only: it reads the committed file.
 */
const WRITING = process.env.OPENAPI_WRITE === '1' || process.env.API_DOCS_WRITE === '1';

// __dirname, as jsdom's import.meta.url is no file URL.
const OPENAPI_JSON = resolve(__dirname, '../../docs/openapi.json');

/** The areas (tags) of the committed document, empty when it is missing. */
export function committedAreas(): Set<string> {
  if (!existsSync(OPENAPI_JSON)) return new Set();
  const document = JSON.parse(readFileSync(OPENAPI_JSON, 'utf8')) as { tags?: { name: string }[] };
  return new Set((document.tags ?? []).map((tag) => tag.name));
}

/** A registry's entries the committed document describes (shipped) and the others (added later). */
const splitBy = <T>(areaOf: (entry: T) => string) => {
  const shipped = (entry: T) => WRITING || committedAreas().has(areaOf(entry));
  return {
    shipped: (entries: T[]): T[] => entries.filter(shipped),
    added: (entries: T[]): T[] => entries.filter((entry) => !shipped(entry)),
  };
};

const schemas = splitBy(tagOf);

/** The schemas of a registry that the console shipped with. */
export const shippedSchemas = schemas.shipped;

/** The schemas of a registry that the console did not ship with. */
export const addedSchemas = schemas.added;

/**
 * The shipped menu entries beyond the spec's menu (Account > Activity Log): new, so no seeded group
 * but the administrators' holds them until an administrator grants them (src/mocks/store/seed.ts).
 */
export const UNGRANTED_ENTRIES = ['/account/activity'];

/**
 * The resources whose list the embedded API answers by hand, each for what its schema cannot say
 * (docs/api.md): none, every resource, shipped or added, has its list served by the generic handler
 * (users and user groups with what their modules declare: the caller's company or reach, by id).
 */
export const HAND_SERVED_LISTS: string[] = [];

/** The menu names of the entries those schemas add. */
export const addedMenuNames = (schemas: ResourceSchema[]): string[] =>
  addedSchemas(schemas).flatMap((schema) => {
    const entry = menuEntryOf(schema);
    return entry ? [entry.item.name] : [];
  });

const reports = splitBy(reportTagOf);

/** The reports of a registry that the console did not ship with. */
export const addedReports = reports.added;

/** The reports of a registry that the console shipped with. */
export const shippedReports = reports.shipped;
