import type { Plugin, ResolvedConfig } from 'vite';
import { apiOrigins, contentSecurityPolicy } from '../common/contentPolicy';

const CHARSET = '<meta charset="UTF-8" />';

/** The policy's meta element, escaped for an attribute in double quotes. */
export function policyMeta(policy: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" />`;
}

/**
 * Build step: both HTML files carry the content policy (src/common/contentPolicy.ts) right after
 * their charset, before any style or script, with connect-src (and img-src) naming the API host
 * this build is for (VITE_API_HOST, read when building). Not in development: Vite's dev server
 * injects inline scripts of its own (hot reload).
 */
export function contentPolicy(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'content-policy',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes(CHARSET)) throw new Error(`content-policy: ${CHARSET} not found in the page`);
        const host = (config.env.VITE_API_HOST as string | undefined) ?? process.env.VITE_API_HOST;
        const meta = policyMeta(contentSecurityPolicy(apiOrigins(host)));
        return html.replace(CHARSET, `${CHARSET}\n    ${meta}`);
      },
    },
  };
}
