import * as z from 'zod/mini';
import type { ZodMiniType } from 'zod/mini';
import { graphAnswer, reportAnswer } from '../../calls/answers';
import type { DictionarySource, FilterDef, ReportConfig, ReportView } from '../../reports/types';
import { camelId, choicesDraft, lookupDraft, type Draft } from './drafts';

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

/** The lists a tab's filters and labelled columns read. */
function listDrafts(config: ReportConfig, view: ReportView, tag: string): Draft[] {
  const id = (what: string) => camelId(`${config.id} ${what}`);
  const filters = view.filters.flatMap((filter): Draft[] => {
    const summary = `${config.title}: the choices of the ${filter.label} filter`;
    if (filter.kind === 'lookup')
      return [lookupDraft(filter.lookup, id(`${filter.key} lookup`), summary, tag, 3)];
    if ((filter.kind === 'options' || filter.kind === 'timeZone') && !Array.isArray(filter.options))
      return [choicesDraft(filter.options as DictionarySource, id(`${filter.key} options`), summary, tag, 3)];
    return [];
  });
  const labels = view.dimensions
    .flatMap((dimension) => dimension.columns)
    .flatMap((column): Draft[] =>
      column.labels && !Array.isArray(column.labels)
        ? [
            choicesDraft(
              column.labels as DictionarySource,
              id(`${column.key} labels`),
              `${config.title}: the labels of ${column.title}`,
              tag,
              3,
            ),
          ]
        : [],
    );
  return [...filters, ...labels];
}

/** Every call of one report. */
export function reportDrafts(config: ReportConfig): Draft[] {
  const tag = `Report: ${config.title}`;
  return config.views.flatMap((view) => {
    const id = (what: string) =>
      camelId(`${config.id} ${view.key === 'main' ? what : `${view.key} ${what}`}`);
    const tab = view.tabLabel ? ` (${view.tabLabel})` : '';
    const body = reportBody(view);
    const drafts: Draft[] = [
      {
        rank: 3,
        method: 'POST',
        base: 'v2',
        path: view.request.path,
        operationId: id('report'),
        summary: `${config.title}${tab}: a page of rows`,
        tag,
        body,
        answer: reportAnswer,
      },
      {
        rank: 3,
        method: 'POST',
        base: 'v2',
        path: view.request.exportPath,
        operationId: id('export'),
        summary: `${config.title}${tab}: every row (page 1 of 9999), for a file`,
        tag,
        body,
        answer: reportAnswer,
      },
    ];
    if (view.graph) {
      const dimension = enumOf(view.graph.dimensions.map((option) => option.value));
      drafts.push(
        {
          rank: 3,
          method: 'POST',
          base: 'v2',
          path: view.graph.path,
          operationId: id('graph'),
          summary: `${config.title}${tab}: one metric by date, per series`,
          tag,
          body: z.extend(body, { metric: z.string(), dimension }),
          answer: graphAnswer,
        },
        choicesDraft(
          { path: view.graph.metricPath, base: 'v2' },
          id('graph metrics'),
          `${config.title}${tab}: the graph's metrics`,
          tag,
          3,
        ),
      );
    }
    return [...drafts, ...listDrafts(config, view, tag)];
  });
}
