import { KEYWORD_PATH } from '../calls/calls';
import { defineResource } from '../model/defineResource';
import { maxLength, required } from '../model/rules';
import { REVIEW_RESULT_OPTIONS, failedRemark } from './enums';
import { createdTime, creatorField, crudCalls, lpTypeField, statusField, updatedTime } from './fields';

export const KEYWORD_REQUIRED = 'Please Select main keyword';
/** The spec's text when a keyword or link cannot be loaded (sic). */
export const LOAD_FAILED = 'Date error';

export const keywordRules = {
  keyword: [required(KEYWORD_REQUIRED), maxLength(100, 'Main keyword cannot be longer than 100 characters')],
  lpType: [required('Please select Lp Type')],
};

/** A record of this resource: what the list shows and the form edits. */
export type KeywordRow = {
  id: number;
  key_word: string;
  lp_type: string;
  kw_style: string;
  status: number;
  created_user_name: string;
  created_time: string;
  updated_time: string;
};

declare module '../model/rows' {
  interface ResourceRows {
    keyword: KeywordRow;
  }
}

export default defineResource<KeywordRow>()({
  name: 'keyword',
  label: 'Main Keyword',
  route: '/searchAds/mainKeyword',
  menu: { parent: '/searchAds', order: 1, id: 41 },
  idKey: 'id',
  recordLabel: 'key_word',
  api: {
    ...crudCalls(KEYWORD_PATH, 'id'),
    show: { method: 'GET', path: `${KEYWORD_PATH}/{id}` as const },
  },
  labels: { create: 'Add Mainkey', edit: 'Edit Mainkey' },
  messages: {
    created: 'add main keyword success',
    updated: 'update main keyword success',
    loadFailed: LOAD_FAILED,
  },
  filterOrder: ['key_word', 'lp_type', 'status'],
  fields: [
    { key: 'id', label: 'ID', column: { sortable: true } },
    {
      key: 'key_word',
      label: 'Main Keyword',
      column: true,
      filter: { param: 'keyword', placeholder: 'Keyword' },
      form: { rules: keywordRules.keyword },
    },
    lpTypeField({ rules: keywordRules.lpType, initial: 'content_page' }),
    { key: 'kw_style', label: 'Style', column: true },
    statusField(REVIEW_RESULT_OPTIONS, failedRemark),
    creatorField(),
    createdTime(),
    updatedTime(),
  ],
  rowActions: [{ kind: 'edit', label: 'Edit' }],
});
