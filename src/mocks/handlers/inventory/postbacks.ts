import postbackSchema, { POSTBACK_ACTIVE, postbackUrl } from '../../../schemas/postback';
import type { Values } from '../../../model/types';
import { nextId, table } from '../../store/db';
import postbackSeed, { type MockPostback } from '../../store/seeds/postback';
import { serveResource } from '../../generic/served';

export const postbacks = () => table<MockPostback>('postbacks', postbackSeed);

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
