import { COVER_INVALID } from '../../../common/articleRules';

export const COVER_TYPES = ['image/jpeg', 'image/png'];
export const COVER_EXTENSIONS = /\.(jpe?g|png)$/i;
export const COVER_MAX_BYTES = 10 * 1024 * 1024;
export const COVER_MIN_WIDTH = 300;
export const COVER_MIN_HEIGHT = 250;

/** The cover's problem (the spec's one message), or undefined: jpg/png/jpeg, under 10 MB, at least 300x250. */
export function coverProblem(
  file: { name: string; type: string; size: number },
  pixels?: { width: number; height: number },
): string | undefined {
  if (!COVER_TYPES.includes(file.type) || !COVER_EXTENSIONS.test(file.name)) return COVER_INVALID;
  if (file.size >= COVER_MAX_BYTES) return COVER_INVALID;
  if (!pixels || pixels.width < COVER_MIN_WIDTH || pixels.height < COVER_MIN_HEIGHT) return COVER_INVALID;
  return undefined;
}

/** The pixel size of an image file, read by the browser; undefined when it is not an image. */
export function readPixels(file: Blob): Promise<{ width: number; height: number } | undefined> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      resolve(undefined);
    };
    image.src = url;
  });
}
