import type { BaseRecord, CrudFilter, DataProvider } from '@refinedev/core';
import type { ApiCall, ResourceSchema, Values } from '../../model/types';
import { allowedSort, sortQuery } from '../../common/listSort';
import { call, type AnswerName, type ChoicesAnswer } from '../http';
import { listAnswer, recordAnswer } from '../../calls/answers';
import { fillPath, pick } from '../http/paths';
import { VERSION_HEADER } from '../../model/recordVersion';

interface SchemaMeta {
  /** Values for path placeholders and scope query (e.g. the zone list's site id). */
  scope?: Values;
  /**
   * An update's: the version of the record the form opened (model/recordVersion.ts), sent so the
   * server refuses the update when the record has changed since.
   */
  version?: string;
}

/**
 * A filter on this field searches a resource by the field a reference shows (its `labelKey`,
 * named in `meta.searchKey`): it is sent under that field's own filter parameter.
 */
export const REFERENCE_SEARCH = '$search';

/** The query parameter a list filters `key` by (its filter's `param`), when it has a filter. */
function filterParam(schema: ResourceSchema, key: unknown): string | undefined {
  const field = schema.fields.find((candidate) => candidate.key === key && candidate.filter);
  if (!field) return undefined;
  return (typeof field.filter === 'object' ? field.filter.param : undefined) ?? field.key;
}

/** A reference's search (REFERENCE_SEARCH) under the searched field's parameter; none when it has no filter. */
function searchFilters(schema: ResourceSchema, filters: CrudFilter[] | undefined, meta: unknown) {
  const param = filterParam(schema, (meta as { searchKey?: string } | undefined)?.searchKey);
  return (filters ?? []).flatMap((filter) => {
    if (!('field' in filter) || filter.field !== REFERENCE_SEARCH) return [filter];
    return param ? [{ ...filter, field: param }] : [];
  });
}

function schemaOf(registry: ResourceSchema[], name: string): ResourceSchema {
  const schema = registry.find((candidate) => candidate.name === name);
  if (!schema) throw new Error(`unknown resource ${name}`);
  return schema;
}

/** Refine filters as query parameters: each filter's field is already the parameter name. */
function filtersToQuery(filters: CrudFilter[] | undefined): Values {
  const query: Values = {};
  for (const filter of filters ?? []) {
    if ('field' in filter && filter.value !== undefined && filter.value !== '')
      query[filter.field] = filter.value;
  }
  return query;
}

function rowsAndTotal(data: unknown, rowsKey = 'list', totalKey = 'total') {
  if (Array.isArray(data)) return { rows: data as BaseRecord[], total: data.length };
  const rows = (pick(data, rowsKey) as BaseRecord[] | undefined) ?? [];
  const total = Number(pick(data, totalKey) ?? rows.length);
  return { rows, total };
}

/** Records with `id`, their id whatever the resource's idKey (Refine's records are read by `id`). */
const withIds = (schema: ResourceSchema, rows: BaseRecord[]) =>
  rows.map((row) => ({ ...row, id: row[schema.idKey] as BaseRecord['id'] }));

/**
 * A create or update call: path filled from the scope and the values, body shaped by the schema;
 * an update made from a known version of the record says which (`meta.version`).
 */
async function send(
  schema: ResourceSchema,
  endpoint: ApiCall | undefined,
  action: string,
  values: Values,
  meta: unknown,
): Promise<unknown> {
  if (!endpoint) throw new Error(`${schema.name} has no ${action} call`);
  const scope = (meta as SchemaMeta | undefined)?.scope ?? {};
  const version = (meta as SchemaMeta | undefined)?.version;
  const envelope = await call({
    base: endpoint.base,
    method: endpoint.method,
    path: fillPath(endpoint.path, { ...scope, ...values }),
    body: endpoint.body ? endpoint.body(values, scope) : values,
    headers: version ? { [VERSION_HEADER]: version } : undefined,
    silent: true,
    answer: recordAnswer(schema.idKey),
  });
  return envelope.data ?? {};
}

/**
 * Calls that belong to no resource list (dictionaries, ads.txt, menu, reports...); meta.answer
 * names a shape or describes a choices answer (choicesOf). The data provider's `custom`, also
 * called outside React (Home's report calls prefetched at login).
 */
