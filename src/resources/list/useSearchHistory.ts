import { parseTableParams, type CrudFilter } from '@refinedev/core';
import type { FormInstance } from 'antd';
import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router';
import { sameSearch } from '../../common/sameSearch';
import { filterFormValues } from './filters';
import type { ResourceSchema, Values } from '../../model/types';

interface ListSearch {
  filters: CrudFilter[];
  setFilters: (filters: CrudFilter[], behavior?: 'merge' | 'replace') => void;
  setCurrentPage: (page: number) => void;
  form: FormInstance;
}

/**
 * Back and Forward walk through a list's searches. Each search is an entry of its own in the
 * history (the router provider pushes when the filters in the address change,
 * providers/router/routerProvider.ts); Refine's table reads the address only when it starts, so when
 * Back or Forward brings another search's address, the table's filters, page and filter form
 * follow it here.
 *
 * The router is listened to directly rather than through `useLocation()`: the router renders a
 * navigation as a React transition, and a Back that comes before the last search's push was
 * rendered lands on the location React already shows (same key), so no render would say that the
 * table and its address now differ.
 */
export function useSearchHistory(schema: ResourceSchema, list: ListSearch): void {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { pathname } = useLocation();
  const latest = useRef(list);
  useEffect(() => {
    latest.current = list;
  });
  useEffect(() => {
    if (!router) return undefined;
    // The router tells every change of its state (a blocker added, a fetcher), and its history
    // action stays 'POP' until the next navigation: only a new location is a Back or Forward.
    let seen = router.state.location.key;
    return router.subscribe((state) => {
      if (state.location.key === seen) return;
      seen = state.location.key;
      if (state.historyAction !== 'POP' || state.location.pathname !== pathname) return;
      const { filters, setFilters, setCurrentPage, form } = latest.current;
      const { parsedFilters, parsedCurrentPage } = parseTableParams(state.location.search || '?');
      if (sameSearch(parsedFilters, filters)) return;
      setFilters(parsedFilters, 'replace');
      setCurrentPage(Number(parsedCurrentPage) || 1);
      form.resetFields();
      form.setFieldsValue(filterFormValues(schema, parsedFilters) as Values);
    });
  }, [router, pathname, schema]);
}
