import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ReportConfig, ReportState } from './types';
import { defaultState, linkDateProblem, readState, writeState } from './urlState';

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
  /** Back to the defaults of a tab (the current one unless told). */
  const reset = useCallback(
    (tab?: string) => {
      setDateNotice(undefined);
      setParams(writeState(defaultState(config, tab ?? readState(config, params).tab)));
    },
    [config, params, setParams],
  );
  return { state, update, reset, dateNotice, dismissDateNotice: () => setDateNotice(undefined) };
}
