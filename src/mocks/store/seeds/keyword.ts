import { ACTIVE, FAILED, PENDING } from '../../../schemas/enums';
import type { KeywordRow } from '../../../schemas/keyword';
import { daysAgo } from '../seed';

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

/** The main keywords (table mainKeywords): active, pending and failed ones, and an unloadable one. */
export default function keywordSeed(): MockKeyword[] {
  return [
    keyword(6001, 'best running shoes', 'content_page', ACTIVE, 30),
    keyword(6002, 'cheap flights', 'middle_page', ACTIVE, 25),
    keyword(6003, 'home insurance quotes', 'content_page', PENDING, 5),
    keyword(6004, 'miracle pills', 'content_page', FAILED, 12, 'Keyword violates the health claims policy'),
    keyword(6005, 'online degrees', 'middle_page', ACTIVE, 8),
    keyword(UNLOADABLE_KEYWORD, 'archived keyword', 'content_page', ACTIVE, 90),
  ];
}
