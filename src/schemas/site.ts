import { siteList, timeZones, verifyAdsTxt } from '../calls/calls';
import { defineResource } from '../model/defineResource';
import { check, pattern, required } from '../model/rules';
import type { Option } from '../model/types';

/** Labels of letters, digits, Chinese characters, _ or -, then a top-level domain of 2 to 63 letters. */
export const SITE_DOMAIN_PATTERN = /^([a-zA-Z0-9\u4e00-\u9fa5_-]+\.)+[a-zA-Z]{2,63}$/;

export const siteLinkRules = [
  required('Please input site link'),
  pattern(SITE_DOMAIN_PATTERN, "domain' is not a valid url"),
  check(
    (value) => !/^www/i.test(String(value)) && !/[A-Z]/.test(String(value)),
    'Failed to create, please fill in a domain name that does not contain capital letters and does not start with www.',
  ),
];

const BLUE = 'blue';
const GREEN = 'green';
const AMBER = 'gold';
const RED = 'red';
const GREY = 'default';

/** Site verification statuses with their colours (spec section 4); Archive shows as 'Close'. */
export const siteStatusOptions: Option[] = [
  { value: 'Waiting For DNS', label: 'Waiting For DNS', color: BLUE },
  { value: 'To Be Analyzed', label: 'To Be Analyzed', color: BLUE },
  { value: 'To Be Confirmed', label: 'To Be Confirmed', color: BLUE },
  { value: 'Pending', label: 'Pending', color: AMBER },
  { value: 'Verifying', label: 'Verifying', color: AMBER },
  { value: 'Active', label: 'Active', color: GREEN },
  { value: 'Live', label: 'Live', color: GREEN },
  { value: 'Successful', label: 'Successful', color: GREEN },
  { value: 'Failed', label: 'Failed', color: RED },
  { value: 'Stop', label: 'Stop', color: RED },
  { value: 'Refuse', label: 'Refuse', color: RED },
  { value: 'Archive', label: 'Close', color: RED },
  { value: 'N/A', label: 'N/A', color: GREY },
];

export const ADS_TXT_NA = 'N/A';

export const adsTxtStatusOptions: Option[] = [
  { value: 'verification failed', label: 'Verification Failed', color: RED },
  { value: 'verification successful', label: 'Verification Successful', color: GREEN },
  { value: 'need update ads.txt', label: 'Need Update ads.txt', color: AMBER },
  { value: ADS_TXT_NA, label: 'Wait For Ads.txt', color: GREY },
];

/** Why Verify and Copy ads.txt are disabled on a site whose ads.txt status is N/A. */
export const ADS_TXT_NOT_READY = "This site's ads.txt is not ready yet (Wait For Ads.txt)";

const adsTxtAvailable = (site: Record<string, unknown>) => site.ads_txt_status !== ADS_TXT_NA;

export const LINES_MISSING = 'Some lines are missing';

/** A verification's answer lists the lines the site's ads.txt lacks: any means it is not verified. */
const missingLines = (answer: unknown) =>
  ((answer as { result?: unknown[] } | undefined)?.result ?? []).some(Boolean) ? LINES_MISSING : undefined;

/** A record of this resource: what the list shows and the form edits. */
export type SiteRow = {
  id: number;
  domain: string;
  timezone: string;
  verify_status: string;
  ads_txt_status: string;
  created_time: string;
};

declare module '../model/rows' {
  interface ResourceRows {
    site: SiteRow;
  }
}

export default defineResource<SiteRow>()({
  name: 'site',
  label: 'Site List',
  route: '/siteManager/siteList',
  menu: { parent: '/siteManager', order: 1, id: 21 },
  idKey: 'id',
  recordLabel: 'domain',
  owns: 'content_site',
  api: {
    list: { method: 'GET', path: siteList.path, paging: { page: 'page', size: 'page_size' } },
    create: { method: 'POST', path: '/ssp_publisher/domain' },
  },
  filterOrder: ['verify_status', 'domain', 'timezone', 'ads_txt_status'],
  messages: { created: 'add site success' },
  fields: [
    { key: 'id', label: 'Site ID', column: { sortable: true } },
    {
      key: 'domain',
      label: 'Site',
      column: { sortable: true },
      filter: { param: 'domain', placeholder: 'Site' },
      form: { label: 'Site Link', prefix: 'https://', rules: siteLinkRules, placeholder: 'example.com' },
    },
    {
      key: 'timezone',
      label: 'Time Zone',
      kind: 'select',
      options: { path: timeZones.path },
      column: true,
      filter: { param: 'timezone', withAll: true },
    },
    {
      key: 'verify_status',
      label: 'Status',
      options: siteStatusOptions,
      column: { display: 'tag' },
      filter: {
        param: 'status',
        kind: 'select',
        withAll: true,
        options: [
          { value: 1, label: 'Active' },
          { value: 2, label: 'Pending' },
        ],
      },
    },
    {
      key: 'ads_txt_status',
      label: 'Ads.txt Status',
      options: adsTxtStatusOptions,
      column: { display: 'tag' },
      // Home's 'Needs attention' opens the list filtered to sites whose ads.txt needs action.
      filter: { kind: 'select', withAll: true },
    },
    { key: 'created_time', label: 'Created Time', column: { display: 'dateTime', offByDefault: true } },
  ],
  rowActions: [
    {
      kind: 'navigate',
      label: 'Zones',
      to: '/siteManager/zoneList',
      session: (site) => ({ siteId: String(site.id), siteDomain: String(site.domain) }),
    },
    {
      kind: 'custom',
      label: 'Verify ads.txt',
      component: () => import('../resources/custom/VerifyAdsTxtAction'),
      enabledWhen: adsTxtAvailable,
      disabledReason: ADS_TXT_NOT_READY,
      // Only one verification may run at a time: the sites one after another.
      bulk: {
        call: verifyAdsTxt,
        concurrency: 1,
        texts: {
          one: 'Verify ads.txt of 1 site?',
          many: 'Verify ads.txt of {{count}} sites?',
          result: 'Verified {{done}} of {{total}}',
        },
        failure: missingLines,
      },
    },
    {
      kind: 'custom',
      label: 'Copy ads.txt',
      component: () => import('../resources/custom/CopyAdsTxtAction'),
      enabledWhen: adsTxtAvailable,
      disabledReason: ADS_TXT_NOT_READY,
    },
  ],
});
