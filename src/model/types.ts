import type { ZodMiniType } from 'zod/mini';
import type { ApiBase } from '../config';
import type { ResourceRows } from './rows';

/*
 * The schema model: what a resource schema may declare. Plain data and functions, no React, so
 * schemas, providers and the embedded API can use it; the views in src/resources read it.
 */

/** Form or record values, as the API sends and receives them. */
export type Values = Record<string, unknown>;
export type Condition = (values: Values) => boolean;

/**
 * A text shown to the user: English, its own translation key (the views translate it where they
 * show it). A template's `{{key}}` placeholders are filled from the record (or the scope); a
 * function of the record gives the text for the records where it differs.
 */
export type Text<Input = Values> = string | ((input: Input) => string | undefined);

/** The keys of a row type: field keys, idKey, filterOrder and defaultSort name one of them. */
export type RowKey<Row> = Extract<keyof Row, string>;

/** A path naming one of the row's keys in braces (e.g. '/user/{user_id}'): calls on one record. */
export type RecordPath<Key extends string> = `${string}{${Key}}${string}`;

/**
 * A part from resources/custom, loaded when first used. Typed as a plain function of its props so
 * the model needs no React; the views render it as a React component.
 */
export type PartComponent<Props> = (props: Props) => unknown;
export type LazyPart<Props> = () => Promise<{ default: PartComponent<Props> }>;

/** A validation rule with its exact message; turned into an antd rule and reused by the embedded API. */
export type Rule =
  | { kind: 'required'; message: string }
  | { kind: 'max'; value: number; message?: string }
  | { kind: 'min'; value: number; message?: string }
  | { kind: 'pattern'; pattern: RegExp; message: string }
  | { kind: 'check'; test: (value: unknown, values: Values) => boolean; message: string };

/** A choice of a select, a tag or a report list; `Value` narrows the value (reports use text). */
export interface Option<Value extends string | number = string | number> {
  label: string;
  value: Value;
  /** Tag colour, for status columns. */
  color?: string;
}

/** Options fetched from a dictionary call; `data` is a list of { value, label } or mapped by `map`. */
export interface RemoteOptions {
  base?: ApiBase;
  path: string;
  query?: Values;
  valueKey?: string;
  labelKey?: string;
  /**
   * The entry's key naming where its label belongs (a menu group), shown before it: 'Account >
   * User' for { label: 'User', group: 'Account' }, each part translated.
   */
  groupKey?: string;
}

export type OptionSource = readonly Option[] | RemoteOptions;

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'password'
  | 'number'
  | 'select'
  | 'multiSelect'
  | 'color'
  | 'dateTime'
  /** A price: '$' prefix, kept as typed (fields/MoneyInput). */
  | 'money'
  /** Remote search with a 300 ms debounce, paged on scroll (fields/LookupInput); see FieldDef.lookup. */
  | 'lookup'
  /** A textarea holding a list, one entry per line (fields/LinesInput). */
  | 'lines'
  /** Rows of two values, e.g. parameter and name (fields/PairsInput); see FieldDef.pairs. */
  | 'pairs'
  /**
   * A checkable tree of menu entries (fields/kinds/tree/MenuTreeInput): the field's options path answers the
   * tree ({ id, name, sort, children }); the value is the checked entries' ids with their branches.
   */
  | 'menuTree'
  /**
   * Another resource's record by its id, shown by its label (fields/ReferenceInput, ReferenceLabel);
   * see FieldDef.reference.
   */
  | 'reference'
  /** Kept in the form and sent, never shown (values filled by a lookup, ids). */
  | 'hidden';

/**
 * A remote search (kind 'lookup'): the list call answers { list } or a list of records. `Source`
 * is the searched records' row, `Form` the row of the form it fills; this untyped form, its path
 * known, is what the engine asks and the reports' filters declare; schemas write a `RowLookup`
 * (model/lookups.ts gives it its resource's defaults).
 */
