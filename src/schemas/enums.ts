import type { Option } from '../model/types';

/** Enumerations shared by several schemas (shell spec section 3), as select options. */
const plain = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

/** Names shared with the reports' filters (src/reports/sources.ts). */
export const OS_NAMES = ['IOS', 'ANDROID'];
export const AD_FORMATS = [
  'banner',
  'native',
  'appopen',
  'int',
  'reward',
  'in_stream',
  'reward_int',
  'h5_reward',
  'h5_interstitial',
];
/** The reports' UTM sources (shell spec section 3), a gateway option among them. */
export const UTM_SOURCE_NAMES = ['taboola', 'facebook', 'tiktok', 'outbrain', 'gateway', 'others', 'bigoads'];
/** The utm sources a landing-page link is created with (management spec sections 3 and 9). */
export const LINK_UTM_SOURCE_NAMES = ['taboola', 'facebook', 'tiktok', 'bigoads', 'outbrain', 'others'];

export const OS_OPTIONS = plain(OS_NAMES);

/** The language dictionary (GET /dict/language) with the spec's page size for languages, 999. */
export const DICT_LANGUAGES = { path: '/dict/language', query: { page_size: 999 } };
/** Ad formats as a publisher reads them; the value is what the API and the import sheet carry. */
const AD_FORMAT_LABELS: Record<string, string> = {
  banner: 'Banner',
  native: 'Native',
  appopen: 'App Open',
  int: 'Interstitial',
  reward: 'Rewarded',
  in_stream: 'In-stream',
  reward_int: 'Rewarded Interstitial',
  h5_reward: 'H5 Rewarded',
  h5_interstitial: 'H5 Interstitial',
};
export const AD_FORMAT_OPTIONS: Option[] = AD_FORMATS.map((value) => ({
  value,
  label: AD_FORMAT_LABELS[value] ?? value,
}));
export const APP_CATEGORY_OPTIONS = plain([
  'money-making_games',
  'money-making_tools',
  'normal_games',
  'normal_tools',
]);
export const STORE_OPTIONS: Option[] = [
  { value: 'APPLE_ITUNES', label: 'Apple iTunes' },
  { value: 'GOOGLE_PLAY', label: 'Google Play' },
];
export const INSTREAM_TYPE_OPTIONS = plain(['horizontal-screen', 'vertical-screen']);
export const LP_TYPE_OPTIONS: Option[] = [
  { value: 'content_page', label: 'Content Page' },
  { value: 'middle_page', label: 'Middle Page' },
];
export const LINK_UTM_SOURCE_OPTIONS = plain(LINK_UTM_SOURCE_NAMES);
export const POSTBACK_EVENT_OPTIONS = plain(['keyword_pv', 'search_pv', 'search_click']);
export const POSTBACK_PLACEHOLDERS = [
  '{event_type}',
  '{site}',
  '{keyword}',
  '{country}',
  '{information_name}',
  '{utm_source}',
  '{sub1}',
  '{sub2}',
  '{sub3}',
] as const;
export const WIDGET_STYLE_OPTIONS: Option[] = [
  { value: 'icon_hover', label: 'Icon Hover' },
  { value: 'page_insert', label: 'Page Insert' },
];

/** Live, review and stopped: apps and ad units alike (management spec section 4). */
export const LIVE = 1;
export const VERIFYING = 2;
export const DISCONTINUED = 3;
export const REVIEW_STATUS_OPTIONS: Option[] = [
  { value: LIVE, label: 'Live', color: 'green' },
  { value: VERIFYING, label: 'Verifying', color: 'gold' },
  { value: DISCONTINUED, label: 'Discontinued', color: 'red' },
];

/** Name characters of apps and ad units (management spec section 5). */
export const NAME_PATTERN = /^[A-Za-z0-9_:]+$/;
export const NAME_MESSAGE =
  'Name contains invalid characters. Only letters, numbers, underscores, and colons are allowed.';

/** Active, pending, failed: keywords and widgets. */
export const ACTIVE = 1;
export const PENDING = 2;
export const FAILED = 3;
export const REVIEW_RESULT_OPTIONS: Option[] = [
  { value: ACTIVE, label: 'Active', color: 'green' },
  { value: PENDING, label: 'Pending', color: 'gold' },
  { value: FAILED, label: 'Failed', color: 'red' },
];

/** A failed row's remark, for its status tooltip. */
export const failedRemark = (row: Record<string, unknown>): string | undefined =>
  Number(row.status) === FAILED && row.remark ? String(row.remark) : undefined;
