import type { FieldDef, Option, ResourceSchema, Rule, Values } from './types';

export const required = (message: string): Rule => ({ kind: 'required', message });
export const maxLength = (value: number, message?: string): Rule => ({ kind: 'max', value, message });
export const minLength = (value: number, message?: string): Rule => ({ kind: 'min', value, message });
export const pattern = (regex: RegExp, message: string): Rule => ({
  kind: 'pattern',
  pattern: regex,
  message,
});
export const check = (test: (value: unknown, values: Values) => boolean, message: string): Rule => ({
  kind: 'check',
  test,
  message,
});

/**
 * A number from `min` to `max` with at most `places` decimals. Nothing is rounded or clamped: a
 * value outside is refused as it was typed (a form, an imported sheet and the API share this).
 */
export const decimalBetween =
  (min: number, max: number, places: number) =>
  (value: unknown): boolean => {
    if (typeof value === 'string' && value.trim() === '') return false;
    const amount = Number(value);
    const scaled = amount * 10 ** places;
    return (
      Number.isFinite(amount) &&
      amount >= min &&
      amount <= max &&
      Math.abs(scaled - Math.round(scaled)) < 1e-6
    );
  };

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'number' && Number.isNaN(value)) ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

function lengthOf(value: unknown): number {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  return String(value).length;
}

/** A text with its `{{placeholders}}` filled: how a message reads in English. */
export type Translate = (text: string, values?: Record<string, unknown>) => string;
const english: Translate = (text, values = {}) =>
  text.replace(/\{\{(\w+)\}\}/g, (placeholder, key: string) =>
    key in values ? String(values[key]) : placeholder,
  );

/** The message of the max and min rules that declare none (`Name cannot be longer than 50 characters`). */
export const LENGTH_MESSAGES = {
  max: '{{label}} cannot be longer than {{count}} characters',
  min: '{{label}} must be at least {{count}} characters',
} as const;

/**
 * A broken rule's message: the schema's English text, which the embedded API answers as it is;
 * the form passes its translator (`label` is then the label it shows).
 */
export function ruleMessage(rule: Rule, label: string, translate: Translate = english): string {
  if ((rule.kind === 'max' || rule.kind === 'min') && rule.message === undefined)
    return translate(LENGTH_MESSAGES[rule.kind], { label, count: rule.value });
  return translate(rule.message as string);
}

/**
 * The first message a value breaks, or undefined. Non-required rules skip empty values. Text is
 * checked as it will be sent: trimmed.
 */
export function firstBrokenRule(
  rules: Rule[],
  raw: unknown,
  values: Values,
  label = '',
  translate: Translate = english,
): string | undefined {
  const value = typeof raw === 'string' ? raw.trim() : raw;
  for (const rule of rules) {
    if (rule.kind === 'required') {
      if (isEmpty(value)) return translate(rule.message);
      continue;
    }
    if (isEmpty(value)) continue;
    const broken =
      (rule.kind === 'max' && lengthOf(value) > rule.value) ||
      (rule.kind === 'min' && lengthOf(value) < rule.value) ||
      (rule.kind === 'pattern' && !rule.pattern.test(String(value))) ||
      (rule.kind === 'check' && !rule.test(value, values));
    if (broken) return ruleMessage(rule, label, translate);
  }
  return undefined;
}

/** Whether the field's rules apply for these values (conditions of the schema). */
export function fieldIsActive(
  field: FieldDef,
  values: Values,
  mode: 'create' | 'edit' | 'view',
  record: Values = values,
): boolean {
  const form = field.form;
  if (!form || mode === 'view') return false;
  if (mode === 'edit' && form.onEdit === false) return false;
  const lock = form.lockedOnEdit;
  if (mode === 'edit' && lock && (typeof lock !== 'function' || lock(record))) return false;
  if (form.visibleWhen && !form.visibleWhen(values)) return false;
  if (form.enabledWhen && !form.enabledWhen(values)) return false;
  if (form.requiredWhen && !form.requiredWhen(values)) return false;
  return true;
}

/**
 * A chosen value the field's fixed choices do not hold (the server's guard; the form offers only
 * the choices), as a message, or undefined. Remote and computed choices are the server's to check.
 */
export function unknownChoice(field: FieldDef, value: unknown, label: string): string | undefined {
  const options = field.options;
  const kind = field.kind;
  if (!Array.isArray(options) || (kind !== 'select' && kind !== 'multiSelect')) return undefined;
  const allowed = new Set((options as readonly Option[]).map((option) => String(option.value)));
  const chosen = Array.isArray(value) ? value : isEmpty(value) ? [] : [value];
  const unknown = chosen.find((item) => !allowed.has(String(item)));
  return unknown === undefined ? undefined : `${label}: '${String(unknown)}' is not one of the choices`;
}

/** Validates a whole record as the server would: the first broken rule's message, or undefined. */
export function validateRecord(
  schema: ResourceSchema,
  values: Values,
  mode: 'create' | 'edit',
): string | undefined {
  for (const field of schema.fields) {
    if (!fieldIsActive(field, values, mode)) continue;
    // The label the form shows, so a default message reads the same from the form and the server.
    const label = field.form?.label ?? field.label;
    const message =
      firstBrokenRule(field.form?.rules ?? [], values[field.key], values, label) ??
      unknownChoice(field, values[field.key], label);
    if (message) return message;
  }
  return undefined;
}
