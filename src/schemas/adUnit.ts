import { appList } from '../calls/calls';
import { defineResource } from '../model/defineResource';
import { check, decimalBetween, maxLength, pattern, required } from '../model/rules';
import type { Values } from '../model/types';
import {
  AD_FORMAT_OPTIONS,
  INSTREAM_TYPE_OPTIONS,
  LIVE,
  NAME_MESSAGE,
  NAME_PATTERN,
  REVIEW_STATUS_OPTIONS,
} from './enums';
import { createdTime, nameField, offByDefault, pagedList, statusField, updatedTime } from './fields';

export const PRICE_MESSAGE = 'Suggest eCPM between 0.01 and 1000';
export const MIN_PRICE = 0.01;
export const MAX_PRICE = 1000;
export const NAME_MAX = 50;
/** The zero date the API sends for 'never audited'. */
export const NO_AUDIT = '0001-01-01';

const isInStream = (unit: Values) => unit.ad_format === 'in_stream';

/** At most two decimals, within 0.01 to 1000: the form, the import and the API refuse the rest. */
export const validPrice = decimalBetween(MIN_PRICE, MAX_PRICE, 2);

export const adUnitRules = {
  app: [required('Please select app')],
  format: [required('Please select ad format')],
  name: [
    required('Please input ad unit name'),
    pattern(NAME_PATTERN, NAME_MESSAGE),
    maxLength(NAME_MAX, `Ad unit name cannot be longer than ${NAME_MAX} characters`),
  ],
  price: [required(PRICE_MESSAGE), check(validPrice, PRICE_MESSAGE)],
  instream: [required('Please select in-stream type')],
};

const ALL_APP_NAMES = {
  path: appList.path,
  query: { page_index: 1, page_size: 9999 },
  valueKey: 'app_name',
  labelKey: 'app_name',
};

/** A record of this resource: what the list shows and the form edits. */
export type AdUnitRow = {
  zone_id: number;
  zone_name: string;
  app_id: number;
  app_name: string;
  ad_format: string;
  instream_type: string;
  adunit_id: string;
  instream_url: string;
  price: number;
  status: number;
  keyword: string;
  created_time: string;
  updated_time: string;
  audit_time: string;
};

declare module '../model/rows' {
  interface ResourceRows {
    adUnit: AdUnitRow;
  }
}

export default defineResource<AdUnitRow>()({
  name: 'adUnit',
  label: 'App Unit',
  labels: { record: 'Ad Unit' },
  route: '/appManager/zoneList',
  menu: { parent: '/appManager', order: 2, id: 32 },
  accessPath: '/appManager/appsList',
  idKey: 'zone_id',
  dataScope: { owner: 'app', via: 'app_id' },
  api: {
    list: pagedList('/ssp_publisher/adunit/list'),
    create: {
      method: 'POST',
      path: '/ssp_publisher/adunit',
      scope: [{ kind: 'app', from: 'body', field: 'app_id', via: 'id' }],
    },
  },
  messages: { created: 'add ad unit success' },
  toolbar: [
    {
      kind: 'custom',
      label: 'Import Ad Unit',
      component: () => import('../resources/custom/adUnitImport/ImportAdUnits'),
    },
    {
      kind: 'export',
      label: 'Export',
      call: { method: 'GET', path: '/ssp_publisher/adunit/export' },
      fileName: 'ad-units.csv',
    },
  ],
  filterOrder: ['status', 'ad_format', 'app_name', 'keyword'],
  fields: [
    nameField('zone_name', 'Ad Unit Name', { rules: adUnitRules.name }),
    {
      // A reference to the app, offered among the Live apps (every one in one call), by its name.
      key: 'app_id',
      label: 'App',
      kind: 'reference',
      reference: { resource: 'app', filter: { status: LIVE }, whole: true },
      form: { rules: adUnitRules.app },
    },
    {
      key: 'app_name',
      label: 'App Name',
      column: { sortable: true },
      filter: { kind: 'select', options: ALL_APP_NAMES },
    },
    {
      key: 'ad_format',
      label: 'Ad Format',
      kind: 'select',
      options: AD_FORMAT_OPTIONS,
      column: true,
      filter: { withAll: true },
      form: { rules: adUnitRules.format },
    },
    {
      key: 'instream_type',
      label: 'In-stream Type',
      kind: 'select',
      options: INSTREAM_TYPE_OPTIONS,
      form: { rules: adUnitRules.instream, visibleWhen: isInStream },
    },
    {
      key: 'adunit_id',
      label: 'Ad Unit ID',
      column: { display: 'copy', shownWhen: (unit) => Number(unit.status) === LIVE },
    },
    offByDefault({ key: 'instream_url', label: 'In-stream URL', column: { display: 'url' } }),
    {
      key: 'price',
      label: 'eCPM',
      kind: 'money',
      column: { display: 'money', sortable: true },
      form: { label: 'Price (eCPM)', rules: adUnitRules.price },
    },
    statusField(REVIEW_STATUS_OPTIONS),
    { key: 'keyword', label: 'Keyword', filter: { placeholder: 'Unit name or ID' } },
    offByDefault(createdTime()),
    offByDefault(updatedTime()),
    {
      key: 'audit_time',
      label: 'Audit Time',
      column: {
        display: 'dateTime',
        sortable: true,
        shownWhen: (unit) => !String(unit.audit_time ?? '').startsWith(NO_AUDIT),
      },
    },
  ],
});
