/** Deterministic numbers for the report generator: the same text always gives the same number. */

/** FNV-1a hash of a text, as an unsigned 32-bit number. */
export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** A number in [0, 1) drawn from a text (mulberry32 step over its hash). */
export function unit(text: string): number {
  let value = (hash(text) + 0x6d2b79f5) >>> 0;
  value = Math.imul(value ^ (value >>> 15), value | 1);
  value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
  return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
}

/** A whole number in [min, max] drawn from a text. */
export const between = (text: string, min: number, max: number) =>
  min + Math.floor(unit(text) * (max - min + 1));

/** One of the items, drawn from a text. */
export const oneOf = <T>(text: string, items: readonly T[]): T =>
  items[Math.floor(unit(text) * items.length)];
