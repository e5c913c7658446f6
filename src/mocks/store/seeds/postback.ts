import { POSTBACK_ACTIVE, POSTBACK_PAUSED, postbackUrl, type PostbackRow } from '../../../schemas/postback';
import { daysAgo } from '../seed';

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

/** The postbacks (table postbacks) of the demo company: an active one and a paused one. */
export default function postbackSeed(): MockPostback[] {
  return [
    postback(3101, 'https://tracker.example/pb', returnOptions(), POSTBACK_ACTIVE, 30),
    postback(3102, 'https://ads.partner.example/cb?e={event_type}', [], POSTBACK_PAUSED, 12),
  ];
}
