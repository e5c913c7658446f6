import type { BaseRecord, CrudFilter, DataProvider } from '@refinedev/core';
import type { ApiCall, ResourceSchema, Values } from '../model/types';
import { allowedSort, sortQuery } from '../common/listSort';
import { call, type AnswerName } from './http';
import { listAnswer, recordAnswer } from './http/answerShapes';
import { fillPath, pick } from './paths';

interface SchemaMeta {
  /** Values for path placeholders and scope query (e.g. the zone list's site id). */
  scope?: Values;
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

/** A create or update call: path filled from the scope and the values, body shaped by the schema. */
async function send(
  schema: ResourceSchema,
  endpoint: ApiCall | undefined,
  action: string,
  values: Values,
  meta: unknown,
): Promise<unknown> {
  if (!endpoint) throw new Error(`${schema.name} has no ${action} call`);
  const scope = (meta as SchemaMeta | undefined)?.scope ?? {};
  const envelope = await call({
    base: endpoint.base,
    method: endpoint.method,
    path: fillPath(endpoint.path, { ...scope, ...values }),
    body: endpoint.body ? endpoint.body(values, scope) : values,
    silent: true,
    answer: recordAnswer(schema.idKey),
  });
  return envelope.data ?? {};
}

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
      const query: Values = { ...list.query, ...filtersToQuery(filters) };
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
      return { data: rows as never[], total };
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

    /** Calls that belong to no resource list (dictionaries, ads.txt, menu...); meta.answer names a shape. */
    async custom({ url, method, query, payload, meta }) {
      const { base, answer } = (meta ?? {}) as { base?: 'main' | 'v2' | 'image'; answer?: AnswerName };
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
    },
  };
}
