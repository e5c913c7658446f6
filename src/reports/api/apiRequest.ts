import { API_BASES, type ApiBase } from '../../config';
import { callUrl } from '../../providers/http/client';
import { dateLimitText } from '../dateLimits';
import type { DictionarySource, FilterDef, LookupSource, ReportView } from '../types';
import { PAGE_SIZES } from '../urlState';
import { EXPORT_PAGING } from '../payload';

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
      return 'any text (matched exactly, trimmed)';
    case 'timeZone':
      return `time zones as UTC±HH:MM, from ${callName(filter.options)}`;
    case 'lookup':
      return `\`${filter.lookup.valueKey}\` of the rows of ${callName(filter.lookup)}`;
    case 'options':
      if (Array.isArray(filter.options)) return filter.options.map((option) => option.value).join(', ');
      return `\`${filter.options.valueKey ?? 'value'}\` of ${callName(filter.options)}${
        filter.options.pick ? ` (its \`${filter.options.pick}\` list)` : ''
      }`;
  }
}

const lineNote = (line?: string) => (line ? ` (${line} cooperation line only)` : '');

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
    meaning: index === 0 ? 'first day of the range (included)' : 'last day of the range (included)',
    allowed: limit,
    required: true,
  }));
  const filters = view.filters.map((filter) => ({
    name: nested ? `filters.${filter.param}` : filter.param,
    type: filter.kind === 'text' ? 'string' : 'string[]',
    meaning: `${filter.label} filter${lineNote(filter.line)}; left out: every value`,
    allowed: allowedValues(filter),
  }));
  const metrics = view.metrics.map((metric) => metric.key);
  return [
    ...dates,
    ...filters,
    {
      name: 'dimensions',
      type: 'string[]',
      meaning: view.fixedDimensions ? 'always grouped by Date' : 'group rows by these; [] gives one row',
      allowed: view.dimensions.map((dimension) => `${dimension.value}${lineNote(dimension.line)}`).join(', '),
    },
    {
      name: 'sorts',
      type: "{ field, order: 'asc' | 'desc' }[]",
      meaning: 'the first entry sorts the rows (default Date descending)',
      allowed: `field: Date, ${metrics.join(', ')}`,
    },
    {
      name: 'page_index',
      type: 'number',
      meaning: 'page of rows to answer',
      allowed: '1 or more (default 1)',
    },
    {
      name: 'page_size',
      type: 'number',
      meaning: 'rows per page',
      allowed: `1 to ${EXPORT_PAGING.size} (the console offers ${PAGE_SIZES.join(', ')}; default 20)`,
    },
  ];
}
