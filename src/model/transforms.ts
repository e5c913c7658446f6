import type { FieldDef, Transform, TransformName, Values } from './types';

/*
 * Value transforms: how a field's value is cleaned before it is sent. The browser form applies
 * them when it sends (resources/form/formValues.ts) and the embedded API when it stores
 * (mocks/generic/records.ts), so both hold the same value whichever way it came.
 */

/** The named transforms a schema may list in `form.transform`. */
export const TRANSFORMS = {
  /** Spaces and line breaks around the text removed. */
  trim: (text: string) => text.trim(),
  lowercase: (text: string) => text.toLowerCase(),
  uppercase: (text: string) => text.toUpperCase(),
  /** Runs of spaces, tabs and line breaks inside the text made one space. */
  collapseSpaces: (text: string) => text.replace(/\s+/g, ' '),
  /** A leading `http://` or `https://` removed (a domain typed as an address). */
  stripProtocol: (text: string) => text.replace(/^https?:\/\//i, ''),
} satisfies Record<TransformName, (text: string) => string>;

/** The kinds whose text is trimmed unless the field says `trim: false`. */
const TRIMMED_KINDS = new Set<FieldDef['kind']>([undefined, 'text', 'textarea', 'color']);

/** The transforms a field's value goes through, in order: the default trim first, then its own. */
export function transformsOf(field: FieldDef): Transform[] {
  const own = field.form?.transform ?? [];
  const trims = field.form?.trim ?? TRIMMED_KINDS.has(field.kind);
  return trims && !own.includes('trim') ? ['trim', ...own] : own;
}

function applyOne(transform: Transform, value: unknown, values: Values): unknown {
  if (typeof transform === 'function') return transform(value, values);
  if (typeof value === 'string') return TRANSFORMS[transform](value);
  // A list of texts (kind 'lines', tags) is transformed entry by entry.
  if (Array.isArray(value))
    return value.map((entry) => (typeof entry === 'string' ? TRANSFORMS[transform](entry) : entry));
  return value;
}

/** The value as it is sent and stored: the field's transforms applied in order. */
export function sentValue(field: FieldDef, value: unknown, values: Values = {}): unknown {
  return transformsOf(field).reduce((current, transform) => applyOne(transform, current, values), value);
}
