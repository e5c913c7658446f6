import { SESSION_KEYS } from '../config';
import { defineResource } from '../model/defineResource';
import { HEX_DIGITS } from '../resources/fields/hex';
import { maxLength, minLength, pattern, required } from '../model/rules';
import type { Values } from '../model/types';

/** Ad type 1 takes zone sizes; ad type 7 takes space and background. */
const SIZED_AD_TYPE = 1;
const SPACED_AD_TYPE = 7;
const isSized = (zone: Values) => Number(zone.ad_type) === SIZED_AD_TYPE;
const isSpaced = (zone: Values) => Number(zone.ad_type) === SPACED_AD_TYPE;

export const SPACE_OPTIONS = [1, 1.5, 1.6, 1.75, 2, 3, 4, 5].map((space) => ({
  value: space,
  label: String(space),
}));
export const DEFAULT_SPACE = 1.6;

export const backgroundRules = [
  required('Please input background color'),
  minLength(3, 'Minimum 3 characters'),
  maxLength(6, 'Maximum 6 characters'),
  pattern(HEX_DIGITS, 'Please enter correct value'),
];

/** The description, else the zone key names joined by commas. */
export function zoneDescription(zone: Values): string {
  if (typeof zone.description === 'string' && zone.description.trim()) return zone.description;
  const keys = Array.isArray(zone.zone_key_name) ? zone.zone_key_name : [];
  return keys.length ? keys.join(',') : '--';
}

/** How a publisher names a zone (the zone list's zone_name): its description or keys, else its id. */
export function zoneName(zone: Values): string {
  const described = zoneDescription(zone);
  return described === '--' ? `Zone ${String(zone.zone_id)}` : described;
}

/** A record of this resource: what the list shows and the form edits. */
export type ZoneRow = {
  zone_id: number;
  /** The content site the zone belongs to (its list's and add call's path name it). */
  site_id: number;
  ad_type: string;
  ad_size: string[];
  space: number;
  background: string;
  description: string;
  created_time: string;
};

declare module '../model/rows' {
  interface ResourceRows {
    zone: ZoneRow;
  }
}

export default defineResource<ZoneRow>()({
  name: 'zone',
  label: 'Zone List',
  route: '/siteManager/zoneList',
  accessPath: '/siteManager/siteList',
  idKey: 'zone_id',
  scope: {
    session: { site_id: SESSION_KEYS.siteId, domain: SESSION_KEYS.siteDomain },
    redirectTo: '/siteManager/siteList',
    describe: 'Site ID: {{site_id}}    Site: {{domain}}',
  },
  // A zone belongs to its content site: a call naming a zone is checked against the site's scope.
  dataScope: { owner: 'content_site', via: 'site_id' },
  api: {
    // Each call names a content site (its path's site, or the zone's), kept to the caller's data scope.
    list: {
      method: 'GET',
      path: '/ssp_publisher/domain/{site_id}/zones',
      paging: { page: 'page_index', size: 'page_size' },
      scope: [{ kind: 'content_site', from: 'path', field: 'site_id', via: 'id' }],
    },
    create: {
      method: 'POST',
      path: '/ssp_publisher/domain/{site_id}/zone/add',
      scope: [{ kind: 'content_site', from: 'path', field: 'site_id', via: 'id' }],
    },
    update: {
      method: 'PUT',
      path: '/ssp_publisher/zone/{zone_id}',
      scope: [{ kind: 'content_site', from: 'path', field: 'zone_id', via: 'zone' }],
    },
  },
  messages: {
    created: 'add zone success',
    createFailed: 'add zone error',
    updated: 'update zone success',
    updateFailed: 'update zone error',
  },
  fields: [
    { key: 'zone_id', label: 'Zone ID', column: { sortable: true } },
    {
      key: 'ad_type',
      label: 'Ad Format',
      kind: 'select',
      options: { path: '/dict/zoneType' },
      column: true,
      filter: { param: 'ad_type', withAll: true },
      form: { rules: [required('Please select zone type')], lockedOnEdit: true },
    },
    {
      key: 'ad_size',
      label: 'Zone Size',
      kind: 'multiSelect',
      options: { path: '/dict/adSize' },
      column: true,
      form: { rules: [required('Please select zone size')], enabledWhen: isSized },
    },
    {
      key: 'space',
      label: 'Space',
      kind: 'select',
      options: SPACE_OPTIONS,
      form: { rules: [required('Please select space')], visibleWhen: isSpaced, initial: DEFAULT_SPACE },
    },
    {
      key: 'background',
      label: 'Background',
      kind: 'color',
      form: { rules: backgroundRules, visibleWhen: isSpaced, placeholder: 'e.g. fff or 1677ff' },
    },
    {
      key: 'description',
      label: 'Description',
      kind: 'textarea',
      column: { format: (_, zone) => zoneDescription(zone) },
      form: { label: 'Zone Description', rules: [maxLength(200)] },
    },
    { key: 'created_time', label: 'Created Time', column: { display: 'dateTime' } },
  ],
  rowActions: [{ kind: 'edit', label: 'Edit' }],
});
