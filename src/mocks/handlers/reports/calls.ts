import { http } from 'msw';
import { reportRegistry } from '../../../reports/registry';
import type { ReportConfig, ReportView } from '../../../reports/types';
import { API_V2, fail, ok, jsonBody } from '../../respond';
import { signedIn } from '../../calls/signedIn';
import { runGraph, runReport, type ReportModel } from './engine';
import { factsVisibleTo } from './scope';
import { genericModel } from './generic';
import { guardsOf, type Guard } from './guards';
import { HAND_TUNED_MODELS, tunedModel } from './models';
import { readReportQuery } from './query';

/**
 * The embedded API's report calls, from the report registry: each tab of each config answers its
 * call and its export with the model its `mock` names (the generic model by default), refusing what
 * its permission and date window refuse; a tab with a graph answers its graph and metric calls.
 */

/** The model of a report's tab: the hand-tuned one it names, else the generic one. */
export function modelOf(config: ReportConfig, view: ReportView): ReportModel {
  const name = view.mock?.model;
  if (!name) return genericModel(config, view);
  const tuned = HAND_TUNED_MODELS[name];
  if (!tuned) throw new Error(`Report ${config.id}, tab ${view.key}: no mock model named '${name}'`);
  return tunedModel(name, tuned, view);
}

/** POST <path> and POST <exportPath>: the same answer, the export asking for page 1 of 9999. */
function reportCall(view: ReportView, model: ReportModel, guard: Guard) {
  const resolver = signedIn(async ({ request, user }) => {
    const query = readReportQuery(await jsonBody(request));
    if (typeof query === 'string') return fail(query);
    return guard(query, user) ?? ok(runReport(model, query, factsVisibleTo(view, user)));
  });
  return [view.request.path, view.request.exportPath].map((path) => http.post(`${API_V2}${path}`, resolver));
}

/** The graph call (POST graph.path) and the list of metrics it can draw (GET graph.metricPath). */
function graphCalls(view: ReportView, model: ReportModel) {
  if (!view.graph) return [];
  const metrics = view.mock?.graphMetrics ?? view.metrics.map((metric) => metric.key);
  return [
    http.post(
      `${API_V2}${view.graph.path}`,
      signedIn(async ({ request, user }) => {
        const body = await jsonBody(request);
        const query = readReportQuery(body);
        if (typeof query === 'string') return fail(query);
        const metric = String(body.metric ?? '');
        if (!metrics.includes(metric)) return fail('Please select a metric');
        const dimension = String(body.dimension || 'Total');
        return ok(runGraph(model, query, metric, dimension, factsVisibleTo(view, user)));
      }),
    ),
    http.get(
      `${API_V2}${view.graph.metricPath}`,
      signedIn(() => ok(metrics.map((metric) => ({ value: metric, label: metric })))),
    ),
  ];
}

/** The calls of a set of reports (the registry's by default). */
export function reportCallsOf(configs: ReportConfig[] = reportRegistry) {
  return configs.flatMap((config) =>
    config.views.flatMap((view) => {
      const model = modelOf(config, view);
      return [
        ...reportCall(view, model, guardsOf(config.permission, view.dateLimit)),
        ...graphCalls(view, model),
      ];
    }),
  );
}

export const reportCalls = reportCallsOf();
