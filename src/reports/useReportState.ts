import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ReportConfig, ReportState } from './types';
import { defaultState, readState, writeState } from './urlState';

/** The report's state, kept in the URL query so that a reload or a shared link shows the same report. */
export function useReportState(config: ReportConfig) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readState(config, params), [config, params]);
  const update = useCallback(
    (patch: Partial<ReportState>) => setParams(writeState({ ...readState(config, params), ...patch })),
    [config, params, setParams],
  );
  /** Back to the defaults of a tab (the current one unless told). */
  const reset = useCallback(
    (tab?: string) => setParams(writeState(defaultState(config, tab ?? readState(config, params).tab))),
    [config, params, setParams],
  );
  return { state, update, reset };
}
