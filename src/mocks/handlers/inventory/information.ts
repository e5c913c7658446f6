import { http, HttpResponse } from 'msw';
import { COVER_INVALID, tagList } from '../../../common/articleRules';
import informationSchema, { INFORMATION_STATUS } from '../../../schemas/information';
import { getCover, putCover } from '../../store/coverStore';
import { nextId, save, table } from '../../store/db';
import informationSeed, { type MockArticle } from '../../store/seeds/information';
import { fail, ok, route } from '../../respond';
import * as calls from '../../../calls/calls';
import { bodyIds, bodyText as text, signedIn } from '../../calls/signedIn';
import { DICTIONARIES } from './dictionaries';
import { imageSize } from './imageSize';
import { serveResource } from '../../generic/served';
import type { Values } from '../../../model/types';

/** Categories (id, name, children); `restricted` ones show only to company_206 (spec section 6). */
interface Category {
  id: number;
  name: string;
  restricted?: boolean;
  children?: Category[];
}
/** A category (id, name) with its children, numbered after it (`10` has `11`, `12`...). */
const category = (id: number, name: string, children: string[], restricted?: boolean): Category => ({
  id,
  name,
  ...(restricted ? { restricted } : {}),
  children: children.map((child, index) => ({ id: id + index + 1, name: child })),
});
export const CATEGORY_TREE: Category[] = [
  category(10, 'News', ['World', 'Business']),
  category(20, 'Lifestyle', ['Travel', 'Food']),
  category(30, 'Technology', ['Gadgets', 'Software']),
  category(90, 'Finance Leads', ['Loans'], true),
];
export const CATEGORY_COMPANY = 'company_206';

export const COVER_MAX_BYTES = 10 * 1024 * 1024;
export const COVER_MIN = { width: 300, height: 250 };
export const REVIEWING_REFUSAL = 'This information is under review and cannot be edited';

/** A seeded cover, or one no longer stored, is drawn as a placeholder. */
const placeholderCover = (id: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="250" viewBox="0 0 300 250"><rect width="300" height="250" fill="#e6f4ff"/><text x="150" y="132" font-family="sans-serif" font-size="20" text-anchor="middle" fill="#0958d9">Cover ${id}</text></svg>`;

export const articles = () => table<MockArticle>('information', informationSeed);

/** The fields a create or edit may set, validated with the information schema's rules. */
function articleValues(body: Record<string, unknown>) {
  return {
    title: text(body.title),
    language: text(body.language),
    category: bodyIds(body.category) ?? [],
    tags: tagList(body.tags),
    other_key_word: tagList(body.other_key_word),
    icon: text(body.icon),
    icon_id: Number(body.icon_id) || 0,
    content: typeof body.content === 'string' ? body.content : '',
    auto_ads_mode: Boolean(body.auto_ads_mode),
  };
}

const listRow = ({ content: _content, ...row }: Values) => row;

function visibleCategories(tree: Category[], companyId: string): Category[] {
  return tree
    .filter((category) => !category.restricted || companyId === CATEGORY_COMPANY)
    .map((category) =>
      category.children
        ? { ...category, children: visibleCategories(category.children, companyId) }
        : category,
    );
}

export const informationHandlers = [
  http.get(
    route(calls.newsLanguages),
    signedIn(() => ok(DICTIONARIES.language)),
  ),

  http.get(
    route(calls.newsCategories),
    signedIn(({ user }) => ok(visibleCategories(CATEGORY_TREE, user.company_id))),
  ),

  http.post(
    route(calls.coverUpload),
    signedIn(async ({ request }) => {
      let file: File | null;
      try {
        const entry = (await request.formData()).get('file');
        file = entry instanceof File ? entry : null;
      } catch {
        file = null;
      }
      if (!file) return fail('Please choose a file');
      const typeOk = /\.(jpe?g|png)$/i.test(file.name) && /^image\/(jpeg|png)$/.test(file.type);
      if (!typeOk || file.size >= COVER_MAX_BYTES) return fail(COVER_INVALID);
      const bytes = await file.arrayBuffer();
      const size = imageSize(new Uint8Array(bytes));
      if (!size || size.width < COVER_MIN.width || size.height < COVER_MIN.height) return fail(COVER_INVALID);
      const iconId = nextId();
      save();
      await putCover(String(iconId), { bytes, type: file.type });
      return ok({ icon: `/news-images/${iconId}`, icon_id: iconId });
    }),
  ),

  // Covers are served without a prefix (the image base).
  http.get(route(calls.newsImage), async ({ params }) => {
    const id = String(params.icon_id);
    const cover = await getCover(id);
    if (cover) return new HttpResponse(cover.bytes, { headers: { 'Content-Type': cover.type } });
    return new HttpResponse(placeholderCover(id.replace('seed-', '')), {
      headers: { 'Content-Type': 'image/svg+xml' },
    });
  }),
];

// A new or edited article waits for review, and one under review cannot be edited.
serveResource(informationSchema, {
  rows: articles,
  newId: nextId,
  notFound: 'Information not found',
  exact: ['item_id'],
  search: { keyword: ['title'] },
  values: articleValues,
  locked: (row) => (row?.status === INFORMATION_STATUS.reviewing ? REVIEWING_REFUSAL : undefined),
  listed: listRow,
  created: (_, user) => ({
    status: INFORMATION_STATUS.reviewing,
    remark: '',
    published_time: '',
    created_user_name: user.user_name,
  }),
  updated: () => ({ status: INFORMATION_STATUS.reviewing, remark: '' }),
});
