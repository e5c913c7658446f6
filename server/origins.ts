/**
 * Which web pages may call the API server (`npm run api`): the console's own dev server and
 * preview (vite.config.ts ports 5173 and 4173, by name and by address) and the origins named with
 * `--allow-origin`. A request carrying any other `Origin`, `null` included, is refused; a request
 * without one (curl, a test, a program) is not a page's and goes on.
 */
export const DEFAULT_ORIGINS: readonly string[] = [5173, 4173].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/** The origin of `--allow-origin` text ("http://host:port"), or undefined when it is not one. */
export function originOf(text: string): string | undefined {
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** Whether a request's Origin header may call: none at all, or one of the allowed origins. */
export const originAllowed = (origin: string | null, allowed: ReadonlySet<string>): boolean =>
  origin === null || allowed.has(origin);
