import * as z from 'zod/mini';
import type { ZodMiniType } from 'zod/mini';
import type { $ZodObject } from 'zod/v4/core';
import type { ApiBase } from '../../config';
import type { ContractCall, QueryParameter } from '../../calls/openapi/types';
import { choicesAnswer, choicesOf, lookupAnswer } from '../../calls/answers';
import type { LookupSpec, RemoteOptions, Values } from '../../model/types';

/*
 * What one place of the console says about a call it makes (a declaration, a schema's list, a
 * field's lookup, a report tab...): the contract's collector (./contractCalls.ts) merges the
 * drafts of one call into one operation.
 */

export interface Draft extends Pick<
  ContractCall,
  | 'method'
  | 'base'
  | 'path'
  | 'operationId'
  | 'summary'
  | 'tag'
  | 'query'
  | 'body'
  | 'upload'
  | 'answer'
  | 'file'
  | 'versioned'
  | 'pathExamples'
> {
  /** Anyone may make it, without a token (a declaration's `access: 'public'`). */
  open?: boolean;
  /** Messages the embedded API refuses it with (HTTP 200, code 400), beyond docs/api.md's. */
  messages?: string[];
  /**
   * Which draft of a call names it (its id, summary, body and answer): a declaration (0), a
   * schema's api call (1), its other calls (2), a report's (3); the lowest first.
   */
  rank: number;
}

/** How a draft names its call (operationId unique; the collector numbers a repeated one). */
export type Naming = Pick<Draft, 'operationId' | 'summary' | 'tag' | 'rank'>;

/** Query parameters that a caller may send, all optional. */
export const optionalQuery = (shapes: Record<string, ZodMiniType>): Record<string, QueryParameter> =>
  Object.fromEntries(Object.entries(shapes).map(([name, shape]) => [name, { shape, required: false }]));

/** A declared query shape's keys as parameters, required unless optional. */
export function queryParameters(shape: ZodMiniType): Record<string, QueryParameter> {
  const { def } = (shape as unknown as $ZodObject)._zod;
  return Object.fromEntries(
    Object.entries(def.shape ?? {}).map(([name, inner]) => [
      name,
      { shape: inner as never, required: inner._zod.optin !== 'optional' },
    ]),
  );
}

/** A fixed query (`{ page_size: 999 }`): each value sent, as its one example. */
export const fixedQuery = (query: Values | undefined): Record<string, QueryParameter> =>
  Object.fromEntries(
    Object.entries(query ?? {}).map(([name, value]) => [
      name,
      { shape: typeof value === 'number' ? z.number() : z.string(), required: true, examples: [value] },
    ]),
  );

/** `site` → `Site`, `ads.txt` → `AdsTxt`: a part of an operation id. */
export const idPart = (text: string): string =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');

/** `content_ads revenue` → `contentAdsRevenue`. */
export const camelId = (text: string) => idPart(text).replace(/^./, (first) => first.toLowerCase());

const paging = (page = 'page_index', size = 'page_size') => ({ [page]: z.number(), [size]: z.number() });

/** A GET of this source's path under its base, named. */
const read = (source: { base?: ApiBase; path: string }, naming: Naming) => ({
  ...naming,
  method: 'GET' as const,
  base: source.base ?? 'main',
  path: source.path,
});

/** A paged search (a lookup): the typed text, the page, the fixed query; its rows are choices. */
export const lookupDraft = (spec: LookupSpec, naming: Naming): Draft => ({
  ...read(spec, naming),
  query: {
    ...optionalQuery({
      [spec.searchParam ?? 'keyword']: z.string(),
      ...paging(spec.pageParam, spec.sizeParam),
    }),
    ...(typeof spec.query === 'object' ? fixedQuery(spec.query) : {}),
  },
  answer: choicesAnswer(lookupAnswer(spec)),
});

/** A list of choices read once (a dictionary, a field's or a filter's remote options). */
export const choicesDraft = (
  source: Pick<RemoteOptions, 'base' | 'path' | 'query' | 'valueKey' | 'labelKey'> & { pick?: string },
  naming: Naming,
): Draft => ({
  ...read(source, naming),
  query: fixedQuery(source.query),
  answer: choicesAnswer(choicesOf(source)),
});
