import { API_BASES, type ApiBase } from '../../config';
import { callUrl } from '../../providers/http/client';
import dayjs from 'dayjs';
import { dateLimitText, defaultRange } from '../filters/dateLimits';
import type { DictionarySource, FilterDef, LookupSource, ReportConfig, ReportView } from '../types';
import { PAGE_SIZES, TOTAL_TAB, defaultState } from '../urlState';
import { previousPeriod } from '../compare/period';
import { t } from '../../i18n/i18n';
import { EXPORT_PAGING, reportPayload } from '../payload';

/** Stands for the API Security token in a copied request unless the user chooses to include theirs. */
export const TOKEN_PLACEHOLDER = '<API_SECURITY_TOKEN>';

/** The absolute address of a report call (same origin in mock mode, where the service worker answers). */
export function reportUrl(path: string, origin = globalThis.location?.origin ?? ''): string {
  const url = callUrl('v2', path);
  return /^https?:\/\//.test(url) ? url : `${origin}${url}`;
}

/** A text quoted for a POSIX shell: single quotes, an inner quote written '\''. */
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The curl command of one report call: POST, the token header, the JSON body. */
export function curlCommand(url: string, body: unknown, token = TOKEN_PLACEHOLDER): string {
  return [
    `curl -X POST ${shellQuote(url)}`,
    `  -H ${shellQuote(`Authorization: ${token}`)}`,
    `  -H ${shellQuote('Content-Type: application/json')}`,
    `  --data ${shellQuote(JSON.stringify(body))}`,
  ].join(' \\\n');
}

/** One parameter of a report request as the Report API screen lists it. */
export interface ParameterDoc {
  name: string;
  type: string;
  meaning: string;
  allowed: string;
  required?: boolean;
}

const baseOf = (base: ApiBase | undefined): ApiBase => base ?? 'main';
const callName = (source: DictionarySource | LookupSource) =>
  `GET ${API_BASES[baseOf(source.base)]}${source.path}`;

/** The values a filter takes, in words. */
function allowedValues(filter: FilterDef): string {
  switch (filter.kind) {
    case 'text':
      return t('any text (matched exactly, trimmed)');
    case 'timeZone':
      return t('time zones as UTC±HH:MM, from {{call}}', { call: callName(filter.options) });
    case 'lookup':
      return t('`{{key}}` of the rows of {{call}}', {
        key: filter.lookup.valueKey,
        call: callName(filter.lookup),
      });
    case 'options':
      if (Array.isArray(filter.options)) return filter.options.map((option) => option.value).join(', ');
      return `${t('`{{key}}` of {{call}}', { key: filter.options.valueKey ?? 'value', call: callName(filter.options) })}${
        filter.options.pick ? ` ${t('(its `{{pick}}` list)', { pick: filter.options.pick })}` : ''
      }`;
  }
}

const lineNote = (line?: string) => (line ? ` ${t('({{line}} cooperation line only)', { line })}` : '');

/**
 * The parameters of a report view's request, read from its config: the dates with their limit,
 * each filter, the dimensions, the sort and the paging. Nothing here is written per report.
 */
export function requestParameters(view: ReportView): ParameterDoc[] {
  const nested = view.request.style === 'nested';
  const limit = dateLimitText(view.dateLimit);
  const dates: ParameterDoc[] = (
    nested ? ['date_range.start', 'date_range.end'] : ['begin_date', 'end_date']
  ).map((name, index) => ({
    name,
    type: "'YYYY-MM-DD'",
    meaning: t(index === 0 ? 'first day of the range (included)' : 'last day of the range (included)'),
    allowed: limit,
    required: true,
  }));
  const filters = view.filters.map((filter) => ({
    name: nested ? `filters.${filter.param}` : filter.param,
    type: filter.kind === 'text' ? 'string' : 'string[]',
    meaning: t('{{label}} filter{{line}}; left out: every value', {
      label: t(filter.label),
      line: lineNote(filter.line),
    }),
    allowed: allowedValues(filter),
  }));
  const metrics = view.metrics.map((metric) => metric.key);
  return [
    ...dates,
    ...filters,
    {
      name: 'dimensions',
      type: 'string[]',
      meaning: t(view.fixedDimensions ? 'always grouped by Date' : 'group rows by these; [] gives one row'),
      allowed: view.dimensions.map((dimension) => `${dimension.value}${lineNote(dimension.line)}`).join(', '),
    },
    {
      name: 'sorts',
      type: "{ field, order: 'asc' | 'desc' }[]",
      meaning: t('the first entry sorts the rows (default Date descending)'),
      allowed: t('field: Date, {{metrics}}', { metrics: metrics.join(', ') }),
    },
    {
      name: 'page_index',
      type: 'number',
      meaning: t('page of rows to answer'),
      allowed: t('1 or more (default 1)'),
    },
    {
      name: 'page_size',
      type: 'number',
      meaning: t('rows per page'),
      allowed: t('1 to {{max}} (the console offers {{sizes}}; default 20)', {
        max: EXPORT_PAGING.size,
        sizes: PAGE_SIZES.join(', '),
      }),
    },
  ];
}

/**
 * The two calls of a report tab compared with the previous period, for its default range: the
 * range's page of rows, and the previous period (the same number of days just before it) with the
 * same filters, dimensions and sort, asked whole (page 1 of 9999) so every row finds its match.
 */
export function comparisonCalls(config: ReportConfig, view: ReportView, today = dayjs()) {
  const state = defaultState(config, config.timeZoneTabs ? TOTAL_TAB : view.key);
  const [start, end] = defaultRange(view.defaultRange, today);
  const current = { ...state, start, end };
  return {
    current: reportPayload(view, current),
    previous: reportPayload(view, { ...current, ...previousPeriod(current) }, { paging: EXPORT_PAGING }),
  };
}
