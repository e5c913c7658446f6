import { defineResource } from '../model/defineResource';
import { check, pattern, required } from '../model/rules';
import type { Option, Values } from '../model/types';
import {
  createdTime,
  creatorField,
  hasStatus,
  offByDefault,
  pagedList,
  statusField,
  updatedTime,
} from './fields';

export const SITE_INVALID = 'Please Input A Valid Site';
export const SITE_CAPITALS_OR_WWW =
  'Failed to create, please fill in a domain name that does not contain capital letters and does not start with www.';
export const STATUS_UPDATE_FAILED = 'Please Try Again';

/**
 * Labels of 1 to 63 letters, digits or '-' that neither start nor end with '-', then a top-level
 * domain of 2 to 63 letters.
 */
export const DOMAIN_PATTERN = /^([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;

export const searchSiteRules = {
  domain: [
    required(SITE_INVALID),
    pattern(DOMAIN_PATTERN, SITE_INVALID),
    check((value) => !/^www/i.test(String(value)) && !/[A-Z]/.test(String(value)), SITE_CAPITALS_OR_WWW),
  ],
};

/** Search site statuses (numeric): a failed site shows its message; 4 waits for the DNS feedback. */
export const SEARCH_SITE_STATUS = {
  active: 1,
  failed: 2,
  reviewing: 3,
  waitingDns: 4,
  dnsResolved: 5,
} as const;
export const SEARCH_SITE_STATUS_OPTIONS: Option[] = [
  { value: 1, label: 'Active', color: 'green' },
  { value: 2, label: 'Failed', color: 'red' },
  { value: 3, label: 'Reviewing', color: 'gold' },
  { value: 4, label: 'Waiting For DNS', color: 'blue' },
  { value: 5, label: 'DNS Resolved', color: 'cyan' },
];

const canRetry = (site: Values) =>
  hasStatus(SEARCH_SITE_STATUS.failed)(site) && site.domain_source !== 'preset';

/** A record of this resource: what the list shows and the form edits. */
export type SearchSiteRow = {
  id: number;
  domain: string;
  status: number;
  dns: string;
  domain_type: string;
  /** What a landing page's site lookup copies into the link (see link.ts). */
  channel_id: string;
  pub_id: string;
  created_user: string;
  created_time: string;
  updated_time: string;
};

declare module '../model/rows' {
  interface ResourceRows {
    searchSite: SearchSiteRow;
  }
}

export default defineResource<SearchSiteRow>()({
  name: 'searchSite',
  label: 'Site',
  route: '/searchAds/site',
  menu: { parent: '/searchAds', order: 2, id: 42 },
  idKey: 'id',
  recordLabel: 'domain',
  owns: 'search_site',
  api: {
    list: pagedList('/ssp_publisher/search_site/list'),
    create: { method: 'POST', path: '/ssp_publisher/search_site' },
    // Editing resends the site for review (status 3).
    update: {
      method: 'PUT',
      path: '/ssp_publisher/search_site/{id}',
      body: (site) => ({ ...site, status: SEARCH_SITE_STATUS.reviewing }),
      scope: [{ kind: 'search_site', from: 'path', field: 'id', via: 'id' }],
    },
  },
  labels: { edit: 'Retry Site' },
  messages: { created: 'add site success', updated: 'site sent for review' },
  toolbar: [{ kind: 'link', label: 'Postback Setting', to: '/searchAds/site/postback' }],
  filterOrder: ['domain', 'status', 'created_time', 'created_user'],
  fields: [
    { key: 'id', label: 'ID', column: { sortable: true } },
    {
      key: 'domain',
      label: 'Site',
      column: true,
      filter: { placeholder: 'Site' },
      form: { prefix: 'https://', rules: searchSiteRules.domain, placeholder: 'example.com' },
    },
    statusField(SEARCH_SITE_STATUS_OPTIONS, (site) => (site.message ? String(site.message) : undefined)),
    { key: 'dns', label: 'DNS', column: { display: 'lines' } },
    { key: 'domain_type', label: 'Type', column: true },
    creatorField('created_user', true),
    offByDefault(createdTime(['created_time_begin', 'created_time_end'])),
    offByDefault(updatedTime()),
  ],
  rowActions: [
    {
      kind: 'call',
      label: 'Feedback Result',
      visibleWhen: hasStatus(SEARCH_SITE_STATUS.waitingDns),
      confirm: 'Once the DNS records of {{domain}} are set, tell us it has been successful.',
      okText: 'Has Been Successful',
      call: {
        method: 'PUT',
        path: '/ssp_publisher/search_site/{id}/dns_resolved',
        scope: [{ kind: 'search_site', from: 'path', field: 'id', via: 'id' }],
      },
      sets: { status: SEARCH_SITE_STATUS.dnsResolved },
      done: 'DNS resolved',
      failed: STATUS_UPDATE_FAILED,
    },
    {
      kind: 'edit',
      label: 'Retry',
      visibleWhen: canRetry,
      // Many failed sites sent for review again at once, each as it is (the update's status 3).
      bulk: {
        texts: {
          one: 'Retry 1 site?',
          many: 'Retry {{count}} sites?',
          result: 'Sent {{done}} of {{total}} for review',
        },
      },
    },
  ],
});
