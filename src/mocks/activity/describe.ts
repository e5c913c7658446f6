import type { ActivityChange } from '../../common/activityKinds';
import type { Option, ResourceSchema, Values } from '../../model/types';
import { isSecretName } from './changes';

/** The label of each option a value is (a list: each of its items), or undefined when one is not an option. */
function optionLabels(options: readonly Option[], value: unknown): string | string[] | undefined {
  const labelOf = (item: unknown) => options.find((option) => String(option.value) === String(item))?.label;
  if (Array.isArray(value)) {
    const labels = value.map(labelOf);
    return labels.every((label): label is string => label !== undefined) ? labels : undefined;
  }
  return value === undefined || value === null ? undefined : labelOf(value);
}

/**
 * Each change named as the resource's schema names it: the field's label, and where the field
 * declares its options (a status), the label of the option each value is. A field the schema does
 * not declare (an id, a nested setting) keeps its key only; values stay as they were.
 */
export function describeChanges(schema: ResourceSchema, changes: ActivityChange[]): ActivityChange[] {
  return changes.map((change) => {
    const field = schema.fields.find((candidate) => candidate.key === change.field);
    if (!field) return change;
    const options = Array.isArray(field.options) ? (field.options as readonly Option[]) : undefined;
    const before = options && 'before' in change ? optionLabels(options, change.before) : undefined;
    const after = options && 'after' in change ? optionLabels(options, change.after) : undefined;
    return {
      ...change,
      label: field.label,
      ...(before !== undefined ? { before_label: before } : {}),
      ...(after !== undefined ? { after_label: after } : {}),
    };
  });
}

/**
 * The record's name (its resource's `recordLabel`, else its `recordName`: a link's site and main
 * keyword), as it was when the change was made; '' without one, and where that field is a secret
 * (secret-named, or among the fields the call declares secret), as the log keeps no secret.
 */
export function recordNameOf(
  schema: ResourceSchema,
  row: Values | undefined,
  secret: readonly string[] = [],
): string {
  const key = schema.recordLabel;
  if (!key) return row && schema.recordName ? schema.recordName(row) : '';
  if (secret.includes(key) || isSecretName(key)) return '';
  const name = row?.[key];
  return name === undefined || name === null ? '' : String(name);
}
