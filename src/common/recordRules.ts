/**
 * What may be done to a record, whatever the menu grants (spec section 6): the admin user cannot
 * be disabled, deleted or regrouped; built-in groups (type 1) cannot be edited or deleted and
 * their settings are read-only. Keyed by resource name, then by action name.
 */
type Record_ = Record<string, unknown>;

interface RecordRule {
  refuses: (record: Record_) => boolean;
  reason: string;
}

const isAdminUser = (user: Record_) => user.is_admin === true;
const isBuiltInGroup = (group: Record_) => Number(group.type) === 1;

export const RECORD_RULES: Record<string, Record<string, RecordRule>> = {
  user: {
    status: { refuses: isAdminUser, reason: 'The admin user cannot be disabled' },
    delete: { refuses: isAdminUser, reason: 'The admin user cannot be deleted' },
    regroup: { refuses: isAdminUser, reason: "The admin user's groups cannot be changed" },
  },
  userGroup: {
    edit: { refuses: isBuiltInGroup, reason: 'Built-in user groups cannot be edited' },
    delete: { refuses: isBuiltInGroup, reason: 'Built-in user groups cannot be deleted' },
    setting: { refuses: isBuiltInGroup, reason: 'The settings of a built-in user group are read-only' },
  },
};

/** Why an action on a record is refused, or undefined when it is allowed. */
export function recordRefusal(resource: string, action: string, record: unknown): string | undefined {
  const rule = RECORD_RULES[resource]?.[action];
  if (!rule || !record || typeof record !== 'object') return undefined;
  return rule.refuses(record as Record_) ? rule.reason : undefined;
}

/** Users belong to one or more groups: taking users out of their only group is refused. */
export const noGroupLeft = (names: string[]) =>
  `${names.join(', ')} would belong to no user group: every user belongs to at least one.`;
