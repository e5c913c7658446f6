import type { FieldDef, ResourceSchema, Values } from './types';

export type FormMode = 'create' | 'edit';

export function formFields(schema: ResourceSchema, mode: FormMode): FieldDef[] {
  return schema.fields.filter((field) => {
    if (!field.form) return false;
    return mode === 'create' ? field.form.onCreate !== false : field.form.onEdit !== false;
  });
}

export const isVisible = (field: FieldDef, values: Values): boolean =>
  !field.form?.visibleWhen || field.form.visibleWhen(values);

export const isEnabled = (field: FieldDef, values: Values, mode: FormMode): boolean =>
  !(mode === 'edit' && field.form?.lockedOnEdit) &&
  (!field.form?.enabledWhen || field.form.enabledWhen(values));

const TEXT_KINDS = new Set(['text', 'textarea', 'color']);

/** Starting values: the record on edit, each field's initial value on create. */
export function initialValues(schema: ResourceSchema, mode: FormMode, record?: Values): Values {
  if (mode === 'edit' && record) return { ...record };
  const values: Values = {};
  for (const field of formFields(schema, mode)) {
    if (field.form?.initial !== undefined) values[field.key] = field.form.initial;
  }
  return values;
}

/**
 * What is sent: visible fields only, text trimmed, disabled fields cleared; on edit the
 * record's id and locked values go along unchanged.
 */
export function valuesToSend(
  schema: ResourceSchema,
  mode: FormMode,
  values: Values,
  record?: Values,
): Values {
  const out: Values = {};
  if (mode === 'edit' && record) out[schema.idKey] = record[schema.idKey];
  for (const field of formFields(schema, mode)) {
    if (!isVisible(field, values)) continue;
    let value = values[field.key];
    if (mode === 'edit' && field.form?.lockedOnEdit && record) value = record[field.key];
    else if (!isEnabled(field, values, mode)) value = undefined;
    if (typeof value === 'string' && field.form?.trim !== false && TEXT_KINDS.has(field.kind ?? 'text')) {
      value = value.trim();
    }
    if (value !== undefined) out[field.key] = value;
  }
  return out;
}
