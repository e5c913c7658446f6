import { http } from 'msw';
import { validateRecord } from '../../model/rules';
import { ACTIVE, FAILED, PENDING } from '../../schemas/enums';
import keywordSchema from '../../schemas/keyword';
import { nextId, now, save, table } from '../db';
import { contains, daysAgo, equals, listAnswer } from '../listing';
import { API, fail, ok } from '../respond';
import { jsonBody, signedIn } from '../signedIn';
import { registerRecords } from '../activity/recordTables';

export interface MockKeyword {
  id: number;
  key_word: string;
  lp_type: string;
  status: number;
  remark: string;
  style_id: number;
  kw_style: string;
  created_user_name: string;
  created_time: string;
  updated_time: string;
}

/** A keyword whose detail cannot be loaded, so the 'Date error' path can be seen. */
export const UNLOADABLE_KEYWORD = 6006;

const keyword = (
  id: number,
  key_word: string,
  lp_type: string,
  status: number,
  age: number,
  remark = '',
): MockKeyword => ({
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

const values = (body: Record<string, unknown>) => ({
  key_word: typeof body.key_word === 'string' ? body.key_word.trim() : '',
  lp_type: typeof body.lp_type === 'string' ? body.lp_type : '',
});

function problem(input: ReturnType<typeof values>, id?: number): string | undefined {
  const invalid = validateRecord(keywordSchema, input, id ? 'edit' : 'create');
  if (invalid) return invalid;
  if (!['content_page', 'middle_page'].includes(input.lp_type)) return 'Unknown Lp Type';
  const taken = keywords().some(
    (row) => row.id !== id && row.key_word === input.key_word && row.lp_type === input.lp_type,
  );
  return taken ? `The main keyword ${input.key_word} already exists` : undefined;
}

const keywordOf = (id: unknown) => keywords().find((row) => String(row.id) === String(id));

export const keywordHandlers = [
  http.get(
    `${API}/ssp_publisher/keyword/list`,
    signedIn(({ query }) =>
      listAnswer(keywords(), query, [
        equals<MockKeyword>(query, 'lp_type'),
        equals<MockKeyword>(query, 'status'),
        contains<MockKeyword>(query, 'keyword', 'key_word'),
      ]),
    ),
  ),

  http.get(
    `${API}/ssp_publisher/keyword/:id`,
    signedIn(({ params }) => {
      const row = keywordOf(params.id);
      if (!row || row.id === UNLOADABLE_KEYWORD) return fail('Keyword not found');
      return ok(row);
    }),
  ),

  http.post(
    `${API}/ssp_publisher/keyword`,
    signedIn(async ({ request, user }) => {
      const input = values(await jsonBody(request));
      const refusal = problem(input);
      if (refusal) return fail(refusal);
      const row = {
        ...keyword(nextId(), input.key_word, input.lp_type, PENDING, 0),
        created_user_name: user.user_name,
        created_time: now(),
        updated_time: now(),
      };
      keywords().push(row);
      save();
      return ok(row);
    }),
  ),

  http.put(
    `${API}/ssp_publisher/keyword/:id`,
    signedIn(async ({ params, request }) => {
      const row = keywordOf(params.id);
      if (!row) return fail('Keyword not found');
      const input = values(await jsonBody(request));
      const refusal = problem(input, row.id);
      if (refusal) return fail(refusal);
      // A changed keyword is reviewed again.
      Object.assign(row, input, { status: PENDING, remark: '', updated_time: now() });
      save();
      return ok(row);
    }),
  ),
];

// Where the activity log finds the rows a change touches.
registerRecords('keyword', keywords);
