import type { ApiBase } from '../../config';
import type { CallScope } from '../../model/types';

/** The API base a call is under: main (`/gamebridge-manager/v1`), v2 (`/gamebridge/v2`) or the image host. */
export type CallBase = 'v1' | 'v2' | 'image';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may make a call: anyone (no sign-in), every signed-in user, or a signed-in user whose menu
 * holds at least one of these menu paths.
 */
export type CallAccess = 'public' | 'signed-in' | { menu: string[] };

/**
 * Where a call names a record of a data-scope kind, and how that leads to the scoped id:
 * `id` the value is the record's own id, `name` its name (a site's domain, an app's name), or
 * a resource's name: the id of a record of that resource, whose `dataScope` names its owner
 * (`zone`: a zone id, its site is checked; `link`: a landing-page link id, its search site).
 */
export type ScopeLocator = CallScope;

/** One row of the authorization table. `path` is under its base, with `{param}` placeholders. */
export interface AccessRule {
  method: CallMethod;
  base: CallBase;
  path: string;
  access: CallAccess;
  scope: ScopeLocator[];
  /** The call an API Security token may make too: a report read of the Report API screen. */
  apiKey?: true;
}

/** `GET v1 /ssp_publisher/app/list`: how a call is written in the table and in docs/api.md. */
export const callKey = (rule: Pick<AccessRule, 'method' | 'base' | 'path'>) =>
  `${rule.method} ${rule.base} ${rule.path}`;

/** The table's name of a call base: `main` is `v1`. */
export const baseOf = (base: ApiBase | undefined): CallBase =>
  base === 'v2' ? 'v2' : base === 'image' ? 'image' : 'v1';