export const customCall: NonNullable<DataProvider['custom']> = async ({
  url,
  method,
  query,
  payload,
  meta,
}) => {
  const { base, answer } = (meta ?? {}) as {
    base?: 'main' | 'v2' | 'image';
    answer?: AnswerName | ChoicesAnswer;
  };
  const envelope = await call({
    base,
    method: method.toUpperCase() as 'GET',
    path: url,
    query: query as Values | undefined,
    body: payload,
    silent: Boolean((meta as { silent?: boolean } | undefined)?.silent),
    answer,
  });
  return { data: envelope as never };
};

/**
 * The dataProvider: every resource call is described by its schema (path, method, paging
 * names, envelope). Mutations are silent in the call layer; the form shows the schema's message.
 */
export function createDataProvider(registry: ResourceSchema[]): DataProvider {
  return {
    getApiUrl: () => '',

    async getList({ resource, pagination, filters, sorters, meta }) {
      const schema = schemaOf(registry, resource);
      const { list } = schema.api;
      const scope = (meta as SchemaMeta | undefined)?.scope ?? {};
      const query: Values = { ...list.query, ...filtersToQuery(searchFilters(schema, filters, meta)) };
      if (list.paging && pagination?.mode !== 'off') {
        query[list.paging.page] = pagination?.currentPage ?? 1;
        query[list.paging.size] = pagination?.pageSize ?? 20;
      }
      Object.assign(query, sortQuery(allowedSort(schema, sorters)));
      const envelope = await call({
        base: list.base,
        method: list.method,
        path: fillPath(list.path, scope),
        query,
        answer: listAnswer(schema.idKey, list.rowsKey, list.totalKey),
      });
      const { rows, total } = rowsAndTotal(envelope.data, list.rowsKey, list.totalKey);
      // A reference's choices come with `id`, as getMany's records do.
      const forReference = (meta as { searchKey?: string } | undefined)?.searchKey !== undefined;
      return { data: (forReference ? withIds(schema, rows) : rows) as never[], total };
    },

    async create({ resource, variables, meta }) {
      const schema = schemaOf(registry, resource);
      return { data: (await send(schema, schema.api.create, 'create', variables as Values, meta)) as never };
    },

    async update({ resource, id, variables, meta }) {
      const schema = schemaOf(registry, resource);
      const values = { ...(variables as Values), [schema.idKey]: id };
      return { data: (await send(schema, schema.api.update, 'update', values, meta)) as never };
    },

    /**
     * Several records by their ids in one call (the labels of a page's references): the list call
     * with the ids, comma-separated, under its `ids` parameter (default 'ids'), one page holding
     * them all. Each record comes with `id`, its id whatever the resource's idKey.
     */
    async getMany({ resource, ids, meta }) {
      const schema = schemaOf(registry, resource);
      const { list } = schema.api;
      const scope = (meta as SchemaMeta | undefined)?.scope ?? {};
      const query: Values = { ...list.query, [list.ids ?? 'ids']: ids.join(',') };
      if (list.paging) {
        query[list.paging.page] = 1;
        query[list.paging.size] = ids.length;
      }
      const envelope = await call({
        base: list.base,
        method: list.method,
        path: fillPath(list.path, scope),
        query,
        silent: true,
        answer: listAnswer(schema.idKey, list.rowsKey, list.totalKey),
      });
      const { rows } = rowsAndTotal(envelope.data, list.rowsKey, list.totalKey);
      return { data: withIds(schema, rows) as never[] };
    },

    /** A record's detail (api.show): the path filled from the scope and the id. */
    async getOne({ resource, id, meta }) {
      const schema = schemaOf(registry, resource);
      const { show } = schema.api;
      if (!show) throw new Error(`${schema.name} has no show call`);
      const scope = (meta as SchemaMeta | undefined)?.scope ?? {};
      const envelope = await call({
        base: show.base,
        method: show.method,
        path: fillPath(show.path, { ...scope, [schema.idKey]: id }),
        silent: true,
        answer: recordAnswer(schema.idKey),
      });
      return { data: (envelope.data ?? {}) as never };
    },

    async deleteOne() {
      throw new Error('no resource deletes yet');
    },

    custom: customCall,
  };
}
