import { defineResource } from '../model/defineResource';
import { maxLength, pattern, required } from '../model/rules';
import type { Option, Values } from '../model/types';
import { createdTime } from './fields';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 8 to 16 characters with at least one letter, one digit and one symbol (spec section 5). */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[^A-Za-z\d\s])\S{8,16}$/;
export const PASSWORD_MESSAGE = 'Password must be 8 to 16 characters with a letter, a digit and a symbol';

/** User status: 0 active, 1 disabled (spec section 9). */
export const USER_STATUS_OPTIONS: Option[] = [
  { value: 0, label: 'Active', color: 'green' },
  { value: 1, label: 'Disabled', color: 'default' },
];

export const userRules = {
  name: [required('Please input user name'), maxLength(50)],
  email: [required('Please input email'), pattern(EMAIL_PATTERN, 'Please input a valid email')],
  password: [required('Please input password'), pattern(PASSWORD_PATTERN, PASSWORD_MESSAGE)],
  groups: [required('Please select user group')],
};

/** A record of this resource: what the list shows and the form edits. */
export type UserRow = {
  user_id: number;
  user_name: string;
  email: string;
  password: string;
  user_group: (string | number)[];
  user_group_name: string;
  status: number;
  key_word: string;
  created_time: string;
};

declare module '../model/rows' {
  interface ResourceRows {
    user: UserRow;
  }
}

/** One user's path: edited and deleted there. */
const USER = '/ssp_publisher/user/{user_id}';

export default defineResource<UserRow>()({
  name: 'user',
  label: 'User',
  idKey: 'user_id',
  recordLabel: 'user_name',
  // Found by its list's Keyword filter (name or email), on its tab of User & User Group.
  recordSearch: 'key_word',
  listAddress: '/account/user?tab=user',
  // No route of its own: the User & User Group screen's menu entry grants it.
  accessPath: '/account/user',
  api: {
    list: {
      method: 'GET',
      path: '/ssp_publisher/user/list',
      paging: { page: 'page_index', size: 'page_size' },
    },
    create: { method: 'POST', path: '/ssp_publisher/user', secret: ['password'] },
    update: { method: 'PUT', path: USER },
  },
  messages: {
    created: 'add user success',
    updated: 'update user success',
  },
  filterOrder: ['status', 'user_group', 'key_word'],
  fields: [
    { key: 'user_id', label: 'User ID', column: { sortable: true } },
    { key: 'user_name', label: 'User Name', column: { sortable: true }, form: { rules: userRules.name } },
    {
      key: 'email',
      label: 'Email',
      column: { display: 'email' },
      // Sent as the server stores it: trimmed and in lower case.
      form: {
        rules: userRules.email,
        transform: ['lowercase'],
        lockedOnEdit: true,
        placeholder: 'name@example.com',
      },
    },
    {
      key: 'password',
      label: 'Password',
      kind: 'password',
      form: { rules: userRules.password, onEdit: false },
    },
    {
      key: 'user_group',
      label: 'User Group',
      // The groups by name (their recordLabel), every one in one call of 999 as the spec's group
      // choices ask; the filter chooses one group.
      kind: 'reference',
      reference: { resource: 'userGroup', whole: { pageSize: 999 }, multiple: true },
      filter: { param: 'user_group_id', withAll: true },
      // The admin's groups cannot be changed; accessControlProvider says the same for the API.
      form: { rules: userRules.groups, lockedOnEdit: (user: Values) => Boolean(user.is_admin) },
    },
    { key: 'user_group_name', label: 'User Group', column: true },
    {
      key: 'status',
      label: 'Status',
      options: USER_STATUS_OPTIONS,
      // A switch (statusToggle.switch below).
      column: true,
      filter: { param: 'status', kind: 'select', withAll: true },
    },
    {
      key: 'key_word',
      label: 'Keyword',
      filter: { param: 'key_word', placeholder: 'User name or email' },
    },
    createdTime(),
  ],
  // The status column's switch, and bulk Enable and Disable.
  statusToggle: {
    key: 'status',
    on: 0,
    off: 1,
    access: 'status',
    call: {
      method: 'POST',
      path: '/ssp_publisher/user/status',
      body: (user) => ({ id: user.user_id, status: user.status }),
    },
    switch: {
      enable: { title: 'Enable user', content: 'Enable {{name}}? They can log in again.' },
      disable: {
        title: 'Disable user',
        content: 'Disable {{name}}? They are signed out and cannot log in until enabled again.',
      },
      done: 'change user status success',
      failed: 'change user status failed',
    },
  },
  rowActions: [
    { kind: 'edit', label: 'Edit' },
    {
      kind: 'call',
      label: 'Delete',
      access: 'delete',
      danger: true,
      call: { method: 'DELETE', path: USER },
      confirm: 'Delete the user {{user_name}}? You can still undo it for a few seconds.',
      done: 'delete user success',
      bulk: true,
    },
  ],
});
