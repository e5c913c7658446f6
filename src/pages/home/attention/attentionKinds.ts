import type { FilterSpec, Option, ResourceSchema } from '../../../model/types';
import { listUrl } from '../../../resources/listUrl';
import adUnit from '../../../schemas/adUnit';
import { DISCONTINUED, FAILED } from '../../../schemas/enums';
import searchSite, { SEARCH_SITE_STATUS } from '../../../schemas/searchSite';
import site from '../../../schemas/site';
import widget from '../../../schemas/widget';

/**
 * What Home's 'Needs attention' counts: the records of a list in one status, found through that
 * list's own status filter, so the count is the list's call and its link opens the list filtered.
 */
export interface AttentionDeclaration {
  key: string;
  schema: ResourceSchema;
  /** The field whose list filter selects the status, and the status's value. */
  field: string;
  value: string | number;
  /** How many, for one and for more ('1 site', '{{count}} sites'; translated where shown). */
  one: string;
  many: string;
}

/** A declaration found in its schema: the list's call, filter and route, the status as its tag shows it. */
export interface AttentionKind extends Omit<AttentionDeclaration, 'schema'> {
  /** The Refine resource (the schema's name): its list call counts. */
  resource: string;
  /** The menu path whose grant opens the list (its route guard's). */
  accessPath: string;
  /** The filter's query parameter (also the address's filter field). */
  param: string;
  /** The status's label and colour, as the list's status column shows it. */
  status: Option;
  /** The list's address, filtered to these records. */
  link: string;
}

const SITES = { one: '1 site', many: '{{count}} sites' };

/** Sites whose ads.txt needs an update or failed verification, discontinued ad units, failed widgets, search sites waiting for DNS. */
export const ATTENTION: AttentionDeclaration[] = [
  { key: 'adsTxtUpdate', schema: site, field: 'ads_txt_status', value: 'need update ads.txt', ...SITES },
  { key: 'adsTxtFailed', schema: site, field: 'ads_txt_status', value: 'verification failed', ...SITES },
  {
    key: 'adUnitsDiscontinued',
    schema: adUnit,
    field: 'status',
    value: DISCONTINUED,
    one: '1 ad unit',
    many: '{{count}} ad units',
  },
  {
    key: 'widgetsFailed',
    schema: widget,
    field: 'status',
    value: FAILED,
    one: '1 widget',
    many: '{{count}} widgets',
  },
  {
    key: 'searchSitesWaitingDns',
    schema: searchSite,
    field: 'status',
    value: SEARCH_SITE_STATUS.waitingDns,
    one: '1 search site',
    many: '{{count}} search sites',
  },
];

const sameValue = (value: string | number) => (option: Option) => String(option.value) === String(value);

/**
 * A field's list filter and its query parameter, as the list reads them (read here rather than
 * through the list's own helpers, which would bring the filter form's inputs into Home's chunk).
 */
function filterOf(schema: ResourceSchema, key: string) {
  // A list with a filter order shows (and reads from its address) only the filters it names.
  if (schema.filterOrder && !schema.filterOrder.includes(key)) return undefined;
  const field = schema.fields.find((candidate) => candidate.key === key && candidate.filter);
  if (!field) return undefined;
  const spec: FilterSpec = field.filter === true ? {} : (field.filter as FilterSpec);
  return { field, spec, param: spec.param ?? field.key };
}

/**
 * The declarations their schemas can answer: a list screen, a filter on the field offering the
 * status, and the status among the field's options (its label and colour). One they no longer
 * can (the filter or the status gone) is left out rather than asked for what its list cannot answer.
 */
export function attentionKinds(declared: AttentionDeclaration[] = ATTENTION): AttentionKind[] {
  return declared.flatMap(({ schema, ...declaration }) => {
    const filter = filterOf(schema, declaration.field);
    const choices = filter?.spec.options ?? filter?.field.options;
    const statuses = filter?.field.options;
    const status = Array.isArray(statuses) ? statuses.find(sameValue(declaration.value)) : undefined;
    const offered = Array.isArray(choices) && choices.some(sameValue(declaration.value));
    if (!schema.route || !filter || !status || !offered) return [];
    return [
      {
        ...declaration,
        resource: schema.name,
        accessPath: schema.accessPath ?? schema.route,
        param: filter.param,
        status,
        link: listUrl(schema.route, { [filter.param]: declaration.value }),
      },
    ];
  });
}