export interface LookupSpec<Source = Values, Form = Values> {
  path: string;
  base?: ApiBase;
  /** Query parameter carrying the typed text (default 'keyword'). */
  searchParam?: string;
  /** Paging parameter names (default 'page_index' and 'page_size'). */
  pageParam?: string;
  sizeParam?: string;
  /** Results a request (default 20; the reports' filters take 10). */
  pageSize?: number;
  /** Fixed query, or built from the form's other values (e.g. the chosen lp type). */
  query?: Values | ((values: Values) => Values);
  valueKey: RowKey<Source>;
  /** The field shown for a record (default: the value; a schema's lookup: its resource's `recordLabel`). */
  labelKey?: RowKey<Source>;
  /** Other form fields set from the chosen record: form key -> record key. */
  fills?: { [Key in RowKey<Form>]?: RowKey<Source> };
  /**
   * The label of the value the form opens with, read from the form's values, when the search has
   * not brought it (a read-only view never searches): e.g. the article title a link carries.
   */
  chosenLabel?(values: Form): string | undefined;
}

/**
 * A lookup that names the resource whose records it searches (`resource`): `path` (with its
 * `base`) defaults to that resource's list call, `labelKey` to its `recordLabel`, so it declares
 * only what differs. The untyped form, as the engine reads a schema's field.
 */
export type NamedLookup<Source = Values, Form = Values> = Omit<LookupSpec<Source, Form>, 'path'> & {
  resource: string;
  path?: string;
};

/**
 * A schema's lookup: it names the resource whose records it searches (`resource`), so its
 * `valueKey`, `labelKey` and the record keys of `fills` are checked against that resource's row,
 * and the form keys of `fills` and what `chosenLabel` reads against the schema's own row.
 */
export type RowLookup<Form = Values> = {
  [Name in keyof ResourceRows]: NamedLookup<ResourceRows[Name], Form> & { resource: Name };
}[keyof ResourceRows];

/**
 * A reference to another resource's record (kind 'reference'): the field holds its id (a list of
 * ids with `multiple`), lists,
 * filters and forms show that resource's `recordLabel` (declared once, on it), or `labelKey` when
 * this field shows another of its fields (checked against that resource's row). The labels of a
 * page are fetched in one call, the referenced list call with the page's ids.
 */
export type ReferenceSpec = {
  [Name in keyof ResourceRows]: {
    resource: Name;
    labelKey?: RowKey<ResourceRows[Name]>;
    /** Fixed parameters of the referenced list call: only those records are offered (Live apps). */
    filter?: Record<string, string | number>;
    /**
     * Offer every record in one call and search what was typed among them: `true` asks a page of
     * 9999 (the spec's selectors of apps and zones), `{ pageSize }` a page of that size (999 for
     * user groups). By default the first 20 are offered and a search asks the list again.
     */
    whole?: boolean | { pageSize: number };
    /**
     * The field holds several ids (a user's groups): the form chooses several records, a cell
     * shows their labels; a filter still chooses one (the list is sent one id).
     */
    multiple?: boolean;
  };
}[keyof ResourceRows];

/** Rows of two columns (kind 'pairs'), stored as a list of objects with these keys. */
export interface PairsSpec {
  keys: [string, string];
  labels: [string, string];
  /** Choices for the first column (a select) instead of free text. */
  firstOptions?: readonly Option[];
  addLabel?: string;
}

/**
 * How a cell shows its value, drawn by the engine (resources/fields/displays.tsx); '--' when empty.
 * 'text' prints it; 'tag': the option's coloured tag, or each value as a tag; 'dateTime':
 * 'YYYY-MM-DD HH:mm:ss'; 'copy': text with a copy button; 'lines': a list one per line; 'money':
 * '$' and two decimals; 'url': a link opening in a new tab (http and https only); 'email': a
 * mailto link; 'image': a thumbnail that opens larger; 'number': grouped digits; 'currency': an
 * amount in `currency`; 'percent': a ratio as a percentage (0.125 is 12.50%).
 */
