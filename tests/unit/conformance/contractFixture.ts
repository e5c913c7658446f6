/**
 * A small OpenAPI 3.1 contract in the form `npm run api:openapi` writes (the envelope of a success
 * or a refusal, the token header, paging parameters, v1 and v2 bases), and a fake host answering
 * it: each test breaks one answer. Written out, not made by src/calls/openapi, so that the check is
 * tested against the OpenAPI structure, whatever the generator does.
 */
const REFUSAL_REF = { $ref: '#/components/schemas/Refusal' };
const ENVELOPE = {
  securitySchemes: {
    token: { type: 'apiKey', in: 'header', name: 'Authorization' },
    apiSecurityToken: { type: 'apiKey', in: 'header', name: 'Authorization' },
  },
  responses: {
    NotSignedIn: { description: 'Not signed in', content: { 'application/json': { schema: REFUSAL_REF } } },
  },
  schemas: {
    Success: {
      type: 'object',
      required: ['success'],
      properties: {
        success: { const: true },
        code: { const: 0 },
        msg: { type: ['string', 'null'] },
        data: {},
      },
    },
    Refusal: {
      type: 'object',
      required: ['success', 'msg'],
      properties: { success: { const: false }, code: { type: 'integer' }, msg: { type: 'string' } },
    },
  },
};
const V1 = '/gamebridge-manager/v1';
const V2 = '/gamebridge/v2';

/** A refusal the contract documents for a widget's creatives (a widget that is not active). */
export const INACTIVE_WIDGET = 'Creatives are available for active widgets only';

/** The 200 answer as the document writes it: the success envelope with `data`, or a refusal. */
const answer = (data: object, refusals: string[] = []) => ({
  '200': {
    description: 'The envelope',
    content: {
      'application/json': {
        ...(refusals.length
          ? {
              examples: Object.fromEntries(
                refusals.map((msg, index) => [
                  `refused${index + 1}`,
                  { value: { success: false, code: 400, msg } },
                ]),
              ),
            }
          : {}),
        schema: {
          anyOf: [
            { allOf: [{ $ref: '#/components/schemas/Success' }, { type: 'object', properties: { data } }] },
            REFUSAL_REF,
          ],
        },
      },
    },
  },
  '401': { $ref: '#/components/responses/NotSignedIn' },
});
const PAGING = ['page_index', 'page_size'].map((name) => ({
  name,
  in: 'query',
  schema: { type: 'integer' },
}));
const idParameter = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'integer' } });
const keywordBody = {
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['keyword', 'status'],
        properties: { keyword: { type: 'string' }, status: { type: 'integer', enum: [1, 2] } },
      },
    },
  },
};

export const CONTRACT = {
  openapi: '3.1.0',
  info: { title: 'Publisher console API', version: '1' },
  servers: [{ url: '/' }],
  security: [{ token: [] }, { apiSecurityToken: [] }],
  components: {
    securitySchemes: ENVELOPE.securitySchemes,
    responses: ENVELOPE.responses,
    schemas: {
      ...ENVELOPE.schemas,
      Channel: {
        type: 'object',
        required: ['id', 'name'],
        properties: { id: { type: 'integer' }, name: { type: 'string' } },
      },
      Keyword: {
        type: 'object',
        required: ['id', 'keyword'],
        properties: { id: { type: 'integer' }, keyword: { type: 'string' } },
      },
    },
  },
  paths: {
    [`${V1}/login`]: {
      post: {
        operationId: 'login',
        security: [],
        requestBody: {
          content: { 'application/json': { schema: { type: 'object', required: ['email', 'password'] } } },
        },
        responses: answer({ type: 'object', required: ['token'], properties: { token: { type: 'string' } } }),
      },
    },
    [`${V1}/ssp_publisher/channel`]: {
      get: {
        operationId: 'channelList',
        parameters: PAGING,
        responses: answer({
          type: 'object',
          required: ['list', 'total'],
          properties: {
            list: { type: 'array', items: { $ref: '#/components/schemas/Channel' } },
            total: { type: 'integer' },
          },
        }),
      },
    },
    [`${V1}/ssp_publisher/keyword/{id}`]: {
      get: {
        operationId: 'keywordShow',
        parameters: [idParameter('id')],
        responses: answer({ $ref: '#/components/schemas/Keyword' }),
      },
      put: {
        operationId: 'keywordUpdate',
        parameters: [idParameter('id')],
        requestBody: keywordBody,
        responses: answer({ type: ['object', 'null'] }),
      },
      delete: {
        operationId: 'keywordDelete',
        parameters: [idParameter('id')],
        responses: answer({ type: 'null' }),
      },
    },
    [`${V1}/ssp_publisher/keyword`]: {
      get: {
        operationId: 'keywordList',
        parameters: PAGING,
        responses: answer({
          type: 'object',
          properties: { list: { type: 'array', items: { $ref: '#/components/schemas/Keyword' } } },
        }),
      },
      post: { operationId: 'keywordCreate', requestBody: keywordBody, responses: answer({ type: 'object' }) },
    },
    [`${V1}/ssp_publisher/keyword/export`]: {
      get: {
        operationId: 'keywordExport',
        responses: {
          '200': {
            description: 'The file; a refusal is the JSON envelope',
            content: {
              'application/octet-stream': { schema: { type: 'string' } },
              'application/json': { schema: REFUSAL_REF },
            },
          },
        },
      },
    },
    // Before the list its required widget_id comes from, as in the document (paths in order).
    [`${V1}/ssp_publisher/widget/creative/list`]: {
      get: {
        operationId: 'widgetCreatives',
        parameters: [
          { name: 'widget_id', in: 'query', required: true, schema: { type: ['number', 'string'] } },
        ],
        responses: answer({ type: 'array' }, [INACTIVE_WIDGET]),
      },
    },
    [`${V1}/ssp_publisher/widget/list`]: {
      get: { operationId: 'widgetList', parameters: PAGING, responses: answer({ type: 'object' }) },
    },
    [`${V1}/ssp_publisher/report/timezone`]: {
      get: {
        operationId: 'timeZones',
        responses: answer({
          type: 'array',
          items: { type: 'object', required: ['value'], properties: { value: { type: 'string' } } },
        }),
      },
    },
    [`${V2}/ssp_publisher/app/report`]: {
      post: {
        operationId: 'appAdsReport',
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['begin_date', 'end_date', 'dimensions'],
                properties: {
                  begin_date: { type: 'string', format: 'date' },
                  end_date: { type: 'string', format: 'date' },
                  dimensions: { type: 'array', minItems: 1, items: { enum: ['Date', 'App'] } },
                  page_index: { type: 'integer' },
                  page_size: { type: 'integer' },
                },
              },
            },
          },
        },
        responses: answer(
          {
            type: 'object',
            required: ['rows'],
            properties: { rows: { type: 'array', items: { type: 'object' } }, total: { type: 'integer' } },
          },
          ['Please select a dimension'],
        ),
      },
    },
  },
};
export interface SeenCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
}

