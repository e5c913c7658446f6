/** Fills {placeholders} of a path from the given values; a missing value is an error, not 'undefined'. */
export function fillPath(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined || value === null || value === '') {
      throw new Error(`missing path parameter ${key} for ${template}`);
    }
    return encodeURIComponent(String(value));
  });
}

export { pick } from '../../common/pick';