export type CellDisplay =
  | 'text'
  | 'tag'
  | 'dateTime'
  | 'copy'
  | 'lines'
  | 'money'
  | 'url'
  | 'email'
  | 'image'
  | 'number'
  | 'currency'
  | 'percent';

export interface ColumnSpec {
  /** How the cell shows the value (default 'text', or the field kind's own cell). */
  display?: CellDisplay;
  /** Decimals of a 'number', 'currency' or 'percent' cell (default: 0, 2 and 2). */
  decimals?: number;
  /** The ISO currency of a 'currency' cell (default 'USD'). */
  currency?: string;
  /** The cell shows only where this holds ('--' elsewhere), e.g. ids only when Live. */
  shownWhen?: Condition;
  /**
   * Text of a tooltip on the cell (e.g. a failed row's remark); none when it returns nothing.
   * Issue 5 (information, users) can use it for 'A Failed status shows its remark'.
   */
  tooltip?: (record: Values) => string | undefined;
  /** Turns the value (and record) into the text shown. */
  format?: (value: unknown, record: Values) => string;
  /**
   * The column header sorts the list: the API is asked for the sort (`sort_field` = the field's
   * key, `sort_order` asc or desc), so it orders every page, not only the one shown.
   */
  sortable?: boolean;
  /** A cell drawn by a part from resources/custom (a switch, a preview link...), loaded lazily. */
  component?: LazyPart<CustomCellProps>;
  /**
   * Hidden until the user shows it in the list's column settings: a column needed less often,
   * left out so that the list fits a 1366 px screen (every column fits at 1920 px).
   */
  offByDefault?: boolean;
}

export interface CustomCellProps {
  value: unknown;
  record: Values;
  schema: ResourceSchema;
}

export interface FilterSpec {
  /** Query parameter name (default: the field key). */
  param?: string;
  /** 'dateRange': a range picker sent as two parameters (`params`, dates as YYYY-MM-DD). */
  kind?: 'text' | 'select' | 'dateRange';
  params?: [string, string];
  /** Adds an 'All' choice (value '') before the options. */
  withAll?: boolean;
  placeholder?: string;
  /** Filter choices when they differ from the field's own options. */
  options?: OptionSource;
}

export interface FormSpec {
  /** Form label when it differs from the column label. */
  label?: string;
  rules?: Rule[];
  /** false: left out of the edit form (e.g. a password set on create). */
  onEdit?: boolean;
  /** Read-only on edit; a condition locks it only for records where it holds (e.g. active widgets). */
  lockedOnEdit?: boolean | Condition;
  /** The value follows the other values and cannot be typed (e.g. OS from the app store). */
  derive?: (values: Values) => unknown;
  visibleWhen?: Condition;
  /** When false the field is disabled and its value cleared. */
  enabledWhen?: Condition;
  /** Rules apply only while this holds (default: always). */
  requiredWhen?: Condition;
  initial?: unknown;
  placeholder?: string;
  /** Text before the input (e.g. the host of a site link). */
  prefix?: string;
  /** false: a text kind's value is sent untrimmed (default true for text kinds). */
  trim?: boolean;
  /**
   * How the value is cleaned before it is sent, in order (after the default trim): named
   * transforms or a function. The form and the embedded API apply the same (model/transforms.ts).
   */
  transform?: Transform[];
}

/** A named value transform (model/transforms.ts); a list of texts is transformed entry by entry. */
export type TransformName = 'trim' | 'lowercase' | 'uppercase' | 'collapseSpaces' | 'stripProtocol';
/** A named transform, or a function of the value (and the form's other values) for the rest. */
export type Transform = TransformName | ((value: unknown, values: Values) => unknown);

