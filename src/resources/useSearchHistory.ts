import { parseTableParams, type CrudFilter } from '@refinedev/core';
import type { FormInstance } from 'antd';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { sameSearch } from '../common/sameSearch';
import { filterFormValues } from './filters';
import type { ResourceSchema, Values } from '../model/types';

interface ListSearch {
  filters: CrudFilter[];
  setFilters: (filters: CrudFilter[], behavior?: 'merge' | 'replace') => void;
  setCurrentPage: (page: number) => void;
  form: FormInstance;
}

/**
 * Back and Forward walk through a list's searches. Each search is an entry of its own in the
 * history (the router provider pushes when the filters in the address change,
 * providers/routerProvider.ts); Refine's table reads the address only when it starts, so when
 * Back or Forward brings another search's address, the table's filters, page and filter form
 * follow it here.
 */
export function useSearchHistory(schema: ResourceSchema, list: ListSearch): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const latest = useRef(list);
  useEffect(() => {
    latest.current = list;
  });
  useEffect(() => {
    if (navigationType !== 'POP') return;
    const { filters, setFilters, setCurrentPage, form } = latest.current;
    const { parsedFilters, parsedCurrentPage } = parseTableParams(location.search || '?');
    if (sameSearch(parsedFilters, filters)) return;
    setFilters(parsedFilters, 'replace');
    setCurrentPage(Number(parsedCurrentPage) || 1);
    form.resetFields();
    form.setFieldsValue(filterFormValues(schema, parsedFilters) as Values);
    // Only a new entry of the history (its key) is a Back or Forward to follow.
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps
}
