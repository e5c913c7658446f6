import type { ResourceSchema, RowKey } from './types';

/** The {placeholders} of a path, as a union of their names. */
export type PlaceholdersOf<Path> = Path extends `${string}{${infer Key}}${infer Rest}`
  ? Key | PlaceholdersOf<Rest>
  : never;

/** The paths of a schema's row-action calls (call and download actions). */
type RowActionPaths<Schema> = Schema extends { rowActions?: readonly (infer Action)[] }
  ? Action extends { call: { path: infer Path } }
    ? Path
    : never
  : never;

/** Row-action placeholders that name no key of the row (they are filled from the row). */
type UnknownPlaceholders<Row, Schema> = Exclude<PlaceholdersOf<RowActionPaths<Schema>>, RowKey<Row>>;

/** Nothing more to check, or the message TypeScript shows at `rowActions`. */
type PathsChecked<Row, Schema> = [UnknownPlaceholders<Row, Schema>] extends [never]
  ? unknown
  : {
      rowActions: `a row-action path names no key of the row: {${UnknownPlaceholders<Row, Schema> & string}}`;
    };

/**
 * Declares a resource typed by its row: `defineResource<SiteRow>()({ ... })` checks idKey, field
 * keys, filterOrder, defaultSort, the update/show/delete paths, every {placeholder} of a row
 * action's path, each field kind's own options and the keys of lookups and references against
 * SiteRow (and the rows they name). The two calls let TypeScript read the schema's literal paths
 * while the row is given. The result is the erased schema the engine and the registry read.
 */
export function defineResource<Row = never>(
  ...rowType: [Row] extends [never] ? ['declare the row type: defineResource<Row>()(...)'] : []
) {
  void rowType;
  return <const Schema extends ResourceSchema<Row>>(
    schema: Schema & PathsChecked<Row, Schema>,
  ): ResourceSchema =>
    // Only types differ: a row-typed schema is read as plain values at run time.
    schema as unknown as ResourceSchema;
}
