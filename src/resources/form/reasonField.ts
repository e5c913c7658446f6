import type { FieldDef, Values } from '../../model/types';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the reason quotes the value as a whole (not inside a longer word, name or address). */
function quotes(reason: string, value: string): boolean {
  const before = `(?:^|[\\s'"“‘(])`;
  const after = `(?=$|[\\s'"”’),;:!?]|\\.(?:\\s|$))`;
  return new RegExp(`${before}${escape(value)}${after}`, 'i').test(reason);
}

/**
 * The one field a refused save's reason is about, found by the value it quotes ("The site
 * dailynews.example already exists", "A channel named Organic already exists"): the form shows
 * the reason on that field. Undefined when it quotes no typed text, or more than one field's.
 */
export function reasonField(
  fields: readonly FieldDef[],
  values: Values,
  reason: string,
): FieldDef | undefined {
  const named = fields.filter((field) => {
    const value = values[field.key];
    if (typeof value !== 'string') return false;
    const text = value.trim();
    return text.length > 1 && quotes(reason, text);
  });
  return named.length === 1 ? named[0] : undefined;
}
