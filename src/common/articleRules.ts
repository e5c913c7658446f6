/**
 * The rules of an information article's body (spec section 5), on its HTML. Pure functions with
 * no editor or DOM dependency: the editor, the schema and the embedded API all use them.
 */

/** The search-ads position marker (the spec's "Relatedsearches" marker) as it sits in the HTML. */
export const MARKER_TYPE = 'relatedsearches';
export const MARKER_HTML = `<div data-type="${MARKER_TYPE}" class="${MARKER_TYPE}"></div>`;
export const MAX_MARKERS = 2;
export const MIN_LEAD_CHARACTERS = 150;

export const BODY_REQUIRED = 'Please input information.';
export const TOO_MANY_MARKERS = `At most ${MAX_MARKERS} search ad positions can be inserted`;
export const LEAD_TOO_SHORT =
  'Unable to submit, content before the first search ad position needs to be longer than 150 characters';
export const COVER_INVALID = 'Please upload no less than 300*250 jpg, png, jpeg with size not exceeding 10M.';
export const NO_MARKER_CONFIRM =
  'No search ad position has been inserted, so this article will show no search ads. Submit anyway?';

/** An opening tag carrying the marker's data-type (attribute order and quotes may vary). */
const MARKER_TAG = new RegExp(`<[a-z][^>]*\\bdata-type\\s*=\\s*["']?${MARKER_TYPE}\\b[^>]*>`, 'gi');

const BLOCK_TAG =
  /<\/?(?:p|div|h[1-6]|li|ul|ol|blockquote|br|hr|pre|table|tr|td|th|section|article)\b[^>]*>/gi;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text a reader sees in some HTML: tags dropped, entities decoded, white space collapsed. */
export function htmlText(html: string): string {
  return (
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
      // Block boundaries separate words; inline tags (strong, em, a...) do not.
      .replace(BLOCK_TAG, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
        if (name[0] === '#') {
          const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
          return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
        }
        return ENTITIES[name.toLowerCase()] ?? entity;
      })
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export function markerCount(html: string): number {
  return html.match(MARKER_TAG)?.length ?? 0;
}

/** The text before the first marker (the whole text when there is none). */
export function leadText(html: string): string {
  const first = html.search(MARKER_TAG);
  return htmlText(first < 0 ? html : html.slice(0, first));
}

/** Whether the body has anything to read: text or an image. */
export function hasContent(html: unknown): boolean {
  const source = typeof html === 'string' ? html : '';
  return htmlText(source) !== '' || /<img\b/i.test(source);
}

/** The first broken body rule's message, or undefined. */
export function bodyProblem(html: unknown): string | undefined {
  const source = typeof html === 'string' ? html : '';
  if (!hasContent(source)) return BODY_REQUIRED;
  const markers = markerCount(source);
  if (markers > MAX_MARKERS) return TOO_MANY_MARKERS;
  if (markers > 0 && leadText(source).length <= MIN_LEAD_CHARACTERS) return LEAD_TOO_SHORT;
  return undefined;
}

/** Tags as typed (comma-separated, either comma) or as a list: trimmed, empty ones dropped. */
export function tagList(value: unknown): string[] {
  const parts = Array.isArray(value) ? value.map(String) : String(value ?? '').split(/[,，]/);
  return parts.map((tag) => tag.trim()).filter(Boolean);
}
