import { NO_PERMISSION } from '../../../src/mocks/users/access';
import { db } from '../../../src/mocks/store/db';
import { apps } from '../../../src/mocks/handlers/inventory/apps';
import { links } from '../../../src/mocks/handlers/inventory/links';
import { searchSites } from '../../../src/mocks/handlers/inventory/searchSites';
import { DEMO_PASSWORD } from '../../../src/mocks/store/seed';
import type { DocRow } from './docsCalls';

const BASE_URLS: Record<string, string> = {
  v1: 'http://localhost/gamebridge-manager/v1',
  v2: 'http://localhost/gamebridge/v2',
  image: 'http://localhost',
};

/** A placeholder's sample value, by the path segment before it: seeded records every demo user may see. */
const SAMPLE_BY_SEGMENT: Record<string, string> = {
  dict: 'zoneType',
  getdict: 'reportdic',
  domain: '1001',
  zone: '50001',
  keyword: '6001',
  link: '5001',
  news: '7001',
  search_site: '4001',
  user: '3',
  user_group: '3',
  postback: '1',
  widget: '1',
  'news-images': 'seed-7001',
};

/** A path with its placeholders filled, or with the given values by placeholder name. */
export function fillPath(path: string, values: Record<string, string> = {}): string {
  const segments = path.split('/');
  return segments
    .map((segment, index) => {
      const name = /^\{([^}]+)\}$/.exec(segment)?.[1];
      if (!name) return segment;
      return values[name] ?? SAMPLE_BY_SEGMENT[segments[index - 1]] ?? '1';
    })
    .join('/');
}

/** The query a call needs to answer (by its path), else none. */
export const QUERIES: Record<string, Record<string, string>> = {
  '/menu': { menuVersion: '2', system: 'publisher' },
  '/ssp_publisher/app/adstxt': { app_name: 'NewsReader' },
  '/ssp_publisher/user_group/data_tree': { type: 'app' },
  '/ssp_publisher/adunit/import/file': { file_name: 'ad_unit_import_template.xlsx' },
};

const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
export const REPORT_BODY = {
  begin_date: day(7),
  end_date: day(3),
  date_range: { start: day(7), end: day(3) },
  page_index: 1,
  page_size: 20,
};

/** Bodies that would change something if a refusal let them through. */
const BODIES: Record<string, unknown> = {
  'POST /login': { email: 'admin@demo.test', password: DEMO_PASSWORD },
  'POST /ssp_publisher/domain': { domain: 'matrix.example' },
  'POST /ssp_publisher/domain/{site_id}/zone/add': { ad_type: 2, description: 'matrix' },
  'PUT /ssp_publisher/zone/{zone_id}': { description: 'matrix' },
  'POST /ssp_publisher/channel': { name: 'Matrix' },
  'POST /ssp_publisher/search_site': { domain: 'matrixsearch.example' },
  'PUT /ssp_publisher/search_site/{id}': { domain: 'renamed.example', status: 3 },
  'POST /ssp_publisher/keyword': { lp_type: 'content_page', key_word: 'matrix words' },
  'PUT /ssp_publisher/keyword/{id}': { lp_type: 'content_page', key_word: 'renamed words' },
  'POST /ssp_publisher/adunit': { app_id: 7001, ad_format: 'banner', zone_name: 'matrix_unit', price: 2 },
  'POST /ssp_publisher/user_group': { name: 'Matrix group', menu_ids: [1] },
  'PUT /ssp_publisher/user_group/{id}': { name: 'Renamed group' },
  'POST /ssp_publisher/user': {
    user_name: 'Matrix',
    email: 'matrix@demo.test',
    password: 'Matrix@123',
    user_group: [3],
  },
  'PUT /ssp_publisher/user/{user_id}': { user_name: 'Renamed' },
  'POST /ssp_publisher/user/status': { id: 3, status: 1 },
  'POST /ssp_publisher/user_group/users': { user_group_id: 3, user_ids: [] },
  'POST /ssp_publisher/report/graph': { ...REPORT_BODY, metric: 'Impressions' },
};

const bodyOf = (row: Pick<DocRow, 'method' | 'base' | 'path'>) =>
  BODIES[`${row.method} ${row.path}`] ?? (row.base === 'v2' ? REPORT_BODY : {});

export interface Answer {
  status: number;
  body: unknown;
}

/** Makes a documented call as the holder of `token` (none: no header). */
export async function callAs(
  token: string | undefined,
  row: Pick<DocRow, 'method' | 'base' | 'path'>,
  values: Record<string, string> = {},
  body?: unknown,
  query: Record<string, string> = QUERIES[row.path] ?? {},
): Promise<Answer> {
  const url = new URL(`${BASE_URLS[row.base]}${fillPath(row.path, values)}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const headers: Record<string, string> = token ? { Authorization: token } : {};
  const init: RequestInit = { method: row.method, headers };
  if (row.method !== 'GET' && row.method !== 'DELETE') {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body ?? bodyOf(row));
  }
  const response = await fetch(url, init);
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    // csv, xlsx and text answers stay text
  }
  return { status: response.status, body: parsed };
}

/** The refusal of the authorization layer, word for word. */
export const REFUSAL = { success: false, code: 403, msg: NO_PERMISSION, permission_msg: NO_PERMISSION };

export const isRefusal = (answer: Answer) =>
  (answer.body as { permission_msg?: unknown } | null)?.permission_msg === NO_PERMISSION;

/** Logs in through the embedded API and answers the token. */
export async function tokenOf(email: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await callAs(
    undefined,
    { method: 'POST', base: 'v1', path: '/login' },
    {},
    { email, password },
  );
  const token = (answer.body as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`Cannot log in as ${email}: ${JSON.stringify(answer.body)}`);
  return token;
}

/**
 * The stored data set as text, sessions, their last use and API tokens left out (logging in opens
 * a session, a call marks it used, the first use of a token makes it). The tables the layer reads
 * to find a record's owner are seeded first, so that reading them is not a change.
 */
export function dataSnapshot(): string {
  apps();
  searchSites();
  links();
  const { sessions: _sessions, sessionsSeen: _seen, appKeys: _keys, ...rest } = db();
  return JSON.stringify(rest);
}
