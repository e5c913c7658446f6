/**
 * Every URL a write stores is a web address: a field named as a URL (`url`, `base_url`,
 * `postbackUrl`...) at any depth of the body, a link's `utm_param.postback_url` included, holds
 * an http(s) address or nothing, and no other field holds an address of another scheme
 * (`javascript:`, `data:`, `ftp://`...). The generic handler refuses the first that does not with
 * `unsafeUrlRefusal`'s message.
 */
const URL_NAME = /url$/i;
const WEB = /^https?:\/\//i;
/** Schemes a browser runs or reads locally, written with or without `//`. */
const SCRIPT_SCHEMES = new Set(['javascript', 'vbscript', 'data', 'file', 'blob', 'filesystem']);
/** Spaces and control characters a browser skips inside a scheme (`java\tscript:`). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
const SKIPPED = /[\s\u0000-\u001f\u007f]/g;

/** The refusal of a field that is not a web address; `at` names it (`utm_param.postback_url`). */
export const notWebUrl = (at: string) => `${at} must start with http:// or https://`;

/** Whether text written in a field that is not named as a URL looks like an address of another scheme. */
function otherScheme(text: string): boolean {
  const compact = text.replace(SKIPPED, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (!scheme || scheme === 'http' || scheme === 'https') return false;
  return SCRIPT_SCHEMES.has(scheme) || compact.startsWith(`${scheme}://`);
}

/** The message for the first field of a body, at any depth, that holds an address other than http(s). */
export function unsafeUrlRefusal(value: unknown, at = ''): string | undefined {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const refused = unsafeUrlRefusal(item, `${at}[${index}]`);
      if (refused) return refused;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const path = at ? `${at}.${key}` : key;
      const named = URL_NAME.test(key) && typeof item === 'string' && item.trim() !== '';
      if (named && !WEB.test(item.replace(SKIPPED, ''))) return notWebUrl(path);
      const refused = unsafeUrlRefusal(item, path);
      if (refused) return refused;
    }
    return undefined;
  }
  return typeof value === 'string' && otherScheme(value) ? notWebUrl(at || 'The value') : undefined;
}
