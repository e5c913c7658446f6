import { SERVICE_HOSTS } from '../config';

/**
 * The origins the page may call, by the build's VITE_API_HOST: none besides its own in mock mode
 * (the embedded API answers on the page's origin), both services for 'auto' (the page's host
 * name chooses one at run time), else the configured host's origin.
 */
export function apiOrigins(configuredHost: string | undefined): string[] {
  const host = (configuredHost ?? '').trim();
  if (!host) return [];
  if (host === 'auto') return Object.values(SERVICE_HOSTS).map((url) => new URL(url).origin);
  return [new URL(host).origin];
}

/**
 * The Content-Security-Policy both HTML files carry in a `<meta http-equiv>` (written by the build,
 * src/prerender/contentPolicyPlugin.ts), for a build whose API is at `origins`. frame-ancestors is
 * left out: a policy in a meta element cannot hold it (the browser ignores it there, with a warning);
 * the host's response header sends it (securityHeaders.ts).
 */
export function contentSecurityPolicy(origins: readonly string[]): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // Only the build's own files: the first-paint and start scripts are files, not inline.
    ['script-src', "'self'"],
    // Ant Design writes its styles at run time as <style> elements (CSS-in-JS) and the editors set
    // style attributes; a static host cannot give each response a nonce, and hashes cannot cover
    // rules made at run time, so inline styles are allowed. A style cannot run script.
    ['style-src', "'self'", "'unsafe-inline'"],
    // Images from the console and the image host only, as the HTML sanitizer keeps (an image of
    // another host is dropped there); data: for the icons antd draws, blob: for a cover's preview.
    ['img-src', "'self'", 'data:', 'blob:', ...origins],
    ['connect-src', "'self'", ...origins],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}
