import type { ApiBase } from '../../config';
import { cooperationLine } from '../../calls/calls';
import { reportRegistry } from '../../reports/registry';
import type { DictionarySource, FilterDef, ReportConfig, ReportView } from '../../reports/types';
import { baseOf, type AccessRule, type CallBase, type CallMethod } from './types';

/**
 * The authorization rows of the reports, from the report registry: each report's calls and
 * exports (which an API Security token may make too), its graph, and every list its filters and
 * labelled columns read, granted to the report's route. A report added or removed as one config
 * file is granted or withdrawn here by itself.
 */

type Call = { method: CallMethod; base: CallBase; path: string; apiKey?: true };

const read = (source: { path: string; base?: ApiBase }): Call => ({
  method: 'GET',
  base: baseOf(source.base),
  path: source.path,
});

function filterReads(filter: FilterDef): Call[] {
  if (filter.kind === 'lookup') return [read(filter.lookup)];
  if (filter.kind === 'options' || filter.kind === 'timeZone')
    return Array.isArray(filter.options) ? [] : [read(filter.options)];
  return [];
}

/** Every call one tab of a report makes. */
function viewCalls(view: ReportView): Call[] {
  const labels = view.dimensions
    .flatMap((dimension) => dimension.columns)
    .flatMap((column) =>
      column.labels && !Array.isArray(column.labels) ? [column.labels as DictionarySource] : [],
    );
  return [
    { method: 'POST', base: 'v2', path: view.request.path, apiKey: true },
    { method: 'POST', base: 'v2', path: view.request.exportPath, apiKey: true },
    ...(view.graph
      ? [
          { method: 'POST', base: 'v2', path: view.graph.path } satisfies Call,
          { method: 'GET', base: 'v2', path: view.graph.metricPath } satisfies Call,
        ]
      : []),
    ...(view.byCooperationLine
      ? [{ method: 'GET', base: baseOf(cooperationLine.base), path: cooperationLine.path } satisfies Call]
      : []),
    ...view.filters.flatMap(filterReads),
    ...labels.map(read),
  ];
}

/** Every call of the reports, each granted to the routes of the reports that make it. */
export function reportRules(configs: ReportConfig[] = reportRegistry): AccessRule[] {
  const rules = new Map<string, AccessRule>();
  for (const config of configs) {
    for (const call of config.views.flatMap(viewCalls)) {
      const key = `${call.method} ${call.base} ${call.path}`;
      const known = rules.get(key);
      const menu = known && typeof known.access === 'object' ? known.access.menu : [];
      rules.set(key, {
        method: call.method,
        base: call.base,
        path: call.path,
        access: { menu: [...new Set([...menu, config.route])] },
        scope: [],
        ...(call.apiKey ? { apiKey: true } : {}),
      });
    }
  }
  return [...rules.values()];
}

/** The routes of the report screens (each may save, list, rename and delete its own views). */
export const reportScreens = (configs: ReportConfig[] = reportRegistry): string[] =>
  configs.map((config) => config.route);
