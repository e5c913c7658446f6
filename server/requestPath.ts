import { HttpHandler, type RequestHandler } from 'msw';

/**
 * One spelling per call. The API server rewrites every request's path to its canonical form
 * before anything else reads it, so the login throttle, the fault rules, authorization and the
 * handlers all see the same path, and a call cannot be spelt around one of them:
 * percent-escapes of unreserved characters decoded (`%6Cogin` is `login`), the others' hex in
 * capitals, duplicate slashes collapsed, `.` and `..` segments resolved, no trailing slash.
 * Letter case is not changed (a path parameter such as `/dict/zoneType` keeps its case): the
 * server matches calls case-sensitively instead (`caseOnlyMatch`).
 */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

export const MALFORMED_PATH = 'The request path is malformed';

/** The canonical form of a URL path, or undefined when it holds a malformed percent-escape. */
export function canonicalPath(pathname: string): string | undefined {
  let decoded = '';
  for (let at = 0; at < pathname.length; at += 1) {
    const char = pathname[at];
    if (char !== '%') {
      decoded += char;
      continue;
    }
    const hex = pathname.slice(at + 1, at + 3);
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return undefined;
    const byte = String.fromCharCode(parseInt(hex, 16));
    decoded += UNRESERVED.test(byte) ? byte : `%${hex.toUpperCase()}`;
    at += 2;
  }
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** An MSW path (`*` any text, `:name` one segment) as a regular expression over the clean URL. */
function pathExpression(path: string, flags: string): RegExp {
  const source = escapeRegExp(path).replace(/\*/g, '.*').replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${source}/?$`, flags);
}

/**
 * Whether the handler MSW would choose for this request matches it only when letter case is
 * ignored (MSW's matching ignores it): `POST /gamebridge-manager/v1/LOGIN` reaches the login
 * handler but is not its path. The server answers such a request 404, so every call has one
 * spelling. Handlers matching by a function (the generic handler) compare case themselves.
 */
export function caseOnlyMatch(handlers: readonly RequestHandler[], method: string, url: URL): boolean {
  const clean = `${url.origin}${url.pathname}`;
  for (const handler of handlers) {
    if (!(handler instanceof HttpHandler)) continue;
    const { path, method: handled } = handler.info;
    if (typeof path !== 'string') continue;
    if (typeof handled === 'string' && handled.toUpperCase() !== method.toUpperCase()) continue;
    if (handled instanceof RegExp && !handled.test(method)) continue;
    if (!pathExpression(path, 'i').test(clean)) continue;
    return !pathExpression(path, '').test(clean);
  }
  return false;
}
