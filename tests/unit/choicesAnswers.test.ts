// Every lookup, option list and dictionary the console reads, derived from the schema and report
// registries, has a declared answer: the embedded API's own answer reads, and wrong types, entries
// that are not objects and JSON cut short are a failed call with the call layer's message (which
// the screen shows, keeping its select empty), never data a select or a cell would crash on.
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { API_BASES } from '../../src/config';
import { server } from '../../src/mocks/runtime/node';
import { wrongTypes } from '../../server/faults';
import { createDataProvider } from '../../src/providers/data/dataProvider';
import { CallError, type ChoicesAnswer } from '../../src/providers/http';
import { declaredAnswer } from '../../src/providers/http/callAnswers';
import { COOPERATION_LINE_CALL } from '../../src/reports/filters/useAudience';
import { dictionaryCall } from '../../src/reports/filters/useOptionList';
import { graphCall, metricListCall } from '../../src/reports/graph/graphCalls';
import { reportRegistry } from '../../src/reports/registry';
import { TIME_ZONES } from '../../src/reports/sources';
import type { DictionarySource, Option } from '../../src/reports/types';
import { lookupCall } from '../../src/resources/useLookup';
import { optionsCall } from '../../src/resources/useOptions';
import type { OptionSource, RemoteOptions } from '../../src/model/types';
import { registeredLookup, registry } from '../../src/schemas';
import { MALFORMED_JSON } from '../support/answers';
import { armCallLayer, CANNOT_READ, type CallLayerSpies } from './callLayer';
import { ADMIN_EMAIL, loginAs } from './helpers';

/** A read as its screen makes it: Refine's custom call (url, method, config, meta). */
interface Read {
  url: string;
  method: 'get' | 'post';
  config?: { query?: unknown; payload?: unknown };
  meta: { base?: 'main' | 'v2' | 'image'; answer?: unknown };
}

const remote = (source: OptionSource | undefined): RemoteOptions | undefined =>
  source && !Array.isArray(source) && 'path' in source ? (source as RemoteOptions) : undefined;
const dictionary = (source: Option[] | DictionarySource | undefined) =>
  source && !Array.isArray(source) ? source : undefined;
const FIRST_PAGE = { page_index: 1, page_size: 20 };

/** Fields whose kind reads its options path itself, with an answer of its own (the menu tree). */
const OWN_READERS = new Set(['menuTree']);

const schemaReads = registry.flatMap((schema) =>
  schema.fields.flatMap((field): [string, Read][] => {
    const where = `${schema.name}.${field.key}`;
    const filter = typeof field.filter === 'object' ? remote(field.filter.options) : undefined;
    const options = OWN_READERS.has(field.kind ?? '') ? undefined : remote(field.options);
    return [
      ...(options ? [[`${where} options`, optionsCall(options)] as [string, Read]] : []),
      ...(filter ? [[`${where} filter options`, optionsCall(filter)] as [string, Read]] : []),
      ...(field.lookup
        ? [[`${where} lookup`, lookupCall(registeredLookup(field.lookup), FIRST_PAGE)] as [string, Read]]
        : []),
    ];
  }),
);

const reportReads = reportRegistry.flatMap((config) => [
  ...(config.timeZoneTabs ? [[`${config.id} time zones`, dictionaryCall(TIME_ZONES)] as [string, Read]] : []),
  ...config.views.flatMap((view) => [
    ...view.filters.flatMap((filter): [string, Read][] => {
      const where = `${config.id} filter ${filter.key}`;
      if (filter.kind === 'lookup') return [[where, lookupCall(filter.lookup, FIRST_PAGE)]];
      const source = 'options' in filter ? dictionary(filter.options) : undefined;
      return source ? [[where, dictionaryCall(source)]] : [];
    }),
    ...view.dimensions.flatMap((dimension) =>
      dimension.columns.flatMap((column): [string, Read][] => {
        const source = dictionary(column.labels);
        return source ? [[`${config.id} column ${column.key}`, dictionaryCall(source)]] : [];
      }),
    ),
    ...(view.graph ? [[`${config.id} graph metrics`, metricListCall(view.graph)] as [string, Read]] : []),
    ...(view.byCooperationLine
      ? [[`${config.id} cooperation line`, COOPERATION_LINE_CALL] as [string, Read]]
      : []),
  ]),
]);