type Answer = { status?: number; body: unknown; contentType?: string; hang?: boolean };
/** An answer that never comes: the request fails only when the check gives up on it. */
export const HANG: Answer = { body: undefined, hang: true };
/** Replaces the answer of "<METHOD> <path>" (path without the host). */
export type Breaks = Record<string, (call: SeenCall, keywords: Map<number, Keyword>) => Answer>;
type Keyword = { id: number; keyword: string; status: number };

const ok = (data: unknown): Answer => ({ body: { success: true, code: 0, msg: 'ok', data } });
const CHANNELS = [1, 2, 3].map((id) => ({ id, name: `channel ${id}` }));
const TOKEN = 'demo-token';

/**
 * A host that answers the contract: three channels, keywords it keeps (so a test sees what the
 * check created, edited and deleted), a report. `breaks` replaces single answers.
 */
export function fakeHost(breaks: Breaks = {}) {
  const calls: SeenCall[] = [];
  const keywords = new Map<number, Keyword>([[7, { id: 7, keyword: 'theirs', status: 1 }]]);
  let nextId = 100;
  const route = (call: SeenCall): Answer => {
    const key = `${call.method} ${call.path}`;
    if (breaks[key]) return breaks[key](call, keywords);
    if (key === `POST ${V1}/login`) {
      const { password } = call.body as { password: string };
      return password === 'right'
        ? ok({ token: TOKEN })
        : { body: { success: false, code: 400, msg: 'Incorrect email or password' } };
    }
    if (call.authorization !== TOKEN)
      return { status: 401, body: { success: false, code: 401, msg: 'Please log in again' } };
    const page = Number(call.query.get('page_index') ?? 1);
    const size = Number(call.query.get('page_size') ?? 20);
    const paged = (rows: object[]) =>
      ok({ list: rows.slice((page - 1) * size, page * size), total: rows.length });
    if (key === `GET ${V1}/ssp_publisher/channel`) return paged(CHANNELS);
    if (key === `GET ${V1}/ssp_publisher/keyword`) return paged([...keywords.values()]);
    if (key === `POST ${V1}/ssp_publisher/keyword`) {
      const id = nextId++;
      keywords.set(id, { id, ...(call.body as { keyword: string; status: number }) });
      return ok({ id });
    }
    const keywordId = call.path.match(/\/ssp_publisher\/keyword\/(\d+)$/)?.[1];
    if (keywordId && keywords.has(Number(keywordId))) {
      if (call.method === 'GET') return ok(keywords.get(Number(keywordId)));
      if (call.method === 'PUT') {
        keywords.set(Number(keywordId), {
          id: Number(keywordId),
          ...(call.body as { keyword: string; status: number }),
        });
        return ok(null);
      }
      if (call.method === 'DELETE') {
        keywords.delete(Number(keywordId));
        return ok(null);
      }
    }
    if (key === `GET ${V1}/ssp_publisher/keyword/export`)
      return { body: 'id,keyword\n7,theirs\n', contentType: 'text/csv; charset=utf-8' };
    if (key === `GET ${V1}/ssp_publisher/widget/list`) return paged([{ widget_id: 31, name: 'widget' }]);
    if (key === `GET ${V1}/ssp_publisher/widget/creative/list`)
      return call.query.get('widget_id') === '31'
        ? ok([])
        : { body: { success: false, code: 400, msg: 'No widget' } };
    if (key === `GET ${V1}/ssp_publisher/report/timezone`) return ok([{ value: 'UTC' }]);
    if (key === `POST ${V2}/ssp_publisher/app/report`)
      return ok({ rows: [{ Date: '2026-11-20' }], total: 1 });
    return { status: 404, body: { success: false, code: 404, msg: `No such call: ${call.path}` } };
  };
  const fetchImpl = async (input: URL | string, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const headers = new Headers(init.headers);
    const call: SeenCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      authorization: headers.get('Authorization'),
    };
    calls.push(call);
    const { status = 200, body, contentType = 'application/json', hang } = route(call);
    if (hang)
      return new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'Content-Type': contentType } });
  };
  return { fetchImpl, calls, keywords };
}
