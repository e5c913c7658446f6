import * as z from 'zod/mini';
import type { ZodMiniType } from 'zod/mini';
import { listAnswer, recordAnswer } from '../../calls/answers';
import { bodyShape, choiceShapeOf, ruleMessages } from '../../calls/openapi/fieldShapes';
import { SORT_FIELD, SORT_ORDER, sortableKeys } from '../../common/listSort';
import { resourceLabels } from '../../model/labels';
import type { ApiCall, FieldDef, OptionSource, RemoteOptions, ResourceSchema } from '../../model/types';
import { registeredLookup } from '../../schemas';
import {
  choicesDraft,
  fixedQuery,
  idPart,
  lookupDraft,
  optionalQuery,
  queryParameters,
  type Draft,
  type Naming,
} from './drafts';

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
  // A reference's filter sends the chosen record's id.
  const choice = field.kind === 'reference' || Boolean(field.options);
  const shape = filter.kind === 'text' || !choice ? z.string() : choiceShapeOf(field);
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

/** The area of a schema's calls: its screen's title and route. */
export function tagOf(schema: ResourceSchema): string {
  const title = resourceLabels(schema).title;
  return schema.route ? `${title} (${schema.route})` : title;
}

/** Names a schema's call: `what` its operation (`create` is `siteCreate`), `summary` after the schema's label. */
type Namer = (what: string, summary: string, rank?: number) => Naming;

/** One call of the schema, named. */
const draftOf = (call: ApiCall, naming: Naming) => ({
  ...naming,
  method: call.method,
  base: call.base ?? 'main',
  path: call.path,
});

/** Every call of one schema, its screen's name as the tag (what references ask of its list: referenceDrafts.ts). */
export function schemaDrafts(schema: ResourceSchema): Draft[] {
  const tag = tagOf(schema);
  const name: Namer = (what, summary, rank = 1) => ({
    operationId: `${schema.name}${idPart(what)}`,
    summary: `${schema.label}: ${summary}`,
    tag,
    rank,
  });
  const { list, create, update, show, delete: remove } = schema.api;
  const record = recordAnswer(schema.idKey);
  const listQuery = filtersAndSort(schema);
  const drafts: Draft[] = [
    {
      ...draftOf(list, name('list', 'a page of records')),
      query: {
        ...optionalQuery({
          ...(list.paging ? { [list.paging.page]: z.number(), [list.paging.size]: z.number() } : {}),
          ...listQuery,
        }),
        ...fixedQuery(list.query),
      },
      answer: listAnswer(schema.idKey, list.rowsKey, list.totalKey),
    },
  ];
  if (show) drafts.push({ ...draftOf(show, name('show', 'one record')), answer: record });
  for (const [call, mode, what, summary] of [
    [create, 'create', 'create', 'create a record'],
    [update, 'edit', 'update', 'save a record'],
  ] as const)
    if (call)
      drafts.push({
        ...draftOf(call, name(what, summary)),
        body: bodyShape(schema, mode),
        answer: record,
        messages: ruleMessages(schema, mode),
        ...(mode === 'edit' ? { versioned: true } : {}),
      });
  if (remove) drafts.push(draftOf(remove, name('delete', 'delete a record')));
  return [...drafts, ...actionDrafts(schema, name, listQuery), ...fieldDrafts(schema, name)];
}

/** The query a call's `request` declares, if any. */
const declaredQuery = (call: ApiCall) => (call.request ? queryParameters(call.request) : {});

/** What a call made for one record sends: its declared request (a body, or a GET's query), else any body. */
const recordRequest = (call: ApiCall) =>
  call.method === 'POST' || call.method === 'PUT'
    ? { body: call.request ?? z.looseObject({}) }
    : { query: declaredQuery(call) };

/** The status toggle, the row actions' calls and downloads, the toolbar's exports. */
function actionDrafts(schema: ResourceSchema, name: Namer, listQuery: Record<string, ZodMiniType>): Draft[] {
  const drafts: Draft[] = [];
  const toggle = schema.statusToggle;
  if (toggle)
    drafts.push({
      ...draftOf(toggle.call, name('status', 'switch a record on or off', 2)),
      body: z.looseObject({ [toggle.key]: z.union([z.literal(toggle.on), z.literal(toggle.off)]) }),
    });
  for (const action of schema.rowActions ?? []) {
    if (action.kind === 'call')
      drafts.push({
        ...draftOf(action.call, name(action.label, action.label, 2)),
        ...recordRequest(action.call),
      });
    if (action.kind === 'download')
      drafts.push({
        ...draftOf(action.call, name(action.label, `${action.label} (a file)`, 2)),
        query: { ...declaredQuery(action.call), ...fixedQuery(action.call.query) },
        file: '*/*',
      });
  }
  for (const action of schema.toolbar ?? [])
    if (action.kind === 'export')
      drafts.push({
        ...draftOf(action.call, name(action.label, `${action.label} (a file of the filtered list)`, 2)),
        query: { ...optionalQuery(listQuery), ...fixedQuery(action.call.query) },
        file: 'text/csv',
      });
  return drafts;
}

const isRemote = (source: OptionSource | undefined): source is RemoteOptions =>
  Boolean(source) && !Array.isArray(source);

/** The lookups and remote option lists of the schema's fields and filters. */
function fieldDrafts(schema: ResourceSchema, name: Namer): Draft[] {
  return schema.fields.flatMap((field) => {
    const summary = `the choices of ${field.label}`;
    const filterOptions = typeof field.filter === 'object' ? field.filter.options : undefined;
    return [
      ...(field.kind === 'lookup'
        ? [lookupDraft(registeredLookup(field.lookup), name(`${field.key} lookup`, summary, 2))]
        : []),
      ...(isRemote(field.options)
        ? [choicesDraft(field.options, name(`${field.key} options`, summary, 2))]
        : []),
      ...(isRemote(filterOptions)
        ? [choicesDraft(filterOptions, name(`${field.key} filter`, summary, 2))]
        : []),
    ];
  });
}
