/**
 * The largest request bodies the API server (`npm run api`) reads: an upload (multipart form:
 * the ad unit import and the information cover, both "max 10MB" in the spec) and anything else
 * (JSON). A larger body is refused with HTTP 413 before it is read to the end.
 */
export const JSON_BODY_LIMIT = 1024 * 1024;
export const UPLOAD_BODY_LIMIT = 10 * 1024 * 1024;

/** The limit of a request with this Content-Type. */
export const bodyLimitFor = (contentType: string | null): number =>
  contentType?.toLowerCase().startsWith('multipart/form-data') ? UPLOAD_BODY_LIMIT : JSON_BODY_LIMIT;

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

/** The 413 answer's message. */
export const tooLargeMessage = (limit: number) =>
  `The request body is too large (at most ${megabytes(limit)})`;

/** The deepest nesting of lists and objects a JSON body may have (the console's own go 4 deep). */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

/** Whether JSON text nests deeper than MAX_JSON_DEPTH (brackets inside strings do not count). */
export function jsonTooDeep(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth += 1;
      if (depth > MAX_JSON_DEPTH) return true;
    } else if (char === ']' || char === '}') depth -= 1;
  }
  return false;
}
