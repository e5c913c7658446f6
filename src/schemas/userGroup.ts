import { groupMenuTree, saveGroup } from '../calls/calls';
import { defineResource } from '../model/defineResource';
import { maxLength, required } from '../model/rules';
import type { Option } from '../model/types';
import { createdTime } from './fields';

/** Group type 1 is built in (locked name, no edit or delete, read-only settings). */
export const GROUP_TYPE_OPTIONS: Option[] = [
  { value: 1, label: 'Built-in', color: 'blue' },
  { value: 2, label: 'Custom', color: 'default' },
];

export const groupNameRules = [required('Please input user group name'), maxLength(50)];
import { MENU_REQUIRED } from '../common/groupSettings';
export { MENU_REQUIRED };

/** A record of this resource: what the list shows and the form edits. */
export type UserGroupRow = {
  id: number;
  name: string;
  type: number;
  user_count: number;
  created_time: string;
  menu_ids: number[];
};

declare module '../model/rows' {
  interface ResourceRows {
    userGroup: UserGroupRow;
  }
}

export default defineResource<UserGroupRow>()({
  name: 'userGroup',
  label: 'User Group',
  idKey: 'id',
  recordLabel: 'name',
  listAddress: '/account/user?tab=group',
  // No route of its own: the User & User Group screen's menu entry grants it.
  accessPath: '/account/user',
  api: {
    list: {
      method: 'GET',
      path: '/ssp_publisher/user_group/list',
      paging: { page: 'page_index', size: 'page_size' },
    },
    create: { method: 'POST', path: '/ssp_publisher/user_group' },
    update: { method: 'PUT', path: saveGroup.path },
  },
  messages: { created: 'add user group success', updated: 'update user group success' },
  fields: [
    { key: 'id', label: 'Group ID', column: { sortable: true } },
    {
      key: 'name',
      label: 'User Group Name',
      column: true,
      filter: { param: 'name', placeholder: 'User group name' },
      form: { rules: groupNameRules },
    },
    {
      key: 'menu_ids',
      label: 'Menu',
      kind: 'menuTree',
      options: { path: groupMenuTree.path },
      // The spec's "Menu selection is required" holds when a group is added as in its Setting
      // (where the menu is changed afterwards, with the data scope).
      form: { onEdit: false, rules: [required(MENU_REQUIRED)] },
    },
    { key: 'type', label: 'Type', options: GROUP_TYPE_OPTIONS, column: { display: 'tag' } },
    { key: 'user_count', label: 'Users', column: { display: 'number' } },
    createdTime(),
  ],
  rowActions: [
    {
      kind: 'custom',
      label: 'Setting',
      component: () => import('../resources/custom/account/GroupSettingAction'),
    },
    {
      kind: 'custom',
      label: 'Users',
      component: () => import('../resources/custom/account/GroupUsersAction'),
    },
    { kind: 'edit', label: 'Edit', access: 'edit' },
    {
      kind: 'call',
      label: 'Delete',
      access: 'delete',
      danger: true,
      call: { method: 'DELETE', path: saveGroup.path },
      confirm: 'Delete the user group {{name}}? Its users lose what it grants.',
      done: 'delete user group success',
      bulk: true,
    },
  ],
});
