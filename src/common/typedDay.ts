import dayjs, { type Dayjs } from 'dayjs';

/** The date format people type and the API reads. */
export const TYPED_DATE_FORMAT = 'YYYY-MM-DD';

/** A typed text as a day when it is a whole YYYY-MM-DD date, else nothing. */
export function typedDay(text: string): Dayjs | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text.trim())) return undefined;
  const day = dayjs(text.trim());
  return day.isValid() && day.format(TYPED_DATE_FORMAT) === text.trim() ? day : undefined;
}
