/**
 * The response headers every page and answer of the console's servers carries (`npm run preview`
 * through vite.config.ts, `npm run api`), and that docs/deploy.md asks a production host to send:
 * no other site may frame the console (clickjacking), no address of the console (which may hold
 * a `?token=`) is sent to another site as the referrer, and no answer is read as another type.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};
