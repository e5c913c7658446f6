import baseRouterProvider from '@refinedev/react-router';
import {
  parseTableParams,
  type CrudFilter,
  type GoConfig,
  type ParseResponse,
  type RouterProvider,
} from '@refinedev/core';
import { useCallback } from 'react';
import { FORM_PARAMS } from '../../common/formParams';
import { sameSearch } from '../../common/sameSearch';
import { useLiveLocation } from './liveLocation';

/** Percent-encodes every string and number in a query, however deeply nested. */
export function encodeQueryValues(value: unknown): unknown {
  if (typeof value === 'string' || typeof value === 'number') return encodeURIComponent(String(value));
  if (Array.isArray(value)) return value.map(encodeQueryValues);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encodeQueryValues(item)]));
  return value;
}

/** The parsed address without a form's parameters (`create`, `edit`, `view`). */
export function withoutFormParams(parsed: ParseResponse): ParseResponse {
  if (!parsed.params) return parsed;
  const params: Record<string, unknown> = { ...parsed.params };
  FORM_PARAMS.forEach((name) => delete params[name]);
  return { ...parsed, params };
}

/**
 * Refine puts every query parameter it parses into a list's meta, and so into the list's query
 * key: opening or closing a form (`?create`, `?edit=<id>`) would switch the list to another query
 * and show that query's cached rows, stale after a create. The form's parameters are left out
 * here; Refine's own address sync still keeps them, as it reads the location itself.
 */
function useParseWithoutForm() {
  const parse = baseRouterProvider.parse!();
  return useCallback(() => withoutFormParams(parse()), [parse]);
}

/**
 * The form parameters of the address as it is now. Refine's list sync keeps the query it read at
 * its last render: a form opened (or closed) between that render and the sync's navigation would
 * be dropped (or brought back). Each form parameter is set here from the live address instead
 * (undefined leaves it out). The router's state is the live address (hash or memory router alike).
 */
function liveFormParams(liveSearch: string): Record<string, string | undefined> {
  const live = new URLSearchParams(liveSearch);
  return Object.fromEntries(FORM_PARAMS.map((name) => [name, live.get(name) ?? undefined]));
}

/**
 * Refine's list sync replaces the address whatever changed. A new search (other filters than the
 * address holds) is pushed instead, so that Back brings the previous search back rather than
 * leaving the list (resources/list/useSearchHistory.ts follows it); a page or a sort stays a replace.
 */
function newSearch(config: GoConfig, liveSearch: string): boolean {
  const filters = (config.query as { filters?: CrudFilter[] } | undefined)?.filters;
  return filters !== undefined && !sameSearch(filters, parseTableParams(liveSearch || '?').parsedFilters);
}

/**
 * Refine's react-router bindings write query values unencoded (qs with `encode: false`), so a
 * filter value such as 'UTC+08:00' came back as 'UTC 08:00' after a reload or Back, and '&', '#'
 * or '%' broke the address. These bindings encode the values first; reading decodes them as before.
 */
function useEncodedGo() {
  const go = baseRouterProvider.go!();
  const liveLocation = useLiveLocation();
  return useCallback(
    (config: GoConfig) => {
      // 'to' (the page to return to after login) is encoded by the bindings themselves.
      const { to, ...rest } = (config.query ?? {}) as Record<string, unknown>;
      const liveSearch = liveLocation().search;
      const sameScreen = config.type === 'replace' && config.options?.keepQuery && !config.to;
      const query = {
        ...(encodeQueryValues(rest) as Record<string, unknown>),
        ...(to === undefined ? {} : { to }),
        ...(sameScreen ? (encodeQueryValues(liveFormParams(liveSearch)) as Record<string, unknown>) : {}),
      };
      const type = sameScreen && newSearch(config, liveSearch) ? 'push' : config.type;
      return go({ ...config, type, query: config.query || sameScreen ? query : undefined });
    },
    [go, liveLocation],
  );
}

export const routerProvider: RouterProvider = {
  ...baseRouterProvider,
  go: useEncodedGo,
  parse: useParseWithoutForm,
};
