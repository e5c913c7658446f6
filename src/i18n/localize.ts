/**
 * Translates the texts of a report config in place (reportList.ts does it on a copy, once): the
 * report views then show them as they are. Schemas are not translated this way any more: the
 * engine translates their texts where it shows them (declared.ts). Only the values under
 * `textKeys` are texts; ids, values, paths, calls and seed rows are never touched. A function
 * under a text key (a confirmation built from the record) has its result translated when called.
 */
export function localizeInPlace(
  target: unknown,
  textKeys: ReadonlySet<string>,
  translate: (text: string) => string,
  skipKeys: ReadonlySet<string> = new Set(),
  seen: WeakSet<object> = new WeakSet(),
): void {
  if (!target || typeof target !== 'object' || seen.has(target)) return;
  seen.add(target);
  if (Array.isArray(target)) {
    target.forEach((item) => localizeInPlace(item, textKeys, translate, skipKeys, seen));
    return;
  }
  if (!isPlainObject(target)) return;
  const record = target as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (skipKeys.has(key)) continue;
    if (textKeys.has(key) && typeof value === 'string') record[key] = translate(value);
    else if (textKeys.has(key) && typeof value === 'function')
      record[key] = translatedResult(value as (...args: never[]) => unknown, translate);
    else localizeInPlace(value, textKeys, translate, skipKeys, seen);
  }
}

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

function translatedResult(fn: (...args: never[]) => unknown, translate: (text: string) => string) {
  return (...args: never[]) => {
    const result = fn(...args);
    return typeof result === 'string' ? translate(result) : result;
  };
}

/** The texts of a report config. */
export const REPORT_TEXT_KEYS: ReadonlySet<string> = new Set([
  'title',
  'label',
  'tooltip',
  'tabLabel',
  'exportLabel',
  'text',
]);

export const REPORT_SKIP_KEYS: ReadonlySet<string> = new Set([
  'request',
  'lookup',
  'custom',
  'dateLimit',
  'menu',
  'mock',
  'translations',
]);
