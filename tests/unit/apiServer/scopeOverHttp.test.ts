// The data scope over HTTP (`npm run api`'s server on a real socket), for every scoped resource and
// report present, a newly scaffolded one included: the narrowed demo user (regional@demo.test)
// gets only the records and report rows of their two sites, their app and their search site.
import type { Server } from 'node:http';
import dayjs from 'dayjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_BASES } from '../../../src/config';
import type { DataScopeKind, ResourceSchema } from '../../../src/model/types';
import { handlers } from '../../../src/mocks/handlers';
import { allMenuIds, menuTree } from '../../../src/mocks/menuTree';
import { db, resetDb } from '../../../src/mocks/store/db';
import { reportRegistry } from '../../../src/reports/registry';
import type { ReportScope, ReportView } from '../../../src/reports/types';
import { registry } from '../../../src/schemas';
import { createApiServer } from '../../../server/apiServerHandler';
import { createHttpServer } from '../../../server/httpServer';
import { listenOnFreePort, rawRequest } from './rawHttp';

/** What the Regional Publishers group holds, by id and by name. */
const GRANTED: Record<DataScopeKind, { ids: number[]; names: string[] }> = {
  content_site: { ids: [1001, 1002], names: ['dailynews.example', 'sportsfan.example'] },
  app: { ids: [7001], names: ['NewsReader'] },
  search_site: { ids: [4001], names: ['findit.example'] },
};

let server: Server;
let port: number;
const tokens: Record<string, string> = {};

async function send(method: string, path: string, token?: string, body?: unknown) {
  const answer = await rawRequest(port, {
    method,
    path,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return JSON.parse(answer.body) as { success: boolean; msg?: string; data?: Record<string, unknown> };
}

beforeAll(async () => {
  server = createHttpServer(createApiServer(handlers, { controlSecret: 'scope-secret' }));
  port = await listenOnFreePort(server);
});

// The data set starts again before each test (tests/setup/api.ts): grant and sign in each time.
beforeEach(async () => {
  // A new resource's or report's menu entry reaches no group until an administrator grants it.
  const regional = db().groups.find((group) => group.name === 'Regional Publishers');
  if (!regional) throw new Error('seed has no Regional Publishers group');
  regional.menu_ids = allMenuIds(menuTree());
  for (const email of ['admin@demo.test', 'regional@demo.test']) {
    const answer = await send('POST', `${API_BASES.main}/login`, undefined, { email, password: 'Demo@1234' });
    tokens[email] = String(answer.data?.token);
  }
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  resetDb();
});

/** The rows of a schema's list, page 1 of 9999, as this user. */
async function listAs(schema: ResourceSchema, email: string) {
  const { list } = schema.api;
  if (list.path.includes('{')) return undefined; // a list inside another record's screen (zones)
  const paging = list.paging ? `?${list.paging.page}=1&${list.paging.size}=9999` : '';
  const answer = await send('GET', `${API_BASES[list.base ?? 'main']}${list.path}${paging}`, tokens[email]);
  expect([schema.name, answer.success ? 'answered' : answer.msg]).toEqual([schema.name, 'answered']);
  const data = answer.data as Record<string, unknown> | unknown[];
  const rows = Array.isArray(data) ? data : (data[list.rowsKey ?? 'list'] as unknown[]);
  return rows as Record<string, unknown>[];
}

const scopedSchemas = registry.filter((schema) => schema.dataScope || schema.owns);

describe('every scoped resource over HTTP', () => {
  it.each(scopedSchemas.map((schema) => [schema.name, schema] as const))(
    '%s: the narrowed user gets only records of their scope, the administrator more',
    async (_, schema) => {
      const mine = await listAs(schema, 'regional@demo.test');
      const all = await listAs(schema, 'admin@demo.test');
      if (!mine || !all) return;
      expect(mine.length).toBeGreaterThan(0);
      expect(all.length).toBeGreaterThan(mine.length);
      const granted = (kind: DataScopeKind, value: unknown, by: 'id' | 'name' = 'id') =>
        by === 'name'
          ? GRANTED[kind].names.includes(String(value))
          : GRANTED[kind].ids.includes(Number(value));
      for (const row of mine) {
        const owner = schema.owns
          ? granted(schema.owns, row[schema.idKey])
          : granted(schema.dataScope!.owner, row[schema.dataScope!.via], schema.dataScope!.by);
        expect([schema.name, row[schema.idKey], owner]).toEqual([schema.name, row[schema.idKey], true]);
      }
    },
  );
});

const scopesOf = (view: ReportView): ReportScope[] =>
  view.scope === undefined ? [] : Array.isArray(view.scope) ? view.scope : [view.scope];
const daysAgo = (days: number) => dayjs().subtract(days, 'day').format('YYYY-MM-DD');

/** Every tab of every report present whose scope names a field one of its dimensions shows. */
const scopedTabs = reportRegistry.flatMap((config) =>
  config.views.flatMap((view) =>
    scopesOf(view).flatMap((scope) => {
      const dimension = view.dimensions.find((candidate) =>
        candidate.columns.some((column) => column.key === scope.key),
      );
      return dimension ? [{ name: `${config.id}/${view.key}`, view, scope, dimension: dimension.value }] : [];
    }),
  ),
);

describe('every scoped report over HTTP', () => {
  it.each(scopedTabs.map((tab) => [tab.name, tab] as const))(
    '%s: the narrowed user gets rows of their records only',
    async (_, { view, scope, dimension }) => {
      const [start, end] = [daysAgo(8), daysAgo(2)];
      const range =
        view.request.style === 'nested'
          ? { date_range: { start, end } }
          : { begin_date: start, end_date: end, page_index: 1 };
      const body = { ...range, dimensions: [dimension], page_size: 500 };
      const answer = await send(
        'POST',
        `${API_BASES.v2}${view.request.path}`,
        tokens['regional@demo.test'],
        body,
      );
      expect(answer.success ? 'answered' : answer.msg).toBe('answered');
      const rows = (answer.data?.rows ?? []) as Record<string, unknown>[];
      expect(rows.length).toBeGreaterThan(0);
      const allowed = scope.by === 'name' ? GRANTED[scope.kind].names : GRANTED[scope.kind].ids.map(String);
      expect(new Set(rows.map((row) => String(row[scope.key])))).toEqual(
        new Set(allowed.filter((value) => rows.some((row) => String(row[scope.key]) === value))),
      );
      for (const row of rows) expect(allowed).toContain(String(row[scope.key]));
    },
  );

  it("Home's revenue: the narrowed user's total is below the administrator's", async () => {
    const body = {
      begin_date: daysAgo(8),
      end_date: daysAgo(2),
      dimensions: ['Date'],
      page_index: 1,
      page_size: 50,
    };
    const total = async (email: string) => {
      const answer = await send('POST', `${API_BASES.v2}/ssp_publisher/revenue/report`, tokens[email], body);
      return Number((answer.data?.total_rows as Record<string, number>).Revenue);
    };
    const narrowed = await total('regional@demo.test');
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan((await total('admin@demo.test')) / 2);
  });
});