interface FieldBase<Key extends string> {
  key: Key;
  label: string;
  options?: OptionSource;
  /** Option values not offered to this user (identity from the authProvider), e.g. by company. */
  hiddenOptions?: (identity: Values) => readonly (string | number)[];
  column?: ColumnSpec | boolean;
  filter?: FilterSpec | boolean;
  form?: FormSpec;
}

/** The kinds that need no spec of their own. */
export type PlainFieldKind = Exclude<FieldKind, 'lookup' | 'pairs' | 'reference'>;

/**
 * A field of a resource; `Key` is the row's key type (any string for an untyped schema), `Row` the
 * row itself (what a lookup's `fills` and `chosenLabel` are checked against). Each kind brings the
 * options it needs: a 'lookup' its `lookup` spec, a 'pairs' its `pairs`, a 'reference' its
 * `reference`.
 */
export type FieldDef<Key extends string = string, Row = Values> = FieldBase<Key> &
  (
    | { kind?: PlainFieldKind; lookup?: never; pairs?: never; reference?: never }
    | { kind: 'lookup'; lookup: RowLookup<Row>; pairs?: never; reference?: never }
    | { kind: 'pairs'; pairs: PairsSpec; lookup?: never; reference?: never }
    | { kind: 'reference'; reference: ReferenceSpec; lookup?: never; pairs?: never }
  );

export interface ApiCall<Path extends string = string> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path with {placeholders} filled from the scope and the record. */
  path: Path;
  base?: ApiBase;
  /** Paging parameter names. */
  paging?: { page: string; size: string };
  /** Where the rows and total sit in `data` (default 'list' and 'total'; an array `data` is the rows). */
  rowsKey?: string;
  /**
   * A list's parameter taking several ids, comma-separated (default 'ids'): how the labels of the
   * references on a page are fetched in one call.
   */
  ids?: string;
  totalKey?: string;
  /** Shapes the request body from the form values (default: the values). */
  body?: (values: Values, scope: Values) => Values;
  /**
   * The shape of what `body` makes (src/calls/requests.ts), sent as the query of a GET or DELETE:
   * not checked at run time, docs/openapi.json describes the call with it.
   */
  request?: ZodMiniType;
  /** Fixed query parameters. */
  query?: Values;
  /**
   * The request body or answer fields that hold secrets beyond the secret-named ones (a password,
   * a token): hidden wherever the embedded API records what was sent (the activity log).
   */
  secret?: readonly string[];
  /**
   * The records of a data-scope kind the call names (a zone list's site in its path, a new ad
   * unit's app in its body): the embedded API refuses the call when one is outside the caller's
   * data scope, before its handler runs (docs/api.md, "Authorization").
   */
  scope?: readonly CallScope[];
}

/**
 * Row action kinds every resource can use. `access` names the action the accessControlProvider
 * is asked about for the row (useCan with { record }); a refused action shows disabled.
 */
