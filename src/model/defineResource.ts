import type { ReferenceSpec, ResourceSchema, RowKey } from './types';

/** The {placeholders} of a path, as a union of their names. */
export type PlaceholdersOf<Path> = Path extends `${string}{${infer Key}}${infer Rest}`
  ? Key | PlaceholdersOf<Rest>
  : never;

/** The path of a `{ call: { path } }` (row and toolbar actions, the status toggle). */
type CallPathOf<Item> = Item extends { call: { path: infer Path } } ? Path : never;
/** The path of a row action's bulk call (`bulk: { call }`). */
type BulkPathOf<Item> = Item extends { bulk: { call: { path: infer Path } } } ? Path : never;
/** The paths of a schema's row-action calls (call and download actions, bulk calls). */
type RowActionPaths<Schema> = Schema extends { rowActions?: readonly (infer Action)[] }
  ? CallPathOf<Action> | BulkPathOf<Action>
  : never;
/** The paths of its toolbar calls (exports). */
type ToolbarPaths<Schema> = Schema extends { toolbar?: readonly (infer Action)[] }
  ? CallPathOf<Action>
  : never;
/** The path of its status toggle's call. */
type TogglePaths<Schema> = Schema extends { statusToggle?: infer Toggle } ? CallPathOf<Toggle> : never;
/** The paths of its api calls (list and create included: their placeholders come from the scope, named as the row names them). */
type ApiPaths<Schema> = Schema extends { api: infer Api }
  ? { [Which in keyof Api]: Api[Which] extends { path: infer Path } ? Path : never }[keyof Api]
  : never;
/** The paths of its fields' lookups and remote option lists. */
type FieldPaths<Schema> = Schema extends { fields: readonly (infer Field)[] }
  ? Field extends { lookup: { path: infer Path } }
    ? Path
    : Field extends { options: { path: infer Path } }
      ? Path
      : never
  : never;

/** The keys of the schema's scope (`scope.session`): a list's path may name them too. */
type ScopeKeys<Schema> = Schema extends { scope?: { session: infer Session } }
  ? Extract<keyof Session, string>
  : never;

/** Placeholders of these paths that name neither a key of the row nor one of the scope (they are filled from those). */
type Unknown<Row, Schema, Paths> = Exclude<PlaceholdersOf<Paths>, RowKey<Row> | ScopeKeys<Schema>> & string;

/** Nothing more to check at `Key`, or the message TypeScript shows there. */
type Checked<Key extends string, Unknowns, What extends string> = [Unknowns] extends [never]
  ? unknown
  : { [K in Key]: `${What} names no key of the row or the scope: {${Unknowns & string}}` };

/** The keys of the row holding a list (a multiple reference's ids). */
type ListKeys<Row> = {
  [Key in keyof Row]-?: Row[Key] extends readonly unknown[] | undefined ? Key : never;
}[keyof Row];
/**
 * The keys of the schema's reference fields: `multiple` ones, or single ones (a field typed only
 * as a FieldDef, from a shared helper, declares no reference of its own).
 */
type ReferenceKeys<Schema, Multiple extends boolean> = Schema extends { fields: readonly (infer Field)[] }
  ? Field extends { key: infer Key; reference: infer Spec }
    ? [ReferenceSpec] extends [Spec]
      ? never
      : (Spec extends { multiple: true } ? true : false) extends Multiple
        ? Key
        : never
    : never
  : never;
/** Nothing more to check in `fields`, or the message TypeScript shows there. */
type FieldsChecked<Keys, What extends string> = [Keys] extends [never]
  ? unknown
  : { fields: `${What}: ${Keys & string}` };
/** A multiple reference holds a list of ids in the row, a single one does not. */
type ReferencesChecked<Row, Schema> = FieldsChecked<
  Exclude<ReferenceKeys<Schema, true>, ListKeys<Row>>,
  'a multiple reference holds no list in the row'
> &
  FieldsChecked<
    Extract<ReferenceKeys<Schema, false>, ListKeys<Row>>,
    'a reference holding a list in the row needs multiple: true'
  >;

/** Every {placeholder} of every call path the schema declares names a key of the row. */
type PathsChecked<Row, Schema> = Checked<
  'rowActions',
  Unknown<Row, Schema, RowActionPaths<Schema>>,
  'a row-action path'
> &
  Checked<'toolbar', Unknown<Row, Schema, ToolbarPaths<Schema>>, 'a toolbar call path'> &
  Checked<'statusToggle', Unknown<Row, Schema, TogglePaths<Schema>>, 'the status toggle call path'> &
  Checked<'api', Unknown<Row, Schema, ApiPaths<Schema>>, 'an api call path'> &
  Checked<'fields', Unknown<Row, Schema, FieldPaths<Schema>>, 'a lookup or option list path'> &
  ReferencesChecked<Row, Schema>;

/**
 * Declares a resource typed by its row: `defineResource<SiteRow>()({ ... })` checks idKey, field
 * keys, filterOrder, defaultSort, the update/show/delete paths, every {placeholder} of every call
 * path (api, row and toolbar actions, status toggle, lookups and option lists), each field kind's own options and the keys of lookups and references against
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
