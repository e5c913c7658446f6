import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ReportConfig, ReportState } from './types';
import { COLUMNS_PARAM, defaultState, linkDateProblem, readState, writeState } from './urlState';

/**
 * The report's state, kept in the URL query so that a reload or a shared link shows the same report.
 * A link whose dates cannot be used is corrected in the address, and `dateNotice` says why.
 */
export function useReportState(config: ReportConfig) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readState(config, params), [config, params]);
  const [dateNotice, setDateNotice] = useState<string>();
  const problem = linkDateProblem(config, params);
  useEffect(() => {
    if (!problem) return;
    setDateNotice(problem);
    setParams(writeState(readState(config, params)), { replace: true });
  }, [problem, config, params, setParams]);
  const update = useCallback(
    (patch: Partial<ReportState>) => {
      setDateNotice(undefined);
      setParams(writeState({ ...readState(config, params), ...patch }));
    },
    [config, params, setParams],
  );
  /**
   * Back to the defaults of a tab (the current one unless told). The comparison with the previous
   * period stays as it is: like the chosen columns, it is a way of looking, not a filter.
   */
  const reset = useCallback(
    (tab?: string) => {
      setDateNotice(undefined);
      const { tab: current, compare } = readState(config, params);
      setParams(writeState({ ...defaultState(config, tab ?? current), compare }));
    },
    [config, params, setParams],
  );
  /** Opens a whole query at once (a saved view): its dates, filters, dimensions, sort and columns. */
  const apply = useCallback(
    (query: URLSearchParams) => {
      setDateNotice(undefined);
      setParams(query);
    },
    [setParams],
  );
  const columnsParam = params.get(COLUMNS_PARAM);
  /** Visible columns a link or an applied view names, until they are taken (`takeLinkColumns`). */
  const linkColumns = useMemo(
    () => (columnsParam === null ? undefined : columnsParam.split(',').filter(Boolean)),
    [columnsParam],
  );
  const takeLinkColumns = useCallback(() => {
    setParams(writeState(readState(config, params)), { replace: true });
  }, [config, params, setParams]);
  return {
    state,
    update,
    reset,
    apply,
    linkColumns,
    takeLinkColumns,
    dateNotice,
    dismissDateNotice: () => setDateNotice(undefined),
  };
}
