import { http } from 'msw';
import { PENDING } from '../../../schemas/enums';
import keywordSchema from '../../../schemas/keyword';
import { nextId, table } from '../../store/db';
import keywordSeed, { UNLOADABLE_KEYWORD, type MockKeyword } from '../../store/seeds/keyword';
import { serveResource } from '../../generic/served';
import { fail, route } from '../../respond';
import { fillPath } from '../../../providers/http/paths';
import { signedIn } from '../../calls/signedIn';

export const keywords = () => table<MockKeyword>('mainKeywords', keywordSeed);

// A new or changed keyword waits for review; a keyword is unique within its lp type.
serveResource(keywordSchema, {
  rows: keywords,
  newId: nextId,
  notFound: 'Keyword not found',
  unique: {
    keys: ['key_word', 'lp_type'],
    message: ({ key_word }) => `The main keyword ${String(key_word)} already exists`,
  },
  created: (_, user) => ({
    status: PENDING,
    remark: '',
    style_id: 1,
    kw_style: 'Classic',
    created_user_name: user.user_name,
  }),
  updated: () => ({ status: PENDING, remark: '' }),
});

/** Irregular: this one keyword's detail never loads, so the form's 'Date error' can be seen. */
export const keywordHandlers = [
  http.get(
    route({ path: fillPath(keywordSchema.api.show?.path ?? '', { id: UNLOADABLE_KEYWORD }) }),
    signedIn(() => fail('Keyword not found')),
  ),
];
