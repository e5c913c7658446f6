import type { Values } from '../model/types';

/**
 * A list's address opened with filters, in the form Refine's syncWithLocation reads
 * (filters[0][field]=...&filters[0][operator]=eq&filters[0][value]=...), so the target list
 * fills its filter form and asks for those rows.
 */
export function listUrl(path: string, filters: Values = {}): string {
  const params = new URLSearchParams();
  Object.entries(filters)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .forEach(([field, value], index) => {
      params.set(`filters[${index}][field]`, field);
      params.set(`filters[${index}][operator]`, 'eq');
      params.set(`filters[${index}][value]`, String(value));
    });
  const query = params.toString();
  if (!query) return path;
  // An address that already picks something (a tab: '/account/user?tab=group') keeps it.
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
