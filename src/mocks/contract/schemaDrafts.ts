import * as z from 'zod/mini';
import type { ZodMiniType } from 'zod/mini';
import { listAnswer, recordAnswer } from '../../calls/answers';
import { bodyShape, choiceShapeOf, ruleMessages } from '../../calls/openapi/fieldShapes';
import { SORT_FIELD, SORT_ORDER, sortableKeys } from '../../common/listSort';
import { resourceLabels } from '../../model/labels';
import type { ApiCall, FieldDef, OptionSource, RemoteOptions, ResourceSchema } from '../../model/types';
import { choicesDraft, fixedQuery, idPart, lookupDraft, optionalQuery, type Draft } from './drafts';

/*
 * The calls one schema's screen makes (src/providers/data/dataProvider.ts and the engine's
 * actions): its api (list, show, create, update, delete), its row and toolbar calls, its status
 * toggle, and its fields' lookups and remote option lists.
 */

/** The query parameters a filter sends: its param (or its date range's two). */
function filterQuery(field: FieldDef): Record<string, ZodMiniType> {
  const filter = typeof field.filter === 'object' ? field.filter : {};
  if (filter.kind === 'dateRange' && filter.params)
    return Object.fromEntries(filter.params.map((param) => [param, z.string()]));
  const shape = filter.kind === 'text' || !field.options ? z.string() : choiceShapeOf(field);
  return { [filter.param ?? field.key]: shape };
}

/** What a list sends beyond its paging: its filters and its sort. */
function filtersAndSort(schema: ResourceSchema): Record<string, ZodMiniType> {
  const sortable = sortableKeys(schema);
  return {
    ...Object.fromEntries(
      schema.fields.filter((field) => field.filter).flatMap((field) => Object.entries(filterQuery(field))),
    ),
    ...(sortable.length
      ? { [SORT_FIELD]: z.enum(sortable as [string, ...string[]]), [SORT_ORDER]: z.enum(['asc', 'desc']) }
      : {}),
  };
}

const at = (call: ApiCall) => ({ method: call.method, base: call.base ?? 'main', path: call.path });

/** The area of a schema's calls: its screen's title and route. */
export function tagOf(schema: ResourceSchema): string {
  const title = resourceLabels(schema).title;
  return schema.route ? `${title} (${schema.route})` : title;
}

/** Every call of one schema, its screen's name as the tag; `referenced` adds the list's ids parameter. */
export function schemaDrafts(schema: ResourceSchema, referenced: boolean): Draft[] {
  const tag = tagOf(schema);
  const id = (what: string) => `${schema.name}${idPart(what)}`;
  const { list, create, update, show, delete: remove } = schema.api;
  const record = recordAnswer(schema.idKey);
  const drafts: Draft[] = [
    {
      rank: 1,
      ...at(list),
      operationId: id('list'),
      summary: `${schema.label}: a page of records`,
      tag,
      query: {
        ...optionalQuery({
          ...(list.paging ? { [list.paging.page]: z.number(), [list.paging.size]: z.number() } : {}),
          ...filtersAndSort(schema),
          ...(referenced ? { [list.ids ?? 'ids']: z.string() } : {}),
        }),
        ...fixedQuery(list.query),
      },
      answer: listAnswer(schema.idKey, list.rowsKey, list.totalKey),
    },
  ];
  if (show)
    drafts.push({
      rank: 1,
      ...at(show),
      operationId: id('show'),
      summary: `${schema.label}: one record`,
      tag,
      answer: record,
    });
  if (create)
    drafts.push({
      rank: 1,
      ...at(create),
      operationId: id('create'),
      summary: `${schema.label}: create a record`,
      tag,
      body: bodyShape(schema, 'create'),
      answer: record,
      messages: ruleMessages(schema, 'create'),
    });
  if (update)
    drafts.push({
      rank: 1,
      ...at(update),
      operationId: id('update'),
      summary: `${schema.label}: save a record`,
      tag,
      body: bodyShape(schema, 'edit'),
      answer: record,
      versioned: true,
      messages: ruleMessages(schema, 'edit'),
    });
  if (remove)
    drafts.push({
      rank: 1,
      ...at(remove),
      operationId: id('delete'),
      summary: `${schema.label}: delete a record`,
      tag,
    });
  return [
    ...drafts,
    ...actionDrafts(schema, tag, id, filtersAndSort(schema)),
    ...fieldDrafts(schema, tag, id),
  ];
}

/** A call made for one record: its body shaped from the record when the call says how. */
const recordBody = (call: ApiCall) =>
  call.method === 'POST' || call.method === 'PUT' ? { body: z.looseObject({}) } : {};

function actionDrafts(
  schema: ResourceSchema,
  tag: string,
  id: (what: string) => string,
  listQuery: Record<string, ZodMiniType>,
): Draft[] {
  const drafts: Draft[] = [];
  for (const action of schema.rowActions ?? []) {
    if (action.kind === 'call')
      drafts.push({
        rank: 2,
        ...at(action.call),
        operationId: id(action.label),
        summary: `${schema.label}: ${action.label}`,
        tag,
        ...recordBody(action.call),
      });
    if (action.kind === 'download')
      drafts.push({
        rank: 2,
        ...at(action.call),
        operationId: id(action.label),
        summary: `${schema.label}: ${action.label} (a file)`,
        tag,
        query: fixedQuery(action.call.query),
        file: '*/*',
      });
  }
  for (const action of schema.toolbar ?? [])
    if (action.kind === 'export')
      drafts.push({
        rank: 2,
        ...at(action.call),
        operationId: id(action.label),
        summary: `${schema.label}: ${action.label} (a file of the filtered list)`,
        tag,
        query: { ...optionalQuery(listQuery), ...fixedQuery(action.call.query) },
        file: 'text/csv',
      });
  const toggle = schema.statusToggle;
  if (toggle)
    drafts.push({
      rank: 2,
      ...at(toggle.call),
      operationId: id('status'),
      summary: `${schema.label}: switch a record on or off`,
      tag,
      body: z.looseObject({ [toggle.key]: z.union([z.literal(toggle.on), z.literal(toggle.off)]) }),
    });
  return drafts;
}

const isRemote = (source: OptionSource | undefined): source is RemoteOptions =>
  Boolean(source) && !Array.isArray(source);

/** The lookups and remote option lists of the schema's fields and filters. */
function fieldDrafts(schema: ResourceSchema, tag: string, id: (what: string) => string): Draft[] {
  return schema.fields.flatMap((field) => {
    const summary = `${schema.label}: the choices of ${field.label}`;
    const drafts: Draft[] = [];
    if (field.kind === 'lookup')
      drafts.push(lookupDraft(field.lookup, id(`${field.key} lookup`), summary, tag, 2));
    if (isRemote(field.options))
      drafts.push(choicesDraft(field.options, id(`${field.key} options`), summary, tag, 2));
    const filterOptions = typeof field.filter === 'object' ? field.filter.options : undefined;
    if (isRemote(filterOptions))
      drafts.push(choicesDraft(filterOptions, id(`${field.key} filter`), summary, tag, 2));
    return drafts;
  });
}