/** One of each: the same read made by several screens is walked once. */
const READS = [
  ...new Map(
    [...schemaReads, ...reportReads].map(([where, read]) => [JSON.stringify(read), [where, read]] as const),
  ).values(),
];

const dataProvider = createDataProvider(registry);
const route = (read: Read) => `*${API_BASES[read.meta.base ?? 'main']}${read.url}`;
const make = (read: Read) =>
  dataProvider.custom!({
    url: read.url,
    method: read.method,
    query: read.config?.query as never,
    payload: read.config?.payload as never,
    meta: read.meta,
  }).then(
    (answer) => (answer.data as { data?: unknown }).data,
    (error: unknown) => error,
  );

/** Makes the read with the embedded API answering `body` (JSON, or raw text when a string). */
function answering(read: Read, body: unknown) {
  const respond = () =>
    typeof body === 'string'
      ? new HttpResponse(body, { status: 200, headers: { 'Content-Type': 'application/json' } })
      : HttpResponse.json(body as never);
  server.use(http.all(route(read), respond));
  return make(read);
}

const ok = (data: unknown) => ({ success: true, code: 0, msg: 'ok', data });

let toast: CallLayerSpies['toast'];
beforeEach(async () => {
  ({ toast } = armCallLayer());
  await loginAs(ADMIN_EMAIL);
});

describe('the lookups, option lists and dictionaries of the registries', () => {
  it('are walked: every kind of reader is found, and the menu tree has its own declared answer', () => {
    const wheres = READS.map(([where]) => where).join('\n');
    for (const kind of [
      ' options',
      ' filter options',
      ' lookup',
      ' filter ',
      ' column ',
      'graph metrics',
      'cooperation line',
    ])
      expect(wheres).toContain(kind);
    expect(READS.length).toBeGreaterThanOrEqual(20);
    const trees = registry.flatMap((schema) =>
      schema.fields.filter((field) => OWN_READERS.has(field.kind ?? '')),
    );
    for (const field of trees) expect(declaredAnswer('GET', remote(field.options)!.path)).toBeDefined();
  });

  it.each(READS)(
    '%s: the embedded API’s answer reads; wrong types, non-object entries and cut JSON fail with the message',
    async (_where, read) => {
      const real = await make(read);
      expect(real).not.toBeInstanceOf(Error);
      expect(toast).not.toHaveBeenCalled();

      const unreadable: unknown[] = [ok(wrongTypes(real)), MALFORMED_JSON];
      // Entries that are not objects, or an entry whose label is an object: deeper than wrong types.
      const choices = (read.meta.answer as ChoicesAnswer | undefined)?.choices;
      if (choices) {
        const { valueKey, labelKey, pick } = choices;
        const entries = (list: unknown[]) => (pick ? { [pick]: list } : { list, total: list.length });
        unreadable.push(
          ok(entries([null, 42])),
          ok(entries([{ [valueKey]: 1, [labelKey]: { text: 'an object' } }])),
        );
      }
      for (const body of unreadable) {
        server.resetHandlers();
        const failure = await answering(read, body);
        expect(failure, JSON.stringify(body)).toBeInstanceOf(CallError);
        expect((failure as CallError).message).toBe(CANNOT_READ);
      }
      expect(toast.mock.calls.every(([text]) => text === CANNOT_READ)).toBe(true);
      expect(toast.mock.calls.length).toBe(unreadable.length);
    },
  );
});

describe('the report graph', () => {
  const graph = reportRegistry.flatMap((config) => config.views).find((view) => view.graph)!.graph!;
  const read = graphCall(graph, {});

  it('reads dates and one list of values per series', async () => {
    const data = { xData: ['2026-11-01', '2026-11-02'], yData: { Total: [1.5, null] } };
    expect(await answering(read, ok(data))).toEqual(data);
  });

  it.each([
    ['wrong types', ok(wrongTypes({ xData: ['2026-11-01'], yData: { Total: [1] } }))],
    ['values that are not numbers', ok({ xData: ['2026-11-01'], yData: { Total: 'not a list' } })],
    ['malformed JSON', MALFORMED_JSON],
  ])('%s fail with the message', async (_name, body) => {
    const failure = await answering(read, body);
    expect((failure as CallError).message).toBe(CANNOT_READ);
    expect(toast.mock.calls).toEqual([[CANNOT_READ]]);
  });
});
