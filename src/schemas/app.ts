import { hiddenAppCategories } from '../config';
import { appList } from '../calls/calls';
import { appAdsTxtQuery } from '../calls/requests';
import { defineResource } from '../model/defineResource';
import { check, pattern, required } from '../model/rules';
import type { Values } from '../model/types';
import {
  APP_CATEGORY_OPTIONS,
  LIVE,
  NAME_MESSAGE,
  NAME_PATTERN,
  OS_OPTIONS,
  REVIEW_STATUS_OPTIONS,
  STORE_OPTIONS,
  VERIFYING,
} from './enums';
import { createdTime, nameField, offByDefault, pagedList, statusField, updatedTime } from './fields';
import { BASE_URL_INVALID } from './postback';

export const APP_CREATED =
  'The application was created successfully and is currently under review. Please contact operations or wait for review.';
export const APP_UNDER_REVIEW =
  'The current application is under review, and ad units can only be created after passing the review.';
export const APP_DISCONTINUED =
  'The current application has been discontinued and ad units cannot be created.';
/** The spec names no message for a wrong app url: the console's one for a wrong url. */
export const APP_URL_INVALID = BASE_URL_INVALID;

/** A store page's address: http or https, a host with a dot, no spaces ('not a url' is refused). */
export function isWebAddress(value: unknown): boolean {
  const text = String(value ?? '').trim();
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const appRules = {
  name: [required('Please input app name'), pattern(NAME_PATTERN, NAME_MESSAGE)],
  category: [required('Please select category')],
  bundle: [required('Please input bundle id')],
  store: [required('Please select app store')],
  url: [required('Please input app url'), check((value) => isWebAddress(value), APP_URL_INVALID)],
};

/** The Apple store gives IOS, every other store ANDROID. */
export const platformOf = (store: unknown): string | undefined =>
  store ? (store === 'APPLE_ITUNES' ? 'IOS' : 'ANDROID') : undefined;

const isLive = (app: Values) => Number(app.status) === LIVE;

/** Why an app's ad units cannot be opened, if they cannot. */
export function adUnitRefusal(app: Values): string | undefined {
  if (isLive(app)) return undefined;
  return Number(app.status) === VERIFYING ? APP_UNDER_REVIEW : APP_DISCONTINUED;
}

/** A record of this resource: what the list shows and the form edits. */
export type AppRow = {
  app_id: number;
  app_name: string;
  app_platform: string;
  category: string;
  app_store: string;
  bundle_id: string;
  app_url: string;
  status: number;
  keyword: string;
  created_time: string;
  updated_time: string;
};

declare module '../model/rows' {
  interface ResourceRows {
    app: AppRow;
  }
}

export default defineResource<AppRow>()({
  name: 'app',
  label: 'App List',
  route: '/appManager/appsList',
  menu: { parent: '/appManager', order: 1, id: 31 },
  idKey: 'app_id',
  recordLabel: 'app_name',
  // Its list finds an app by name with the Keyword filter (name or app ID).
  recordSearch: 'keyword',
  owns: 'app',
  api: {
    list: pagedList(appList.path),
    create: { method: 'POST', path: '/ssp_publisher/app' },
  },
  messages: { created: APP_CREATED },
  filterOrder: ['app_platform', 'status', 'keyword', 'bundle_id'],
  fields: [
    nameField('app_name', 'App Name', { rules: appRules.name }),
    { key: 'app_id', label: 'App ID', column: { display: 'copy' } },
    {
      key: 'app_platform',
      label: 'OS',
      kind: 'select',
      options: OS_OPTIONS,
      column: true,
      filter: { withAll: true },
      form: { derive: (app) => platformOf(app.app_store) },
    },
    {
      key: 'category',
      label: 'Category',
      kind: 'select',
      options: APP_CATEGORY_OPTIONS,
      hiddenOptions: (user) => hiddenAppCategories(user.company_id),
      column: { offByDefault: true },
      form: { rules: appRules.category },
    },
    {
      key: 'app_store',
      label: 'App Store',
      kind: 'select',
      options: STORE_OPTIONS,
      column: true,
      form: { rules: appRules.store },
    },
    {
      key: 'bundle_id',
      label: 'Bundle',
      column: true,
      filter: true,
      form: { label: 'Bundle ID', rules: appRules.bundle },
    },
    { key: 'app_url', label: 'App URL', form: { rules: appRules.url, placeholder: 'https://' } },
    statusField(REVIEW_STATUS_OPTIONS),
    { key: 'keyword', label: 'Keyword', filter: { placeholder: 'App name or app ID' } },
    offByDefault(createdTime()),
    offByDefault(updatedTime()),
  ],
  rowActions: [
    // Every field is read-only after creation.
    { kind: 'view', label: 'View' },
    {
      kind: 'navigate',
      label: 'Ad Units',
      to: '/appManager/zoneList',
      refusal: adUnitRefusal,
      filters: (app) => ({ app_name: app.app_name }),
    },
    {
      kind: 'download',
      label: 'ads.txt',
      call: {
        method: 'GET',
        path: '/ssp_publisher/app/adstxt',
        body: (app) => ({ app_name: app.app_name }),
        request: appAdsTxtQuery,
        scope: [{ kind: 'app', from: 'query', field: 'app_name', via: 'name' }],
      },
      fileName: () => 'app-ads.txt',
      enabledWhen: isLive,
      disabledReason: 'ads.txt is available once the app is Live',
    },
  ],
});
