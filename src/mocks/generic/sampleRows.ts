import { daysAgo } from '../store/seed';
import type { FieldDef, Option, ResourceSchema, Values } from '../../model/types';

/** How many rows a schema without its own `seed` starts with. */
export const SAMPLE_ROWS = 3;

const isDateTime = (field: FieldDef) =>
  field.kind === 'dateTime' ||
  /_time$/.test(field.key) ||
  (typeof field.column === 'object' && field.column.display === 'dateTime');

/** '<Label> <n>', shortened to the field's own max-length rule so that sample rows pass it. */
function sampleText(field: FieldDef, index: number): string {
  const suffix = ` ${index + 1}`;
  const max = Math.min(
    ...(field.form?.rules ?? []).flatMap((rule) => (rule.kind === 'max' ? [rule.value] : [])),
  );
  return `${field.label.slice(0, Math.max(1, max - suffix.length))}${suffix}`;
}

/** A plausible value of a field for the n-th sample row, from its kind; undefined leaves it out. */
function sampleValue(field: FieldDef, index: number): unknown {
  if (isDateTime(field)) return daysAgo(index * 3 + 1);
  const choices = Array.isArray(field.options) ? (field.options as readonly Option[]) : [];
  switch (field.kind) {
    case 'select':
      return choices.length ? choices[index % choices.length].value : undefined;
    case 'multiSelect':
      return choices.length ? [choices[index % choices.length].value] : [];
    case 'number':
    case 'money':
      return (index + 1) * 10;
    case 'color':
      return '#1677ff';
    case 'lines':
    case 'pairs':
      return [];
    case 'password':
    case 'hidden':
    case 'lookup':
    case 'reference':
      return undefined;
    default:
      return choices.length ? choices[index % choices.length].value : sampleText(field, index);
  }
}

/** Sample rows made from the field kinds, ids left to the caller. */
export function sampleRows(schema: ResourceSchema): Values[] {
  return Array.from({ length: SAMPLE_ROWS }, (_, index) =>
    Object.fromEntries(
      schema.fields
        .filter((field) => field.key !== schema.idKey)
        .map((field) => [field.key, sampleValue(field, index)])
        .filter(([, value]) => value !== undefined),
    ),
  );
}
