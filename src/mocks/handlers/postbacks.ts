import { http } from 'msw';
import { validateRecord } from '../../model/rules';
import postbackSchema, { POSTBACK_ACTIVE, POSTBACK_PAUSED, postbackUrl } from '../../schemas/postback';
import { nextId, now, save, table } from '../db';
import { contains, daysAgo, equals, listAnswer } from '../listing';
import { API, fail, ok } from '../respond';
import { jsonBody, signedIn } from '../signedIn';
import { registerRecords } from '../activity/recordTables';

export interface MockPostback {
  postback_id: number;
  base_url: string;
  postback_url: string;
  event_type: string[];
  status: number;
  field_type: string;
  field_value: string;
  return_options: { parameter: string; name: string }[];
  created_time: string;
}

const postback = (
  postback_id: number,
  base_url: string,
  return_options: MockPostback['return_options'],
  status: number,
  age: number,
): MockPostback => ({
  postback_id,
  base_url,
  postback_url: postbackUrl(base_url, return_options),
  event_type: ['keyword_pv', 'search_click'],
  status,
  field_type: 'company',
  field_value: 'company_100',
  return_options,
  created_time: daysAgo(age),
});

export const postbacks = () =>
  table<MockPostback>('postbacks', () => [
    postback(
      3101,
      'https://tracker.example/pb',
      [
        { parameter: '{event_type}', name: 'evt' },
        { parameter: '{site}', name: 'site' },
      ],
      POSTBACK_ACTIVE,
      30,
    ),
    postback(3102, 'https://ads.partner.example/cb?e={event_type}', [], POSTBACK_PAUSED, 12),
  ]);

function values(body: Record<string, unknown>) {
  const options = Array.isArray(body.return_options)
    ? (body.return_options as Record<string, unknown>[])
    : [];
  return {
    base_url: typeof body.base_url === 'string' ? body.base_url.trim() : '',
    event_type: Array.isArray(body.event_type) ? body.event_type.map(String) : [],
    return_options: options.map((option) => ({
      parameter: String(option?.parameter ?? ''),
      name: String(option?.name ?? ''),
    })),
  };
}

const postbackOf = (id: unknown) => postbacks().find((row) => String(row.postback_id) === String(id));

export const postbackHandlers = [
  http.get(
    `${API}/ssp_publisher/postback/list`,
    signedIn(({ query }) =>
      listAnswer(postbacks(), query, [
        equals<MockPostback>(query, 'status'),
        contains<MockPostback>(query, 'keyword', 'postback_url'),
      ]),
    ),
  ),

  http.post(
    `${API}/ssp_publisher/postback`,
    signedIn(async ({ request, user }) => {
      const input = values(await jsonBody(request));
      const invalid = validateRecord(postbackSchema, input, 'create');
      if (invalid) return fail(invalid);
      const row: MockPostback = {
        ...input,
        postback_id: nextId(),
        postback_url: postbackUrl(input.base_url, input.return_options),
        status: POSTBACK_ACTIVE,
        field_type: 'company',
        field_value: user.company_id,
        created_time: now(),
      };
      postbacks().push(row);
      save();
      return ok(row);
    }),
  ),

  // Declared before /postback/:id so that 'status' is not taken for an id.
  http.put(
    `${API}/ssp_publisher/postback/status`,
    signedIn(async ({ request }) => {
      const body = await jsonBody(request);
      const row = postbackOf(body.postback_id);
      if (!row) return fail('Postback not found');
      const status = Number(body.status);
      if (status !== POSTBACK_ACTIVE && status !== POSTBACK_PAUSED) return fail('Status must be 1 or 2');
      row.status = status;
      save();
      return ok(row);
    }),
  ),

  http.put(
    `${API}/ssp_publisher/postback/:id`,
    signedIn(async ({ params, request }) => {
      const row = postbackOf(params.id);
      if (!row) return fail('Postback not found');
      const input = values(await jsonBody(request));
      const invalid = validateRecord(postbackSchema, input, 'edit');
      if (invalid) return fail(invalid);
      Object.assign(row, input, { postback_url: postbackUrl(input.base_url, input.return_options) });
      save();
      return ok(row);
    }),
  ),
];

// Where the activity log finds the rows a change touches.
registerRecords('postback', postbacks);
