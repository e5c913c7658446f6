import type { ResourceSchema } from './types';

/**
 * Declares a resource typed by its row: `defineResource<SiteRow>({ ... })` checks idKey, field
 * keys, filterOrder, defaultSort and the update/show paths against SiteRow, and each field kind's
 * own options. The result is the erased schema the engine and the registry read.
 */
export function defineResource<Row = never>(
  schema: NoInfer<ResourceSchema<Row>> &
    ([Row] extends [never] ? 'declare the row type: defineResource<Row>(...)' : unknown),
): ResourceSchema {
  // Only types differ: a row-typed schema is read as plain values at run time.
  return schema as unknown as ResourceSchema;
}
