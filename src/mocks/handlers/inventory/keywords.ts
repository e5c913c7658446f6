import { daysAgo } from '../../store/seed';
import { http } from 'msw';
import { ACTIVE, FAILED, PENDING } from '../../../schemas/enums';
import keywordSchema, { type KeywordRow } from '../../../schemas/keyword';
import { nextId, table } from '../../store/db';
import { serveResource } from '../../generic/served';
import { fail, route } from '../../respond';
import { fillPath } from '../../../providers/http/paths';
import { signedIn } from '../../calls/signedIn';

/** A stored keyword: the keyword schema's record with its review remark and style id. */
export type MockKeyword = KeywordRow & { remark: string; style_id: number };

/** A keyword whose detail cannot be loaded, so the 'Date error' path can be seen. */
export const UNLOADABLE_KEYWORD = 6006;

const keyword = (
  id: number,
  key_word: string,
  lp_type: string,
  status: number,
  age: number,
  remark = '',
) => ({
  id,
  key_word,
  lp_type,
  status,
  remark,
  style_id: 1,
  kw_style: 'Classic',
  created_user_name: 'Publisher',
  created_time: daysAgo(age),
  updated_time: daysAgo(age),
});

export const keywords = () =>
  table<MockKeyword>('mainKeywords', () => [
    keyword(6001, 'best running shoes', 'content_page', ACTIVE, 30),
    keyword(6002, 'cheap flights', 'middle_page', ACTIVE, 25),
    keyword(6003, 'home insurance quotes', 'content_page', PENDING, 5),
    keyword(6004, 'miracle pills', 'content_page', FAILED, 12, 'Keyword violates the health claims policy'),
    keyword(6005, 'online degrees', 'middle_page', ACTIVE, 8),
    keyword(UNLOADABLE_KEYWORD, 'archived keyword', 'content_page', ACTIVE, 90),
  ]);

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
