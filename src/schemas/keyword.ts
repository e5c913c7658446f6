import { defineResource } from '../resources/defineResource';
import { maxLength, required } from '../resources/rules';
import { LP_TYPE_OPTIONS, REVIEW_RESULT_OPTIONS, failedRemark } from './enums';

export const KEYWORD_REQUIRED = 'Please Select main keyword';
/** The spec's text when a keyword or link cannot be loaded (sic). */
export const LOAD_FAILED = 'Date error';

export const keywordRules = {
  keyword: [required(KEYWORD_REQUIRED), maxLength(100, 'Main keyword cannot be longer than 100 characters')],
  lpType: [required('Please select Lp Type')],
};

export default defineResource({
  name: 'keyword',
  label: 'Main Keyword',
  route: '/searchAds/mainKeyword',
  idKey: 'id',
  api: {
    list: {
      method: 'GET',
      path: '/ssp_publisher/keyword/list',
      paging: { page: 'page_index', size: 'page_size' },
    },
    show: { method: 'GET', path: '/ssp_publisher/keyword/{id}' },
    create: { method: 'POST', path: '/ssp_publisher/keyword' },
    update: { method: 'PUT', path: '/ssp_publisher/keyword/{id}' },
  },
  createLabel: 'Add Mainkey',
  editLabel: 'Edit Mainkey',
  messages: {
    created: 'add main keyword success',
    updated: 'update main keyword success',
    loadFailed: LOAD_FAILED,
  },
  filterOrder: ['key_word', 'lp_type', 'status'],
  fields: [
    { key: 'id', label: 'ID', column: true },
    {
      key: 'key_word',
      label: 'Main Keyword',
      column: true,
      filter: { param: 'keyword', placeholder: 'Keyword' },
      form: { rules: keywordRules.keyword },
    },
    {
      key: 'lp_type',
      label: 'Lp Type',
      kind: 'select',
      options: LP_TYPE_OPTIONS,
      column: true,
      filter: { withAll: true },
      form: { rules: keywordRules.lpType, initial: 'content_page' },
    },
    { key: 'kw_style', label: 'Style', column: true },
    {
      key: 'status',
      label: 'Status',
      options: REVIEW_RESULT_OPTIONS,
      column: { display: 'tag', tooltip: failedRemark },
      filter: { kind: 'select', withAll: true },
    },
    { key: 'created_user_name', label: 'Creator', column: true },
    { key: 'created_time', label: 'Created Time', column: { display: 'dateTime' } },
    { key: 'updated_time', label: 'Updated Time', column: { display: 'dateTime' } },
  ],
  rowActions: [{ kind: 'edit', label: 'Edit' }],
});
