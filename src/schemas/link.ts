import { defineResource } from '../model/defineResource';
import { check, required } from '../model/rules';
import type { Option, Values } from '../model/types';
import { LINK_UTM_SOURCE_OPTIONS, DICT_LANGUAGES } from './enums';
import { LOAD_FAILED } from './keyword';
import {
  createdTime,
  creatorField,
  lpTypeField,
  offByDefault,
  pagedList,
  pairsField,
  textInput as text,
} from './fields';

export const MAX_OTHER_KEYWORDS = 5;
export const TOO_MANY_KEYWORDS = 'Maximum of 5 keywords allowed';
export const ARTICLE_VIOLATION = 'This lp link does not work because there is a violation in the article.';
/** Utm sources whose links need a pixel id; Sedo sites need one whatever the source. */
export const PIXEL_SOURCES = ['taboola', 'facebook', 'tiktok', 'bigoads', 'outbrain'];
export const SEDO = 'Sedo';
export const BEES_ADS = 'BeesAds';

/** Landing-page styles; the dark style (4) is no longer offered, and the API refuses it. */
export const RETIRED_STYLE = 4;
export const LINK_STYLE_OPTIONS: Option[] = [
  { value: 1, label: 'Classic' },
  { value: 2, label: 'Card' },
  { value: 3, label: 'Minimal' },
];

const isSedo = (link: Values) => link.domain_type === SEDO;
const isBeesAds = (link: Values) => link.domain_type === BEES_ADS;
const showsOtherKeywords = (link: Values) => link.lp_type === 'content_page';
export const needsPixel = (link: Values) => isSedo(link) || PIXEL_SOURCES.includes(String(link.utm_source));

export const linkRules = {
  site: [required('Please select site')],
  lpType: [required('Please select Lp Type')],
  information: [required('Please select information')],
  mainkey: [required('Please select mainkey')],
  otherKeywords: [
    required('Please input other keywords'),
    check((value) => Array.isArray(value) && value.length <= MAX_OTHER_KEYWORDS, TOO_MANY_KEYWORDS),
  ],
  style: [
    required('Please select style'),
    check((value) => Number(value) !== RETIRED_STYLE, 'The dark style is no longer supported'),
  ],
  utmSource: [required('Please select utm source')],
  pixel: [required('Please input pixel id')],
  kwLanguage: [required('Please select kw language')],
};

/** The utm_param keys, kept flat in the form and nested in the API. */
const UTM_KEYS = ['pixel_id', 'access_token', 'postback_url', 'event_map', 'kwhl'] as const;

export function nestUtm(values: Values): Values {
  const link: Values = { ...values };
  const utm: Values = {};
  for (const key of UTM_KEYS) {
    if (link[key] !== undefined) utm[key] = link[key];
    delete link[key];
  }
  return { ...link, utm_param: utm };
}

export function flattenUtm(link: Values): Values {
  const { utm_param: utm, ...rest } = link;
  return { ...rest, ...((utm as Values | undefined) ?? {}) };
}

/** A record of this resource: what the list shows and the form edits. */
export type LinkRow = {
  id: number;
  domain: string;
  domain_type: string;
  channel_id: string;
  pub_id: string;
  lp_type: string;
  feed_id: number;
  key_word: string;
  other_key_word: string[];
  style_id: number;
  utm_source: string;
  kw_language: string;
  pixel_id: string;
  access_token: string;
  postback_url: string;
  event_map: Values[];
  kwhl: string;
  sub1: string;
  sub2: string;
  sub3: string;
  created_user_name: string;
  created_time: string;
  /** The article a BeesAds link shows (the link's detail carries it). */
  feed_info?: { title: string; item_id: number; status: string; path: string };
};

declare module '../model/rows' {
  interface ResourceRows {
    link: LinkRow;
  }
}

