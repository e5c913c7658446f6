import { sanitizeHtml } from '../../../sanitize/policy';

/**
 * Article HTML as the console shows and edits it: every place that shows an article body
 * (preview, editor input) passes it through the console's one policy for server HTML.
 */
export function sanitizeArticle(html: unknown): string {
  return sanitizeHtml(html);
}
