import {
  BODY_REQUIRED,
  COVER_INVALID,
  LEAD_TOO_SHORT,
  MAX_MARKERS,
  MIN_LEAD_CHARACTERS,
  TOO_MANY_MARKERS,
  hasContent,
  leadText,
  markerCount,
  tagList,
} from '../common/articleRules';
import { NEWS_PATH, newsLanguages } from '../calls/calls';
import { defineResource } from '../model/defineResource';
import { check, maxLength, required } from '../model/rules';
import type { Option, Values } from '../model/types';

/** Information statuses; 3 (under review) is set by every submit and is view-only. */
export const INFORMATION_STATUS = { active: 1, failed: 2, reviewing: 3, offline: 4 } as const;

export const INFORMATION_STATUS_OPTIONS: Option[] = [
  { value: 1, label: 'Active', color: 'green' },
  { value: 2, label: 'Failed', color: 'red' },
  { value: 3, label: 'Reviewing', color: 'gold' },
  { value: 4, label: 'Offline', color: 'default' },
];

export const MAX_TAGS = 15;
export const MAX_OTHER_KEYWORDS = 5;

export const informationRules = {
  title: [required('Please input title'), maxLength(100, 'Title cannot be longer than 100 characters')],
  language: [required('Please select language')],
  category: [required('Please select category')],
  tags: [check((value) => tagList(value).length <= MAX_TAGS, `Maximum of ${MAX_TAGS} tags allowed`)],
  otherKeywords: [
    check(
      (value) => tagList(value).length <= MAX_OTHER_KEYWORDS,
      `Maximum of ${MAX_OTHER_KEYWORDS} keywords allowed`,
    ),
  ],
  cover: [required(COVER_INVALID)],
  content: [
    required(BODY_REQUIRED),
    check(hasContent, BODY_REQUIRED),
    check((value) => markerCount(String(value)) <= MAX_MARKERS, TOO_MANY_MARKERS),
    check(
      (value) => markerCount(String(value)) === 0 || leadText(String(value)).length > MIN_LEAD_CHARACTERS,
      LEAD_TOO_SHORT,
    ),
  ],
};

export const LANGUAGE_OPTIONS = { path: newsLanguages.path, query: { page_size: 999 } };

const isReviewing = (article: Values) => Number(article.status) === INFORMATION_STATUS.reviewing;

/** A record of this resource: what the list shows and the form edits. */
export type InformationRow = {
  id: number;
  title: string;
  language: string;
  category: string;
  tags: string;
  other_key_word: string;
  icon: string;
  content: string;
  status: number;
  created_user_name: string;
  updated_time: string;
};

declare module '../model/rows' {
  interface ResourceRows {
    information: InformationRow;
  }
}

/** The articles: listed and created at one path, shown and updated at the article's. */
const NEWS = NEWS_PATH;
const ARTICLE = `${NEWS}/{id}` as const;

export default defineResource<InformationRow>()({
  name: 'information',
  label: 'Information',
  route: '/searchAds/information',
  menu: { parent: '/searchAds', order: 4, id: 44 },
  idKey: 'id',
  recordLabel: 'title',
  api: {
    list: {
      method: 'GET',
      path: NEWS,
      paging: { page: 'page_index', size: 'page_size' },
    },
    // The article with its text (list rows carry none), read by the editor and the title's preview.
    show: { method: 'GET', path: ARTICLE },
    create: { method: 'POST', path: NEWS },
    update: { method: 'PUT', path: ARTICLE },
  },
  labels: { create: 'Create Information' },
  messages: { created: 'create information success', updated: 'update information success' },
  filterOrder: ['id', 'title', 'status', 'language'],
  form: () => import('../resources/custom/information/InformationEditor'),
  fields: [
    { key: 'id', label: 'Information ID', column: { sortable: true }, filter: { param: 'item_id' } },
    {
      key: 'title',
      label: 'Title',
      column: { component: () => import('../resources/custom/information/TitlePreviewCell') },
      filter: { param: 'title' },
      form: { rules: informationRules.title },
    },
    {
      key: 'language',
      label: 'Language',
      kind: 'select',
      options: LANGUAGE_OPTIONS,
      column: true,
      filter: { param: 'language', withAll: true },
      form: { rules: informationRules.language },
    },
    { key: 'category', label: 'Category', form: { rules: informationRules.category } },
    {
      key: 'tags',
      label: 'Tags',
      column: { offByDefault: true },
      form: { rules: informationRules.tags, placeholder: 'Comma-separated, at most 15' },
    },
    {
      key: 'other_key_word',
      label: 'Other Keywords',
      form: { rules: informationRules.otherKeywords, placeholder: 'Comma-separated, at most 5' },
    },
    { key: 'icon', label: 'Cover', form: { rules: informationRules.cover } },
    { key: 'content', label: 'Information', form: { rules: informationRules.content } },
    {
      key: 'status',
      label: 'Status',
      options: INFORMATION_STATUS_OPTIONS,
      // A Failed article shows its remark in a tooltip.
      column: {
        display: 'tag',
        tooltip: (article) =>
          Number(article.status) === INFORMATION_STATUS.failed && article.remark
            ? String(article.remark)
            : undefined,
      },
      filter: { param: 'status', kind: 'select', withAll: true },
    },
    { key: 'created_user_name', label: 'Creator', column: true },
    { key: 'updated_time', label: 'Updated Time', column: { display: 'dateTime' } },
  ],
  rowActions: [
    { kind: 'edit', label: 'Edit', visibleWhen: (article) => !isReviewing(article) },
    { kind: 'view', label: 'View', visibleWhen: isReviewing },
  ],
});
