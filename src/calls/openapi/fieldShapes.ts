import * as z from 'zod/mini';
import type { ZodMiniType } from 'zod/mini';
import type { $ZodCheck } from 'zod/v4/core';
import { ruleMessage } from '../../model/rules';
import type { FieldDef, Option, ResourceSchema, Rule } from '../../model/types';

/*
 * A schema's create and update bodies, derived from its form fields as the generic form sends them
 * (src/resources/form): one key per field of the form in that mode, shaped by the field's kind and
 * rules, required when a required rule always applies. A schema whose call shapes its body
 * (`api.create.body`) sends what that function makes of these values.
 */

export type BodyMode = 'create' | 'edit';

const id = z.union([z.number(), z.string()]);
const TEXT_KINDS = new Set(['text', 'textarea', 'password', 'color', 'dateTime', undefined]);

/** A text shape with its length rules and flag-free patterns. */
function textShape(rules: readonly Rule[]): ZodMiniType {
  const checks = rules.flatMap((rule): $ZodCheck<string>[] => {
    if (rule.kind === 'max') return [z.maxLength(rule.value)];
    if (rule.kind === 'min') return [z.minLength(rule.value)];
    // A pattern with flags (case-insensitive...) would read stricter in JSON Schema: left out.
    if (rule.kind === 'pattern' && !rule.pattern.flags) return [z.regex(rule.pattern)];
    return [];
  });
  return checks.length ? z.string().check(...checks) : z.string();
}

/** One fixed choice's value, or any id for choices read from a call. */
export function choiceShapeOf(field: FieldDef): ZodMiniType {
  if (!Array.isArray(field.options)) return id;
  const values = (field.options as readonly Option[]).map((option) => option.value);
  return values.length ? z.union(values.map((value) => z.literal(value)) as never) : id;
}

/** The list a field of a list kind sends, or nothing for the other kinds. */
function listShape(field: FieldDef) {
  switch (field.kind) {
    case 'multiSelect':
      return z.array(choiceShapeOf(field));
    case 'lines':
      return z.array(z.string());
    case 'menuTree':
      return z.array(id);
    case 'reference':
      return field.reference.multiple ? z.array(id) : undefined;
    case 'pairs': {
      const [first, second] = field.pairs.keys;
      const cell = z.nullish(z.union([z.string(), z.number()]));
      return z.array(z.looseObject({ [first]: cell, [second]: cell }));
    }
    default:
      return undefined;
  }
}

/** The value a field of this kind sends. */
export function fieldShape(field: FieldDef): ZodMiniType {
  const rules = field.form?.rules ?? [];
  if (TEXT_KINDS.has(field.kind)) return textShape(rules);
  const list = listShape(field);
  if (list) return list;
  switch (field.kind) {
    case 'number':
      return z.number();
    case 'money':
      return z.union([z.string(), z.number()]);
    case 'select':
      return choiceShapeOf(field);
    case 'reference':
    case 'lookup':
      return id;
    default:
      return z.unknown();
  }
}

/** The fields the form of this mode shows (a field with no form part is not sent). */
export const bodyFields = (schema: ResourceSchema, mode: BodyMode): FieldDef[] =>
  schema.fields.filter((field) => field.form && (mode === 'create' || field.form.onEdit !== false));

/**
 * Whether a field's required rule applies to every record of the mode (no condition hides,
 * disables or frees it; a field locked on edit is not checked there).
 */
function alwaysRequired(field: FieldDef, mode: BodyMode): boolean {
  const form = field.form;
  if (!form?.rules?.some((rule) => rule.kind === 'required')) return false;
  return (
    !form.visibleWhen && !form.enabledWhen && !form.requiredWhen && !(mode === 'edit' && form.lockedOnEdit)
  );
}

/** The value of a field whose required rule always applies: a list has at least one item (an empty one is refused). */
const requiredShape = (field: FieldDef): ZodMiniType =>
  listShape(field)?.check(z.minLength(1)) ?? fieldShape(field);

/** The body of the schema's create (or update) call: its form's values. */
export function bodyShape(schema: ResourceSchema, mode: BodyMode): ZodMiniType {
  const shape = Object.fromEntries(
    bodyFields(schema, mode).map((field) => [
      field.key,
      alwaysRequired(field, mode) ? requiredShape(field) : z.optional(fieldShape(field)),
    ]),
  );
  return z.looseObject(shape);
}

/** The messages the embedded API answers for broken rules of the form's fields, as it words them. */
export function ruleMessages(schema: ResourceSchema, mode: BodyMode): string[] {
  return bodyFields(schema, mode).flatMap((field) => {
    const label = field.form?.label ?? field.label;
    const choice =
      Array.isArray(field.options) && (field.kind === 'select' || field.kind === 'multiSelect')
        ? [`${label}: '<value>' is not one of the choices`]
        : [];
    return [...(field.form?.rules ?? []).map((rule) => ruleMessage(rule, label)), ...choice];
  });
}
