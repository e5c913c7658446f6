import { resourceLabels, TITLE_TEMPLATES } from '../../model/labels';
import { sentValue } from '../../model/transforms';
import type { FieldDef, ResourceSchema, Values } from '../../model/types';
import { hasTranslation, t } from '../../i18n';

/** 'view' shows the edit form read-only (every field locked, no submit). */
export type FormMode = 'create' | 'edit' | 'view';

/**
 * A form's title (and the create button's) in the language shown; it names the record, not the
 * screen: 'Add App', 'Edit Widget', 'View Landing Page'. A title the catalogue holds whole is
 * translated whole; a derived one is its template with the record's name translated.
 */
export function formTitle(schema: ResourceSchema, mode: FormMode): string {
  const labels = resourceLabels(schema);
  const english = labels[mode];
  const template = TITLE_TEMPLATES[mode];
  const derived = english === template.replace('{{record}}', labels.record);
  if (hasTranslation(english) || !derived) return t(english);
  return t(template, { record: t(labels.record) });
}

export function formFields(schema: ResourceSchema, mode: FormMode): FieldDef[] {
  return schema.fields.filter((field) => {
    if (!field.form) return false;
    return mode === 'create' || field.form.onEdit !== false;
  });
}

export const isVisible = (field: FieldDef, values: Values): boolean =>
  !field.form?.visibleWhen || field.form.visibleWhen(values);

/** Locked on edit: always, or for records where the lock's condition holds (read on the record). */
export function isLocked(field: FieldDef, mode: FormMode, record: Values = {}): boolean {
  if (mode === 'view') return true;
  const lock = field.form?.lockedOnEdit;
  if (mode !== 'edit' || !lock) return false;
  return typeof lock === 'function' ? lock(record) : true;
}

export const isEnabled = (field: FieldDef, values: Values, mode: FormMode, record?: Values): boolean =>
  !isLocked(field, mode, record ?? values) &&
  !field.form?.derive &&
  (!field.form?.enabledWhen || field.form.enabledWhen(values));

/** Values of derived fields (e.g. OS from the store) computed from the others. */
export function derivedValues(schema: ResourceSchema, values: Values): Values {
  const out: Values = {};
  for (const field of schema.fields) if (field.form?.derive) out[field.key] = field.form.derive(values);
  return out;
}

/** Starting values: the record on edit, each field's initial value on create. */
export function initialValues(schema: ResourceSchema, mode: FormMode, record?: Values): Values {
  if (mode !== 'create' && record) return schema.toForm ? schema.toForm(record) : { ...record };
  const values: Values = {};
  for (const field of formFields(schema, mode)) {
    if (field.form?.initial !== undefined) values[field.key] = field.form.initial;
  }
  return values;
}

/**
 * What is sent: visible fields only, each through its transforms (text trimmed by default; see
 * model/transforms.ts, which the embedded API applies too), disabled fields cleared; on edit the
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
  const start = mode === 'edit' && record ? initialValues(schema, mode, record) : {};
  const all = { ...values, ...derivedValues(schema, values) };
  for (const field of formFields(schema, mode)) {
    if (!isVisible(field, all)) continue;
    let value = all[field.key];
    if (isLocked(field, mode, record)) value = start[field.key];
    else if (!isEnabled(field, all, mode, record) && !field.form?.derive) value = undefined;
    if (value !== undefined) value = sentValue(field, value, all);
    if (field.kind === 'pairs' && Array.isArray(value)) value = value.filter(hasAnyValue);
    if (value !== undefined) out[field.key] = value;
  }
  return out;
}

/** A row of a 'pairs' field with something in it: an added row left empty is not sent. */
const hasAnyValue = (row: unknown): boolean =>
  Object.values((row ?? {}) as Values).some(
    (entry) => entry !== undefined && entry !== null && String(entry).trim() !== '',
  );
