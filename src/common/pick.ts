/** Reads a dotted key ('list', 'page.rows') from an object. */
export function pick(source: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((value, part) => {
    if (value && typeof value === 'object') return (value as Record<string, unknown>)[part];
    return undefined;
  }, source);
}