export default defineResource<LinkRow>()({
  name: 'link',
  label: 'Landing Pages',
  labels: { record: 'Landing Page', create: 'Create Link' },
  route: '/searchAds/landingPage',
  menu: { parent: '/searchAds', order: 3, id: 43 },
  idKey: 'id',
  // No one field names a link: its site and main keyword do, and either finds it.
  recordName: (link) => `${String(link.domain)} · ${String(link.key_word)}`,
  recordSearch: ['domain', 'key_word'],
  dataScope: { owner: 'search_site', via: 'domain', by: 'name' },
  api: {
    list: pagedList('/ssp_publisher/link/list'),
    // A link names its search site: by the link (its show) or by the site's domain (a new one).
    show: {
      method: 'GET',
      path: '/ssp_publisher/link/{id}',
      scope: [{ kind: 'search_site', from: 'path', field: 'id', via: 'link' }],
    },
    create: {
      method: 'POST',
      path: '/ssp_publisher/link',
      body: nestUtm,
      scope: [{ kind: 'search_site', from: 'body', field: 'domain', via: 'name' }],
    },
  },
  toForm: flattenUtm,
  formNotice: (link) =>
    (link.feed_info as Values | undefined)?.status === 'violation' ? ARTICLE_VIOLATION : undefined,
  messages: { created: 'create link success', loadFailed: LOAD_FAILED },
  toolbar: [
    {
      kind: 'export',
      label: 'Export csv',
      call: { method: 'GET', path: '/ssp_publisher/link/export' },
      fileName: 'links.csv',
    },
  ],
  filterOrder: [
    'domain',
    'lp_type',
    'key_word',
    'utm_source',
    'feed_id',
    'created_user_name',
    'created_time',
  ],
  fields: [
    { key: 'id', label: 'ID', column: { sortable: true } },
    {
      key: 'domain',
      label: 'Site',
      kind: 'lookup',
      lookup: {
        // The search site list, each shown by its domain (searchSite's list call and recordLabel).
        resource: 'searchSite',
        searchParam: 'domain',
        valueKey: 'domain',
        fills: { domain_type: 'domain_type', channel_id: 'channel_id', pub_id: 'pub_id' },
      },
      column: true,
      filter: { kind: 'text', placeholder: 'Site' },
      form: { rules: linkRules.site, placeholder: 'Search a site' },
    },
    { key: 'domain_type', label: 'Site Type', kind: 'hidden', column: true, form: {} },
    { key: 'channel_id', label: 'Channel ID', kind: 'hidden', form: {} },
    { key: 'pub_id', label: 'Pub ID', kind: 'hidden', form: {} },
    lpTypeField({ rules: linkRules.lpType }),
    {
      key: 'feed_id',
      label: 'Information ID',
      kind: 'lookup',
      lookup: {
        // The Live articles of the information list, each shown by its title (its recordLabel).
        resource: 'information',
        query: { status: 1 },
        valueKey: 'id',
        chosenLabel: (link) => link.feed_info?.title,
      },
      column: true,
      filter: { kind: 'text', placeholder: 'Information ID' },
      form: { label: 'Information', rules: linkRules.information, visibleWhen: isBeesAds },
    },
    {
      key: 'key_word',
      label: 'Mainkey',
      kind: 'lookup',
      lookup: {
        // The Live main keywords of the link's lp type (the keyword list).
        resource: 'keyword',
        query: (link) => ({ lp_type: link.lp_type, status: 1 }),
        valueKey: 'key_word',
      },
      column: true,
      filter: { kind: 'text', placeholder: 'Mainkey' },
      form: { rules: linkRules.mainkey, placeholder: 'Search a main keyword' },
    },
    {
      key: 'other_key_word',
      label: 'Other Keywords',
      kind: 'lines',
      form: {
        rules: linkRules.otherKeywords,
        visibleWhen: showsOtherKeywords,
        placeholder: 'One per line, at most 5',
      },
    },
    {
      key: 'style_id',
      label: 'Style',
      kind: 'select',
      options: LINK_STYLE_OPTIONS,
      form: { rules: linkRules.style },
    },
    {
      key: 'utm_source',
      label: 'Utm Source',
      kind: 'select',
      options: LINK_UTM_SOURCE_OPTIONS,
      column: true,
      filter: { withAll: true },
      form: { rules: linkRules.utmSource },
    },
    {
      key: 'kw_language',
      label: 'Kw Language',
      kind: 'select',
      options: DICT_LANGUAGES,
      form: { rules: linkRules.kwLanguage, visibleWhen: isSedo },
    },
    { key: 'pixel_id', label: 'Pixel ID', form: { rules: linkRules.pixel, requiredWhen: needsPixel } },
    text('access_token', 'Access Token'),
    text('postback_url', 'Postback URL'),
    pairsField('event_map', 'Event Map', {
      keys: ['domain_event', 'source_event'],
      labels: ['Domain Event', 'Source Event'],
      addLabel: 'Add Event',
    }),
    text('kwhl', 'Kwhl'),
    text('sub1', 'Sub1'),
    text('sub2', 'Sub2'),
    text('sub3', 'Sub3'),
    offByDefault(creatorField('created_user_name', true)),
    offByDefault(createdTime(['created_time_begin', 'created_time_end'])),
  ],
  rowActions: [
    { kind: 'view', label: 'View' },
    { kind: 'copy', label: 'Link', title: 'Link', text: (link) => String(link.link_url ?? '') },
  ],
});
