// The activity log's Changed Fields column fits 1366 px: a row names three fields and counts the
// rest, and its tooltip holds the whole list (a delete lists every field of the record).
import { afterEach, describe, expect, it } from 'vitest';
import zhCN from '../../src/i18n/catalogues/zh-CN';
import { activate, i18n } from '../../src/i18n/i18n';
import { HIDDEN } from '../../src/common/activityKinds';
import { changeValue, shownValue } from '../../src/resources/custom/activity/ActivityChangeView';
import { recordName } from '../../src/common/activityKinds';
import { screenGroup } from '../../src/mocks/handlers/account/activity';
import { registry } from '../../src/schemas';
import type { ColumnSpec } from '../../src/model/types';
import activity from '../../src/schemas/activity';

const column = activity.fields.find((field) => field.key === 'fields')?.column as ColumnSpec;
const DELETED = 'user_id, user_name, email, is_admin, user_group, status, created_time';

describe("the activity log's Changed Fields", () => {
  it('names three fields and counts the rest, the whole list in the tooltip', () => {
    expect(column.format?.(DELETED, { fields: DELETED })).toBe('user_id, user_name, email +4');
    expect(column.tooltip?.({ fields: DELETED })).toBe(DELETED);
  });

  it('shows three fields or fewer as they are, without a tooltip', () => {
    expect(column.format?.('id, name, type', { fields: 'id, name, type' })).toBe('id, name, type');
    expect(column.format?.('status', { fields: 'status' })).toBe('status');
    expect(column.tooltip?.({ fields: 'id, name, type' })).toBeUndefined();
  });
});

describe('what the activity log names', () => {
  afterEach(() => void i18n.changeLanguage('en'));

  const STATUS = { field: 'status', label: 'Status', before: 0, after: 1 };
  const entry = {
    fields: 'status, user_name, is_admin, email',
    changes: [
      STATUS,
      { field: 'user_name', label: 'User Name' },
      { field: 'is_admin' },
      { field: 'email', label: 'Email' },
    ],
  };

  it('Changed Fields: each field by its schema label in the language shown, a field without one by its key', () => {
    expect(column.format?.(entry.fields, entry)).toBe('Status, User Name, is_admin +1');
    expect(column.tooltip?.(entry)).toBe('Status, User Name, is_admin, Email');
    activate('zh-CN', zhCN);
    expect(column.format?.('status', { fields: 'status', changes: [STATUS] })).toBe('状态');
  });

  it("a value by its option's label in the language shown, other values as they are", () => {
    expect(shownValue(0, 'Active')).toBe('Active');
    expect(shownValue(1, 'Disabled')).toBe('Disabled');
    expect(shownValue([1, 2], ['Active', 'Disabled'])).toBe('Active, Disabled');
    expect(shownValue('Alice', undefined)).toBe('Alice');
    activate('zh-CN', zhCN);
    expect(`${shownValue(0, 'Active')} → ${shownValue(1, 'Disabled')}`).toBe('启用 → 已停用');
  });

  it('the record by its name with its id in brackets, by its id without a name', () => {
    const recordColumn = activity.fields.find((field) => field.key === 'record_id');
    expect(recordColumn?.label).toBe('Record');
    const format = (recordColumn?.column as ColumnSpec).format;
    expect(format?.('3', { record_id: '3', record_name: 'Alice Chief' })).toBe('Alice Chief (3)');
    expect(format?.('3101', { record_id: '3101', record_name: '' })).toBe('3101');
    expect(recordName({ record_id: '7' })).toBe('7');
  });

  it("the resource filter's choices by their screen: the menu group where the label does not start with it", () => {
    const named = (name: string) => {
      const schema = registry.find((candidate) => candidate.name === name)!;
      const group = screenGroup(schema);
      return group ? `${group} > ${schema.label}` : schema.label;
    };
    expect(['user', 'userGroup', 'site', 'zone', 'widget', 'searchSite', 'app', 'adUnit'].map(named)).toEqual(
      [
        'Account > User',
        'Account > User Group',
        'Site List',
        'Site > Zone List',
        'Widget > List',
        'Search Ads > Site',
        'App List',
        'App Unit',
      ],
    );
  });
});

describe("an activity entry's values", () => {
  afterEach(() => void i18n.changeLanguage('en'));

  it("shows the log's mark for a secret in the console's language, other text as sent", () => {
    expect(changeValue(HIDDEN)).toBe('(hidden)');
    activate('zh-CN', zhCN);
    expect(changeValue(HIDDEN)).toBe('（已隐藏）');
    expect(changeValue('(hidden) by hand')).toBe('(hidden) by hand');
    expect(changeValue(undefined)).toBe('--');
  });
});
