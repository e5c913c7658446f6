import dayjs from 'dayjs';

/** Widget preview size limits (management spec sections 5 and 9). */
export const PREVIEW_WIDTH = { min: 120, max: 1200 };
export const PREVIEW_HEIGHT = { min: 50, max: 1200 };
export const ONE_SIDE_LIMIT = 450;
export const DEFAULT_PREVIEW = { width: 300, height: 250 };

export const WIDTH_OUT_OF_RANGE = 'Width must be between 120 and 1200';
export const HEIGHT_OUT_OF_RANGE = 'Height must be between 50 and 1200';
export const BOTH_SIDES_LARGE = 'Only one dimension can be larger than 450 pixels.';

/** Why a preview size is refused, or undefined. */
export function previewSizeError(width: unknown, height: unknown): string | undefined {
  const w = Number(width);
  const h = Number(height);
  if (!Number.isFinite(w) || w < PREVIEW_WIDTH.min || w > PREVIEW_WIDTH.max) return WIDTH_OUT_OF_RANGE;
  if (!Number.isFinite(h) || h < PREVIEW_HEIGHT.min || h > PREVIEW_HEIGHT.max) return HEIGHT_OUT_OF_RANGE;
  if (w > ONE_SIDE_LIMIT && h > ONE_SIDE_LIMIT) return BOTH_SIDES_LARGE;
  return undefined;
}

/** A creative runs ('OnGoing') when today falls between its start and end dates. */
export function isOnGoing(creative: { start_time?: unknown; end_time?: unknown }, today = dayjs()): boolean {
  const start = dayjs(String(creative.start_time ?? ''));
  const end = dayjs(String(creative.end_time ?? ''));
  if (!start.isValid() || !end.isValid()) return false;
  const day = today.format('YYYY-MM-DD');
  return start.format('YYYY-MM-DD') <= day && day <= end.format('YYYY-MM-DD');
}
