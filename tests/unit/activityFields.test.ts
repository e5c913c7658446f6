// The activity log's Changed Fields column fits 1366 px: a row names three fields and counts the
// rest, and its tooltip holds the whole list (a delete lists every field of the record).
import { afterEach, describe, expect, it } from 'vitest';
import zhCN from '../../src/i18n/catalogues/zh-CN';
import { activate, i18n } from '../../src/i18n/i18n';
import { HIDDEN } from '../../src/common/activityKinds';
import { changeValue } from '../../src/resources/custom/activity/ActivityChangeView';
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
