import { http } from 'msw';
import { API_V2, fail, ok } from '../respond';
import { jsonBody, signedIn } from '../signedIn';
import type { MockUser } from '../seed';
import { localToday } from './days';
import { scopeOf } from '../scope';
import { runGraph, runReport, type FactFilter, type ReportModel, type ReportQuery } from './engine';
import { searchSiteIdOf } from './inventory';
import {
  appAdsModel,
  contentAdsModel,
  contentRevenueModel,
  keywordAfdModel,
  keywordAfsModel,
  revenueModel,
  searchAdsModel,
  trackingAfdModel,
  trackingAfsModel,
  userAnalyticsModel,
  widgetModel,
} from './models';
import { readReportQuery } from './query';

/** The permission message of the search ads report (shell spec section 8). */
export const SEARCH_PERMISSION_MSG =
  'Your account has no search ads data yet. Please contact your account manager to enable it.';

/** A reason to refuse a query beyond its shape, or nothing. */
type Guard = (query: ReportQuery, user: MockUser) => Response | undefined;

/**
 * A search ads query needs search sites in the user group's data scope: a scope with none, or a
 * site filter naming a site outside it, is refused with the permission message.
 */
const searchPermission: Guard = (query, user) => {
  const granted = scopeOf(user).search_site;
  if (granted === 'all') return undefined;
  const domains = Array.isArray(query.filters.domains) ? query.filters.domains : [];
  const outside = domains.some((domain) => !granted.has(searchSiteIdOf(String(domain)) ?? Number.NaN));
  return granted.size === 0 || outside
    ? fail('No permission for search ads data', { permission_msg: SEARCH_PERMISSION_MSG })
    : undefined;
};

/** The management spec's revenue report: from 2025-05-01, not in the future, at most 90 days. */
const revenueWindow: Guard = (query) => {
  if (query.start < '2025-05-01') return fail('The earliest date is 2025-05-01');
  if (query.end > localToday()) return fail('The date range cannot be in the future');
  const days = (Date.parse(query.end) - Date.parse(query.start)) / 86_400_000 + 1;
  return days > 90 ? fail('The date range cannot be longer than 90 days') : undefined;
};

/** The facts of a model the user's data scope grants (spec: reports follow the group's data scope). */
function visibleTo(model: ReportModel, user: MockUser): FactFilter {
  const scope = model.scopedBy;
  if (!scope) return () => true;
  const granted = scopeOf(user)[scope.kind];
  if (granted === 'all') return () => true;
  return (fact) => granted.has(scope.idOf(fact.keys) ?? Number.NaN);
}

/** POST <path> and POST <path>/export: the same answer, the export asking for page 1 of 9999. */
function reportCall(path: string, model: ReportModel, guard?: Guard) {
  const resolver = signedIn(async ({ request, user }) => {
    const query = readReportQuery(await jsonBody(request));
    if (typeof query === 'string') return fail(query);
    return guard?.(query, user) ?? ok(runReport(model, query, visibleTo(model, user)));
  });
  return [http.post(`${API_V2}${path}`, resolver), http.post(`${API_V2}${path}/export`, resolver)];
}

/** The metrics the content ads graph can draw (GET /report/metric). */
export const GRAPH_METRICS = [
  'GrossRevenue',
  'NetRevenue',
  'Impressions',
  'Clicks',
  'ECpm',
  'AdRequest',
  'FillRate',
  'Ctr',
];

export const reportCalls = [
  ...reportCall('/ssp_publisher/report', contentAdsModel),
  ...reportCall('/ssp_publisher/app/report', appAdsModel),
  ...reportCall('/ssp_publisher/search_ad/report', searchAdsModel, searchPermission),
  ...reportCall('/ssp_publisher/user_analytics/report', userAnalyticsModel),
  ...reportCall('/ssp_publisher/search/afs/report', keywordAfsModel),
  ...reportCall('/ssp_publisher/search/afd/report', keywordAfdModel),
  ...reportCall('/ssp_publisher/search/afs/trace/report', trackingAfsModel),
  ...reportCall('/ssp_publisher/search/afd/trace/report', trackingAfdModel),
  ...reportCall('/ssp_publisher/widget/report', widgetModel),
  ...reportCall('/ssp_publisher/revenue/report', revenueModel, revenueWindow),
  ...reportCall('/ssp_publisher/content/report', contentRevenueModel),

  http.post(
    `${API_V2}/ssp_publisher/report/graph`,
    signedIn(async ({ request, user }) => {
      const body = await jsonBody(request);
      const query = readReportQuery(body);
      if (typeof query === 'string') return fail(query);
      const metric = String(body.metric ?? '');
      if (!GRAPH_METRICS.includes(metric)) return fail('Please select a metric');
      const dimension = String(body.dimension || 'Total');
      return ok(runGraph(contentAdsModel, query, metric, dimension, visibleTo(contentAdsModel, user)));
    }),
  ),

  http.get(
    `${API_V2}/ssp_publisher/report/metric`,
    signedIn(() => ok(GRAPH_METRICS.map((metric) => ({ value: metric, label: metric })))),
  ),
];