export type RowAction =
  /** `bulk`: also offered for many rows, each saved again with `api.update` as it is (a Retry). */
  (
    | { kind: 'edit'; label?: string; enabledWhen?: Condition; bulk?: true | BulkSpec }
    /** Opens the schema's form read-only (mode 'view'). */
    | { kind: 'view'; label?: string; enabledWhen?: Condition }
    /** Calls the API for the row (path placeholders from the record), after `confirm` when given. */
    | {
        kind: 'call';
        label: string;
        call: ApiCall;
        /** A question asked first; `{{key}}` placeholders are filled from the record. */
        confirm?: Text;
        /** The confirmation's OK button (default 'Confirm'), e.g. 'Has Been Successful'. */
        okText?: string;
        /** Success and failure toasts (failure default: the server's msg). */
        done?: string;
        failed?: string;
        danger?: boolean;
        enabledWhen?: Condition;
        /**
         * The fields the call changes on the record (Pause: `{ status: 2 }`): the row shows them at
         * once and the call waits a few seconds, with Undo, as a DELETE's does (its row disappears).
         */
        sets?: Values;
        /** Also offered for many rows in the selection bar, with the same call for each. */
        bulk?: true | BulkSpec;
      }
    | {
        kind: 'navigate';
        label: string;
        to: string;
        /** Session-storage entries written before navigating (page state such as the site id). */
        session?: (record: Values) => Record<string, string>;
        /** List filters the target opens with (its URL state), e.g. the app name for its ad units. */
        filters?: (record: Values) => Values;
        /** A warning shown instead of navigating, when it returns text (e.g. an app under review). */
        refusal?: Text;
        enabledWhen?: Condition;
      }
    /** Downloads a file the API answers (ads.txt...); path placeholders and query from the record. */
    | {
        kind: 'download';
        label: string;
        call: ApiCall;
        fileName: (record: Values) => string;
        enabledWhen?: Condition;
      }
    /** A modal with a text (a link, a code snippet) and a Copy button. */
    | {
        kind: 'copy';
        label: string;
        title: string;
        text: (record: Values) => string;
        enabledWhen?: Condition;
      }
    | {
        kind: 'custom';
        label: string;
        /** A part from resources/custom, loaded lazily. */
        component: LazyPart<CustomActionProps>;
        enabledWhen?: Condition;
        /** Also offered for many rows: a custom part's call for one row is declared here. */
        bulk?: BulkSpec & { call: ApiCall };
      }
  ) & {
    access?: string;
    /** The action shows only on rows where this holds (default: every row). */
    visibleWhen?: Condition;
    /** Why the action is disabled where its enabledWhen does not hold: the disabled button's tooltip. */
    disabledReason?: string;
  };

/**
 * A row action offered for the rows selected in a list (its selection bar): asked once naming the
 * count, made for each row with the single action's conditions and access, with progress and a
 * summary. `true`: the defaults below.
 */
export interface BulkSpec {
  /** The call for one row, filled from the row (a call action's default: its own call). */
  call?: ApiCall;
  /** Rows called at the same time (default 3); 1: one after another. */
  concurrency?: number;
  /** The question, one row and `{{count}}` rows, and the summary (`{{done}}` of `{{total}}`). */
  texts?: { one: string; many: string; result: string };
  /** Why an answer means the row was not done (its failure in the summary); undefined: done. */
  failure?: (answer: unknown) => string | undefined;
}

/** Buttons above a list, beside the create button. */
export type ToolbarAction =
  /** The list call's export twin with the current filters, saved as CSV ('export file failed'). */
  | { kind: 'export'; label: string; call: ApiCall; fileName: string }
  | { kind: 'link'; label: string; to: string }
  | {
      kind: 'custom';
      label: string;
      /** A part from resources/custom, loaded when first clicked. */
      component: LazyPart<ToolbarActionProps>;
    };

export interface ToolbarActionProps {
  schema: ResourceSchema;
  label: string;
  onClose: () => void;
  /** Reload the list. */
  refresh: () => void;
}

export interface CustomActionProps {
  record: Values;
  schema: ResourceSchema;
  label: string;
  disabled: boolean;
  /** Reload the list. */
  refresh: () => void;
  /**
   * The action's one-at-a-time run (resources/actions/actionRuns.ts): a part whose action is also
   * offered in bulk takes it while its call runs, so the selection bar and other rows wait.
   */
  runKey: string;
}

/**
 * How a record is switched on and off (a status switch, Pause and Activate): the status field, its
 * two values and the call that sets one record's status. The call's path and body are filled from
 * the record with the status to set (e.g. `{ ...record, status: 1 }`). It gives the list its bulk
 * Enable and Disable.
 */
export interface StatusToggleSpec<Key extends string = string> {
  key: Key;
  on: number | string;
  off: number | string;
  call: ApiCall;
  /** The action the accessControlProvider is asked about for each row (e.g. 'status'). */
  access?: string;
  /**
   * The status column as a switch that makes `call` for its row after a question (the switch's
   * texts are the status options' labels). `{{name}}` in a question is the record's name.
   */
  switch?: StatusSwitchSpec;
}

