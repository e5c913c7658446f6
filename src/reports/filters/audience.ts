import { NO_GROSS_REVENUE_COMPANY_IDS } from '../../config';
import type { ColumnDef, ReportAudience, ReportView } from '../types';

/**
 * With no dimension ticked the table leads with this column, so the Total row has its label and
 * the one row under it says which dates it sums.
 */
export const RANGE_COLUMN: ColumnDef = { key: '__range', title: 'Date Range' };

const fits = (audience: ReportAudience, item: { line?: string }) =>
  !item.line || item.line === audience.cooperationLine;

/**
 * The view as this audience sees it: filters, dimensions and metrics of another cooperation line
 * removed, and restricted metrics (GrossRevenue, ECpm) removed for the configured companies.
 */
export function viewFor(
  view: ReportView,
  audience: ReportAudience,
  restrictedCompanies: readonly string[] = NO_GROSS_REVENUE_COMPANY_IDS,
): ReportView {
  const restricted = Boolean(audience.companyId && restrictedCompanies.includes(audience.companyId));
  const order = audience.cooperationLine && view.metricOrder?.[audience.cooperationLine];
  const rank = (key: string) => (order ? order.indexOf(key) : 0);
  const metrics = view.metrics
    .filter((metric) => fits(audience, metric) && !(restricted && metric.restricted))
    .sort((a, b) => rank(a.key) - rank(b.key));
  const offered = new Set(metrics.map((metric) => metric.key));
  return {
    ...view,
    filters: view.filters.filter((filter) => fits(audience, filter)),
    dimensions: view.dimensions.filter((dimension) => fits(audience, dimension)),
    metrics,
    defaultMetrics: (view.defaultMetrics ?? metrics.map((metric) => metric.key)).filter((key) =>
      offered.has(key),
    ),
  };
}

/**
 * The table's columns, left to right: each chosen dimension's columns (the Date Range column when
 * none is chosen), then the visible metrics.
 */
export function visibleColumns(view: ReportView, dimensions: string[], metrics: string[]): ColumnDef[] {
  const chosenDimensions = view.dimensions.filter((dimension) => dimensions.includes(dimension.value));
  const shownMetrics = view.metrics.filter((metric) => metrics.includes(metric.key));
  const dimensionColumns = chosenDimensions.flatMap((dimension) => dimension.columns);
  return [...(dimensionColumns.length ? dimensionColumns : [RANGE_COLUMN]), ...shownMetrics];
}
