import type { ResourceSchema, Values } from '../../model/types';
import type { MockUser } from '../store/seed';

/**
 * What the generic handler needs to know of a shipped resource beyond its schema: only what is
 * irregular (where its rows live, its own "not found", what the server sets on a new record...).
 * Every key is optional; a resource added as a schema file alone needs none.
 */
export interface ServedResource {
  /** Where the rows are kept (default: the table `schema:<name>`, seeded from the schema). */
  rows?: () => object[];
  /** The id of a new record (default: the highest + 1). */
  newId?: () => number;
  /** The refusal of a record that does not exist (default `'<label> <id> not found'`). */
  notFound?: string;
  /** Keys no two records share (compared without case when `ignoreCase`), and the refusal. */
  unique?: { keys: string[]; ignoreCase?: boolean; message: (values: Values) => string };
  /** The records the caller may see at all, before any filter (e.g. those of their company). */
  visible?: (rows: Values[], user: MockUser) => Values[];
  /** The list's order before the sort asked for (default: newest first, then by id). */
  order?: (a: Values, b: Values) => number;
  /** Text filters beyond the schema's own: query parameter -> the row keys it searches. */
  search?: Record<string, string[]>;
  /** Filter parameters matched whole rather than in part (an id typed in a text filter). */
  exact?: string[];
  /** Filter parameters the resource answers its own way: whether a row matches the value asked. */
  filters?: Record<string, (row: Values, wanted: string) => boolean>;
  /** The refusal of a path whose scope (its placeholders but the id) names no record, e.g. no such site. */
  within?: (params: Record<string, string>) => string | undefined;
  /**
   * The values a request body sets, when the resource reads them its own way (default: the form's
   * fields); given the record on an edit.
   */
  values?: (body: Values, record?: Values) => Values;
  /** What the server makes of the values before checking them (e.g. a link's site type follows its site). */
  accepted?: (values: Values) => Values;
  /**
   * Why a record cannot be changed at all, or not by this request body or caller, checked before
   * its values (e.g. one under review): a message, or an answer of its own (an authorization
   * refusal). Asked on a create too, without a record.
   */
  locked?: (record: Values | undefined, body: Values, user: MockUser) => string | Response | undefined;
  /**
   * Why this caller may not delete a record, or change its status, as `locked` says it; a status
   * change is asked after the status sent is found to be one of the toggle's two.
   */
  kept?: Partial<
    Record<'delete' | 'status', (record: Values, user: MockUser) => string | Response | undefined>
  >;
  /** What a delete or a status change does besides, once done (e.g. signing a user out everywhere). */
  then?: Partial<Record<'delete' | 'status', (record: Values) => void>>;
  /** The refusal of a status that is not one of the toggle's two (default `'Status must be <on> or <off>'`). */
  badStatus?: string;
  /** A row as the list shows it (e.g. without its long text). */
  listed?: (row: Values) => Values;
  /** A stored record as a create, an edit or a status change answers it (default: as stored). */
  answered?: (record: Values) => Values;
  /** A record as its detail shows it (e.g. with what it refers to). */
  shown?: (record: Values) => Values;
  /** A refusal beyond the schema's rules (what needs the data set or the caller), checked after them. */
  refuse?: (values: Values, user: MockUser, record?: Values) => string | undefined;
  /**
   * A permission refusal of values that pass every other check (e.g. a new group granting more
   * than its creator holds): its text, answered as the authorization layer refuses.
   */
  forbidden?: (values: Values, user: MockUser, record?: Values) => string | undefined;
  /** What the server sets on a new record (given its values and id) besides the form's values (status, creator...). */
  created?: (record: Values, user: MockUser) => Values;
  /** What the server sets on an updated record (given as changed) besides the form's values (e.g. back to review). */
  updated?: (record: Values) => Values;
  /** The keys an export writes, given the list's columns in field order (default: those). */
  exportKeys?: (columns: string[]) => string[];
}

const served = new Map<string, ServedResource>();

/**
 * Tells the generic handler what is irregular about a shipped resource, once, at module load:
 * `serveResource(keywordSchema, { rows: keywords, notFound: 'Keyword not found' })`.
 */
export function serveResource(schema: ResourceSchema, spec: ServedResource): void {
  served.set(schema.name, spec);
}

/** What is irregular about a schema's resource (nothing, for a schema file alone). */
export const servedAs = (schema: ResourceSchema): ServedResource => served.get(schema.name) ?? {};
