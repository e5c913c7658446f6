import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

const UTC_OFFSET = /^UTC([+-])(\d{2}):(\d{2})$/;

/** Minutes east of UTC of a 'UTC±HH:MM' text; anything else is an error (shell spec section 5). */
export function utcOffsetMinutes(timeZone: string): number {
  const match = UTC_OFFSET.exec(timeZone);
  const hours = Number(match?.[2]);
  const minutes = Number(match?.[3]);
  if (!match || hours > 14 || minutes > 59) throw new Error(`Invalid time zone: ${timeZone}`);
  return (match[1] === '-' ? -1 : 1) * (hours * 60 + minutes);
}

const CLOCK = 'YYYY-MM-DD HH:mm';

/** The current UTC time and the time in the report's zone, as shown on a time-zone tab. */
export function zoneClock(timeZone: string, now: Dayjs = dayjs()): { utcTime: string; reportTime: string } {
  const offset = utcOffsetMinutes(timeZone);
  return { utcTime: now.utc().format(CLOCK), reportTime: now.utc().add(offset, 'minute').format(CLOCK) };
}

export function isUtcOffset(timeZone: string): boolean {
  try {
    utcOffsetMinutes(timeZone);
    return true;
  } catch {
    return false;
  }
}
