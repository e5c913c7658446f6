import dayjs from 'dayjs';

export const EMPTY = '--';

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Dates as 'YYYY-MM-DD HH:mm:ss'; blanks and unparsable values as '--'. */
export function formatDateTime(value: unknown): string {
  if (isBlank(value)) return EMPTY;
  const date = dayjs(value as string);
  return date.isValid() ? date.format('YYYY-MM-DD HH:mm:ss') : String(value);
}

export function formatPlain(value: unknown): string {
  if (isBlank(value)) return EMPTY;
  return Array.isArray(value) ? value.join(', ') : String(value);
}
