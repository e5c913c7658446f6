import { activityResources } from '../calls/calls';
import { defineResource } from '../model/defineResource';
import {
  ACTIVITY_KIND_OPTIONS,
  allFieldsWhenShort,
  recordName,
  shortFields,
  type ActivityChange,
} from '../common/activityKinds';
import { pagedList } from './fields';

/** An entry of the activity log, as the embedded API records it (src/mocks/activity). */
export type ActivityRow = {
  id: number;
  created_time: string;
  user_id: number;
  user_name: string;
  email: string;
  resource: string;
  record_id: string;
  /** The record's name when it changed (its resource's `recordLabel`: a user's user_name), '' without one. */
  record_name: string;
  action: string;
  fields: string;
  changes: ActivityChange[];
};

/**
 * Account > Activity Log: every create, update, delete and status change made through the API,
 * newest first, for administrators (a new menu entry: no other group holds it until granted). A
 * call beyond the spec: against a host that does not offer it (404) the entry is left out.
 */
declare module '../model/rows' {
  interface ResourceRows {
    activity: ActivityRow;
  }
}

export default defineResource<ActivityRow>()({
  name: 'activity',
  label: 'Activity Log',
  labels: { record: 'Change' },
  route: '/account/activity',
  menu: { parent: '/account', order: 3, probe: true },
  idKey: 'id',
  api: { list: pagedList('/ssp_publisher/activity/list') },
  toolbar: [
    {
      kind: 'export',
      label: 'Export',
      call: { method: 'GET', path: '/ssp_publisher/activity/export' },
      fileName: 'activity-log.csv',
    },
  ],
  filterOrder: ['user_name', 'resource', 'created_time'],
  fields: [
    // The entry's own number: shown from 1600 px on, in the column settings below that (1366 px).
    { key: 'id', label: 'ID', column: { offByDefault: true } },
    {
      key: 'created_time',
      label: 'Time',
      column: { display: 'dateTime', sortable: true },
      filter: { kind: 'dateRange', params: ['begin_date', 'end_date'] },
    },
    { key: 'user_name', label: 'User', column: true, filter: { param: 'user', placeholder: 'User name' } },
    {
      key: 'resource',
      label: 'Resource',
      // Each named by its screen: 'Account > User', 'Site List'.
      options: { path: activityResources.path, groupKey: 'group' },
      column: true,
      filter: { param: 'resource', kind: 'select', withAll: true },
    },
    // The record by its name, its id in brackets: 'Alice Chief (3)'.
    { key: 'record_id', label: 'Record', column: { format: (_, entry) => recordName(entry) } },
    { key: 'action', label: 'Change', options: ACTIVITY_KIND_OPTIONS, column: { display: 'tag' } },
    {
      key: 'fields',
      label: 'Changed Fields',
      // Each by its label. A delete lists every field: the row names three and counts the rest, the
      // tooltip has them all.
      column: { format: shortFields, tooltip: allFieldsWhenShort },
    },
  ],
  rowActions: [{ kind: 'view', label: 'View' }],
  form: () => import('../resources/custom/activity/ActivityChangeView'),
});
