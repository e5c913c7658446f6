import type { ApiBase } from '../config';
import type { PlaceholdersOf } from '../model/defineResource';
import type { ZodMiniType } from 'zod/mini';
import type { CallScope } from '../model/types';

/*
 * How a call the console makes is declared: once, with its method, base, path, the parameters its
 * path names and who may make it. The console fills its path from here, the call layer finds its
 * declared answer by it, and the embedded API routes and authorizes it from the same declaration.
 */

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may make a call (docs/api.md, "Authorization"): anyone, every signed-in user, a user whose
 * menu holds one of these menu paths, the menu path of a schema resource, every report screen
 * (and the menu paths given beside it), or the reports whose configs read it (the report rules
 * grant it from the report registry).
 */
export type CallGrant =
  | 'public'
  | 'signed-in'
  | { menu: readonly string[] }
  | { resource: string }
  | { reports: true; menu?: readonly string[] }
  | 'reports reading it';

/** Where a call names a record of a data-scope kind (declared in the model: schema calls name them too). */
export type { CallScope };

/**
 * What answers a call in mock mode: `'generic'`, the generic schema handler (the call is one a
 * schema names), or the hand-written behaviour of the embedded API that answers it, named by its
 * module under src/mocks/handlers (`'account/auth'`); tests/unit/declaredCalls.test.ts checks
 * that the behaviour named holds a handler on the call's route.
 */
export type MockBehaviour = 'generic' | `${'account' | 'inventory' | 'reports'}/${string}`;

/** One call. `Params` types the values its path's {placeholders} are filled from. */
export interface CallDeclaration<Path extends string = string, Params = Record<string, unknown>> {
  method: CallMethod;
  /** The call base (default main, `/gamebridge-manager/v1`). */
  base?: ApiBase;
  /** The path under its base; `{name}` stands for one segment, filled from `Params`. */
  path: Path;
  /** Who may make it; the data-scope records it names, checked before its handler runs. */
  access: CallGrant;
  scope?: readonly CallScope[];
  /**
   * The request body or answer fields that hold secrets (a password, a token): hidden wherever the
   * embedded API records what was sent, beside every secret-named field (src/mocks/activity/changes.ts).
   */
  secret?: readonly string[];
  /** What answers it in mock mode. */
  mock: MockBehaviour;
  /**
   * The shape of its answer's `data` (./answers.ts), checked by the call layer before anything
   * reads it: a mistyped answer is a failed call with one message, never a crash further in.
   */
  answer?: ZodMiniType;
  /**
   * The shape of what it sends (./requests.ts), when it sends something: the JSON body of a POST or
   * PUT, the query of a GET or DELETE, or the multipart form of an upload (`fileUpload`). Not
   * checked at run time: docs/openapi.json describes the call with it (`npm run api:openapi`).
   */
  request?: ZodMiniType;
  /** It answers a file of this media type (a download, an image) instead of the envelope, unless refused. */
  download?: string;
  /** Type only: the parameters the path is filled from. */
  readonly params?: Params;
}

/** Nothing more to check, or the message TypeScript shows at `path` (the placeholders naming no parameter). */
type PathChecked<Path extends string, Params> = [Exclude<PlaceholdersOf<Path>, keyof Params>] extends [never]
  ? unknown
  : { path: Path & { 'a placeholder names no parameter': Exclude<PlaceholdersOf<Path>, keyof Params> } };

/**
 * Declares a call whose path placeholders name keys of `Params`:
 * `declareCall<{ id: number }>()({ method: 'GET', path: '/x/{id}', access: 'signed-in' })`.
 * A path without placeholders needs no `Params` (`declareCall()({...})`).
 */
export function declareCall<Params extends object = Record<never, never>>() {
  return <const Call extends CallDeclaration<string, Params>>(
    call: Call & PathChecked<Call['path'], Params>,
  ): Call & CallDeclaration<Call['path'], Params> => call;
}

/** The call's path with its placeholders filled (each value URI-encoded; a missing one is an error). */
export function fillPath<Path extends string, Params>(
  call: CallDeclaration<Path, Params>,
  params: Params & Record<PlaceholdersOf<Path>, unknown>,
): string {
  return call.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = (params as Record<string, unknown>)[key];
    if (value === undefined || value === null || value === '') {
      throw new Error(`missing path parameter ${key} for ${call.path}`);
    }
    return encodeURIComponent(String(value));
  });
}