/** The question before a status switch changes a record, and the toasts after. */
export interface StatusSwitchSpec {
  enable: { title: string; content: string };
  disable: { title: string; content: string };
  done: string;
  failed: string;
}

/** Page state a list needs from session storage (e.g. the zone list's site). */
export interface ScopeSpec {
  /** scope key -> session-storage key */
  session: Record<string, string>;
  /** Where to go when a key is missing. */
  redirectTo: string;
  /** Header line shown above the list; `{{key}}` placeholders are filled from the scope. */
  describe: Text;
}

/** The kinds of record a user group's data scope grants (User Group > Setting > Data). */
export type DataScopeKind = 'content_site' | 'app' | 'search_site';

/**
 * Where a call names a record of a data-scope kind, and how that leads to the scoped id: `id` the
 * value is the record's own id, `name` its name, or a resource's name: the id of a record of that
 * resource, which belongs to the scope as its schema's `dataScope` says (`zone`: a zone id, its
 * site; `link`: a landing-page link id, its search site).
 */
export interface CallScope {
  kind: DataScopeKind;
  from: 'path' | 'query' | 'body';
  field: string;
  via: 'id' | 'name' | (keyof ResourceRows & string);
}

/**
 * How a record belongs to the caller's data scope: through its reference (`via`, a row key) to a
 * record of a scoped kind (`owner`), by that record's id (default) or its name (`by: 'name'`: a
 * site's domain, an app's name). `{ owner: 'content_site', via: 'site_id' }`: a user sees, makes
 * and changes only the records of the sites their groups grant.
 */
export interface DataScopeSpec<Key extends string = string> {
  owner: DataScopeKind;
  via: Key;
  by?: 'id' | 'name';
}

/** The names of a resource that its label does not give (model/labels.ts derives the rest). */
export interface LabelOverrides {
  /** The list card's title (default: the label), e.g. 'Widget List' for a menu entry 'List'. */
  title?: string;
  /** One record's name (default: the label without ' List'), e.g. 'Landing Page' for 'Landing Pages'. */
  record?: string;
  /** The create button and form title (default 'Add <record>'), e.g. 'Create Link'. */
  create?: string;
  /** The edit form's title (default 'Edit <record>'), e.g. 'Retry Site'. */
  edit?: string;
}

/**
 * A resource: `Row` is the record type, so keys, filter order, default sort and record paths are
 * checked against it (see defineResource). Untyped code reads the erased `ResourceSchema`.
 */
