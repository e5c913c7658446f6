/** The generator covers the last 120 days up to today ('YYYY-MM-DD'). */
export const REPORT_DAYS = 120;

const DAY_MS = 86_400_000;

export const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Today as the browser's calendar has it: the console's date limits use the local day, so the
 * embedded API must not call a local today 'the future' east of UTC before UTC midnight.
 */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Today and the 120 days before it, oldest first. */
export function reportDays(today = localToday()): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: REPORT_DAYS + 1 }, (_, index) => isoDay(end - (REPORT_DAYS - index) * DAY_MS));
}

/** Every day from start to end inclusive (an empty list when either is not a date or they are reversed). */
export function daysBetween(start: string, end: string): string[] {
  const from = Date.parse(`${start}T00:00:00Z`);
  const to = Date.parse(`${end}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) return [];
  return Array.from({ length: Math.round((to - from) / DAY_MS) + 1 }, (_, index) =>
    isoDay(from + index * DAY_MS),
  );
}

export const isDay = (text: unknown): text is string =>
  typeof text === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(text) &&
  !Number.isNaN(Date.parse(`${text}T00:00:00Z`));
