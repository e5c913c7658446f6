import * as z from 'zod/mini';
import type { ZodMiniType } from 'zod/mini';
import { graphAnswer, reportAnswer } from '../../calls/answers';
import { withExamples } from '../../calls/jsonShapes';
import type { DictionarySource, FilterDef, ReportConfig, ReportView } from '../../reports/types';
import { REPORT_QUERY_REFUSALS } from '../handlers/reports/query';
import { windowRefusals } from '../handlers/reports/guards';
import { camelId, choicesDraft, lookupDraft, type Draft, type Naming } from './drafts';

/*
 * The calls of the report screens, from the report registry: each tab's report call and its
 * export (the Report API), its graph and the graph's metrics, and the lists its filters and
 * labelled columns read. The body is the report's (src/reports/payload.ts): the dates, the
 * filters (nested under `filters` for the content ads call), the dimensions, the sort, the page.
 */

const DAY = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** What a filter sends: text, or a list of its values (its fixed choices when it has them). */
function filterShape(filter: FilterDef): ZodMiniType {
  if (filter.kind === 'text') return z.string();
  if (filter.kind === 'options' && Array.isArray(filter.options) && filter.options.length)
    return z.array(z.enum(filter.options.map((option) => option.value) as [string, ...string[]]));
  return z.array(z.string());
}

const enumOf = (values: string[]) => (values.length ? z.enum(values as [string, ...string[]]) : z.string());

/** The body of a tab's report call and export. */
export function reportBody(view: ReportView) {
  const filters = Object.fromEntries(
    view.filters.map((filter) => [filter.param, z.optional(filterShape(filter))]),
  );
  const common = {
    dimensions: z.array(enumOf(view.dimensions.map((dimension) => dimension.value))),
    sorts: z.array(z.object({ field: z.string(), order: z.enum(['asc', 'desc']) })),
    page_index: z.number().check(z.gte(1)),
    page_size: z.number().check(z.gte(1), z.lte(9999)),
  };
  if (view.request.style === 'nested')
    return z.object({
      date_range: z.object({ start: DAY, end: DAY }),
      filters: z.object(filters),
      ...common,
    });
  return z.object({ begin_date: DAY, end_date: DAY, ...filters, ...common });
}

/** Names a report's call: `what` its operation (`report` is `revenueReport`), `summary` after the report's title. */
type Namer = (what: string, summary: string) => Naming;

/** The lists a tab's filters and labelled columns read. */
function listDrafts(view: ReportView, name: Namer): Draft[] {
  const filters = view.filters.flatMap((filter): Draft[] => {
    const summary = `the choices of the ${filter.label} filter`;
    if (filter.kind === 'lookup') return [lookupDraft(filter.lookup, name(`${filter.key} lookup`, summary))];
    if ((filter.kind === 'options' || filter.kind === 'timeZone') && !Array.isArray(filter.options))
      return [choicesDraft(filter.options as DictionarySource, name(`${filter.key} options`, summary))];
    return [];
  });
  const labels = view.dimensions
    .flatMap((dimension) => dimension.columns)
    .flatMap((column): Draft[] =>
      column.labels && !Array.isArray(column.labels)
        ? [
            choicesDraft(
              column.labels as DictionarySource,
              name(`${column.key} labels`, `the labels of ${column.title}`),
            ),
          ]
        : [],
    );
  return [...filters, ...labels];
}

/** A POST of the v2 base, named. */
const post = (path: string, naming: Naming) => ({
  ...naming,
  method: 'POST' as const,
  base: 'v2' as const,
  path,
});

/** The area of a report's calls in the document: its title. */
export const reportTagOf = (config: ReportConfig): string => `Report: ${config.title}`;

/** Every call of one report. */
export function reportDrafts(config: ReportConfig): Draft[] {
  const tag = reportTagOf(config);
  return config.views.flatMap((view) => {
    const tab = view.tabLabel ? ` (${view.tabLabel})` : '';
    const name: Namer = (what, summary) => ({
      operationId: camelId(`${config.id} ${view.key === 'main' ? what : `${view.key} ${what}`}`),
      summary: `${config.title}${tab}: ${summary}`,
      tag,
      rank: 3,
    });
    const body = reportBody(view);
    // What the embedded API refuses a body with: no readable range, and the tab's date window.
    const messages = [
      ...Object.values(REPORT_QUERY_REFUSALS),
      ...(view.dateLimit.kind === 'window' ? Object.values(windowRefusals(view.dateLimit)) : []),
    ];
    const drafts: Draft[] = [
      { ...post(view.request.path, name('report', 'a page of rows')), body, answer: reportAnswer, messages },
      {
        ...post(view.request.exportPath, name('export', 'every row (page 1 of 9999), for a file')),
        body,
        answer: reportAnswer,
        messages,
      },
    ];
    if (view.graph) {
      const dimension = enumOf(view.graph.dimensions.map((option) => option.value));
      // The graph draws one of the report's metrics: its first shown one as the example.
      const metric = withExamples(z.string(), view.defaultMetrics?.[0] ?? view.metrics[0]?.key);
      drafts.push(
        {
          ...post(view.graph.path, name('graph', 'one metric by date, per series')),
          body: z.extend(body, { metric, dimension }),
          answer: graphAnswer,
        },
        choicesDraft(
          { path: view.graph.metricPath, base: 'v2' },
          name('graph metrics', "the graph's metrics"),
        ),
      );
    }
    return [...drafts, ...listDrafts(view, name)];
  });
}