export interface ResourceSchema<Row = Values> {
  name: string;
  /**
   * The screen's name: menu entry, breadcrumb and list title. The record's name ('Site' for 'Site
   * List') and the form titles ('Add Site', 'Edit Site', 'View Site') derive from it
   * (model/labels.ts); `labels` overrides any of them.
   */
  label: string;
  /** Names that differ from what `label` gives (model/labels.ts). */
  labels?: LabelOverrides;
  /** The list screen's route; absent for a resource shown inside another screen (e.g. a tab). */
  route?: string;
  /**
   * A resource without a `route`: the address of the screen showing its list, with what picks it
   * there (a tab: '/account/user?tab=group'). The command palette opens found records there.
   */
  listAddress?: string;
  /** Menu path that grants access to this screen (default: route). */
  accessPath?: string;
  idKey: RowKey<Row>;
  /**
   * The field naming one record to a person (a site's domain, an app's name): references to this
   * resource show it, and the data scope's trees list the records by it. Declared once, here.
   */
  recordLabel?: RowKey<Row>;
  /**
   * The field whose list filter finds records by name, when `recordLabel` has no text filter of its
   * own (an app's `keyword`: its name or ID), or the fields, when a record is known by several (a
   * link by its site or its main keyword). The command palette searches records with it.
   */
  recordSearch?: RowKey<Row> | RowKey<Row>[];
  /**
   * A record's name when no one field gives it (a link: its site and main keyword), for the command
   * palette; `recordLabel` is used where it is declared.
   */
  recordName?: (record: Values) => string;
  /**
   * The records are themselves one of the data scope's kinds (a content site, an app, a search
   * site): the embedded API keeps each user to the records their groups grant, grants a new one
   * to its creator's groups, and lists them in the group Data tree by `recordLabel`.
   */
  owns?: DataScopeKind;
  /**
   * `show`: the record's detail, loaded when its form opens (edit, view). `delete`: removes a
   * record (a 'call' row action can use it); the generic embedded API answers it. Update, show and
   * delete act on one record, so their paths name a row key in braces.
   */
  api: {
    list: ApiCall;
    create?: ApiCall;
    update?: ApiCall<RecordPath<RowKey<Row>>>;
    show?: ApiCall<RecordPath<RowKey<Row>>>;
    delete?: ApiCall<RecordPath<RowKey<Row>>>;
  };
  toolbar?: ToolbarAction[];
  /** Record -> form values, when the API nests what the form shows flat (e.g. utm_param). */
  toForm?: (record: Values) => Values;
  /** A warning above the form (view and edit) for records where it returns text. */
  formNotice?: Text;
  fields: FieldDef<RowKey<Row>, Row>[];
  rowActions?: RowAction[];
  /** Switching records on and off; with a Delete row action, it gives the list row selection and bulk actions. */
  statusToggle?: StatusToggleSpec<RowKey<Row>>;
  scope?: ScopeSpec;
  /** How a record belongs to the caller's data scope (the embedded API keeps each user to theirs). */
  dataScope?: DataScopeSpec<RowKey<Row>>;
  messages?: {
    created?: string;
    createFailed?: string;
    updated?: string;
    updateFailed?: string;
    /** Toast when the form is submitted with broken fields. */
    incomplete?: string;
    /** Toast when the detail (api.show) cannot be loaded; the modal closes. */
    loadFailed?: string;
  };
  /** Filter order when it differs from the field order. */
  filterOrder?: RowKey<Row>[];
  /** Default list sort. */
  defaultSort?: { field: RowKey<Row>; order: 'asc' | 'desc' };
  /** A form part from resources/custom used instead of the generic form (create, edit, view). */
  form?: LazyPart<CustomFormProps>;
  /** The schema's menu entry (mock menu); false keeps a routed screen out of the menu. */
  menu?: MenuSpec | false;
  /** Rows the generic embedded API starts with (default: a few rows made from the field kinds). */
  seed?: Values[];
  /**
   * This resource's own texts in other languages (English text → translation), for texts the
   * console's catalogues do not hold: a new resource stays one file, in every language.
   */
  translations?: { 'zh-CN'?: Record<string, string> };
}

/**
 * Where a schema's screen sits in the menu. Without it a routed schema gets an entry under the
 * group of its route's first segment (e.g. '/searchAds'), unless its accessPath points elsewhere.
 */
export interface MenuSpec {
  /** Path of the parent group, e.g. '/searchAds'; none puts the entry at the top level. */
  parent?: string;
  /** Position among its siblings (the menu's `sort`). */
  order?: number;
  /** Icon name of a top-level entry (home, site, account, report, app, search, widget, integration). */
  icon?: string;
  /** Menu id that group grants refer to; default: a stable number derived from the route. */
  id?: number;
  /** Menu text when it differs from the label (model/labels.ts). */
  name?: string;
  /**
   * A screen beyond what every API host offers: the entry shows only where the host answers the
   * list call; a 404 leaves it out of the menu (and so the screen is not opened).
   */
  probe?: boolean;
}

export interface CustomFormProps {
  schema: ResourceSchema;
  mode: 'create' | 'edit' | 'view';
  record?: Values;
  scope: Values;
  onClose: () => void;
}
