import { createContext, useContext } from 'react';
import type { ReportConfig, ReportState, ReportView } from './types';

/** What one report screen holds: its config, the tab's view, its state and how to change it. */
export interface ReportScreen {
  config: ReportConfig;
  view: ReportView;
  state: ReportState;
  /** The tab's time zone when a time-zone tab is open (content ads). */
  lockedTimeZone?: string;
  update: (patch: Partial<ReportState>) => void;
  reset: () => void;
  /** Opens a saved view's query. */
  apply: (query: URLSearchParams) => void;
  /** Visible columns a link or an applied view names, taken once. */
  linkColumns?: string[];
  takeLinkColumns: () => void;
}

const ReportContext = createContext<ReportScreen | null>(null);

/** Given by the report page (ReportPage.tsx) to the parts of its open tab. */
export const ReportScreenProvider = ReportContext.Provider;

/** The report screen a part belongs to; a part is only ever drawn inside one. */
export function useReportScreen(): ReportScreen {
  const screen = useContext(ReportContext);
  if (!screen) throw new Error('A report part was drawn outside a report screen');
  return screen;
}
