/**
 * The failed-rows files of ad-unit imports, kept in the embedded API's data set so that
 * "Download Failed Rows" works after a reload. They expire: a file lives 30 minutes, a user keeps
 * at most 5 (the oldest goes first), and only the user who imported it may download it.
 * Expired files are removed whenever an import or a download runs.
 */
import { table } from '../../store/db';

export const FAILED_ROWS_LIFETIME_MS = 30 * 60 * 1000;
export const FAILED_ROWS_PER_USER = 5;

export interface ImportReport {
  file_name: string;
  /** The xlsx file, base64. */
  data: string;
  user_id: number;
  /** When it was written, in milliseconds since 1970. */
  created_at: number;
}

const reports = () => table<ImportReport>('importReports', () => []);

/** Removes expired files (and those of an older shape, with no owner or date). */
export function pruneReports(now = Date.now()): void {
  const list = reports();
  const kept = list.filter(
    (report) =>
      typeof report.created_at === 'number' &&
      typeof report.user_id === 'number' &&
      now - report.created_at < FAILED_ROWS_LIFETIME_MS,
  );
  list.splice(0, list.length, ...kept);
}

/** Keeps a new file, dropping the user's oldest ones past the limit. */
export function keepReport(report: ImportReport): void {
  pruneReports(report.created_at);
  const list = reports();
  list.push(report);
  const own = list.filter((entry) => entry.user_id === report.user_id);
  const dropped = new Set(own.slice(0, Math.max(0, own.length - FAILED_ROWS_PER_USER)));
  list.splice(0, list.length, ...list.filter((entry) => !dropped.has(entry)));
}

/** A user's file by its name, if it has not expired. */
export function findReport(fileName: string, userId: number, now = Date.now()): ImportReport | undefined {
  pruneReports(now);
  return reports().find((entry) => entry.file_name === fileName && entry.user_id === userId);
}
