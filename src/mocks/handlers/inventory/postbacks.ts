import { daysAgo } from '../../store/seed';
import postbackSchema, {
  POSTBACK_ACTIVE,
  POSTBACK_PAUSED,
  postbackUrl,
  type PostbackRow,
} from '../../../schemas/postback';
import type { Values } from '../../../model/types';
import { nextId, table } from '../../store/db';
import { serveResource } from '../../generic/served';

/** A stored postback: the postback schema's record with the owner it reports for. */
export type MockPostback = PostbackRow & { field_type: string; field_value: string };

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

const returnOptions = () => [
  { parameter: '{event_type}', name: 'evt' },
  { parameter: '{site}', name: 'site' },
];

export const postbacks = () =>
  table<MockPostback>('postbacks', () => [
    postback(3101, 'https://tracker.example/pb', returnOptions(), POSTBACK_ACTIVE, 30),
    postback(3102, 'https://ads.partner.example/cb?e={event_type}', [], POSTBACK_PAUSED, 12),
  ]);

/** The URL a postback calls: its base with its return options, rebuilt whenever either changes. */
const withUrl = (row: Values) => ({ postback_url: postbackUrl(row.base_url, row.return_options) });

// A new postback is active and belongs to its creator's company; its status has its own call.
serveResource(postbackSchema, {
  rows: postbacks,
  newId: nextId,
  notFound: 'Postback not found',
  created: (values, user) => ({
    ...withUrl(values),
    status: POSTBACK_ACTIVE,
    field_type: 'company',
    field_value: user.company_id,
  }),
  updated: withUrl,
});
