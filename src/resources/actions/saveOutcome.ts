import { CallError, CANNOT_READ, TIMED_OUT } from '../../providers/http';

/**
 * A save whose answer never came or could not be read may have happened all the same: the form
 * says so and the list is read again, so the user sees whether it was saved before trying again
 * (a blind retry would otherwise answer "already exists").
 */
export const OUTCOME_UNKNOWN =
  'The answer to this save could not be read, so it may or may not have been saved. The list has been refreshed: check it before trying again.';

/** Whether a failed save may have happened all the same (an unreadable answer, or none in time). */
export function outcomeUnknown(error: unknown): boolean {
  return error instanceof CallError && (error.message === CANNOT_READ || error.message === TIMED_OUT);
}

/** What a form says of a failed save: the server's reason, or that the outcome is unknown. */
export function saveFailure(error: unknown): string {
  if (outcomeUnknown(error)) return OUTCOME_UNKNOWN;
  return error instanceof Error ? error.message : 'service error';
}
