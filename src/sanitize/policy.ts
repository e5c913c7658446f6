import DOMPurify, { type Config } from 'dompurify';
import { API_BASES, apiHost } from '../config';

/**
 * The one policy for HTML that comes from the server (information articles, the SDK & API
 * changelog, raw HTML inside markdown and the elements markdown itself generates). Server HTML is
 * hostile input: it may carry scripts, but also styles that read the page (CSS attribute
 * selectors), forms that post elsewhere, overlays and images that report the reader to a third
 * party. Only an allow-list of text markup is kept:
 * - no style element or attribute, no forms or form controls, frames, objects, svg or math;
 * - removed elements take their content with them when it is code or form text (script, style,
 *   template, noscript, title, textarea, select, button, form...);
 * - `class` keeps only the few names the console's own article and markdown styles use; `id` is
 *   prefixed with "user-content-" so it can neither clobber the page's globals nor hook its CSS;
 * - links: http(s) and mailto only, opened in a new tab with rel="noopener noreferrer"; in
 *   markdown, in-page "#heading" links are kept too (the page scrolls to them, see ChangelogMarkdown);
 * - images: only from the API's image host (relative sources are resolved against it); any other
 *   image is dropped before the browser can request it.
 */

export interface PolicyOptions {
  /** Keep "#fragment" links (rendered markdown scrolls to them within the page). */
  fragmentLinks?: boolean;
}

const ALLOWED_TAGS = [
  'a',
  'abbr',
  'article',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'dd',
  'del',
  'details',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'section',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];

const ALLOWED_ATTR = [
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'colspan',
  'rowspan',
  'align',
  'start',
  'reversed',
  'open',
  'lang',
  'dir',
  'class',
  'id',
  // The search-ads position marker of articles.
  'data-type',
];
/** The allowed attributes that hold no address (only href and src are checked as URLs). */
const NOT_URL_ATTR = ALLOWED_ATTR.filter((name) => name !== 'href' && name !== 'src');

/** Removed together with everything inside them: code, form text, embedded documents. */
const FORBID_CONTENTS = [
  'applet',
  'button',
  'canvas',
  'datalist',
  'embed',
  'form',
  'frame',
  'frameset',
  'object',
  'optgroup',
  'option',
  'output',
  'select',
  'textarea',
];

/** Class names the console's own styles give meaning to; every other class is dropped. */
const ALLOWED_CLASS = /^(?:relatedsearches|task-list-item|contains-task-list|language-[\w-]+)$/;

const WEB_LINK = /^(?:https?:|mailto:)/i;
const WEB_OR_FRAGMENT_LINK = /^(?:https?:|mailto:|#)/i;

/** The image host and base path: the API host (the page's own origin in mock mode) + the image base. */
function imageBase(): URL {
  const host = apiHost() || globalThis.location?.origin || 'http://localhost';
  return new URL(`${host}${API_BASES.image}/`);
}

/**
 * An image source resolved against the image base, when it is served from there; undefined for
 * images of any other host or scheme (data:, blob:, javascript:...).
 */
export function imageSource(src: unknown): string | undefined {
  if (typeof src !== 'string' || !src.trim()) return undefined;
  const base = imageBase();
  let url: URL;
  try {
    url = new URL(src.trim(), base);
  } catch {
    return undefined;
  }
  return url.origin === base.origin && url.pathname.startsWith(base.pathname) ? url.href : undefined;
}

/** A link the console may open: an absolute http(s) or mailto address; undefined otherwise. */
export function webLink(href: unknown): string | undefined {
  if (typeof href !== 'string') return undefined;
  const trimmed = href.trim();
  return WEB_LINK.test(trimmed) ? trimmed : undefined;
}

/** The sandbox's title, for anyone who meets it in the page's tree (it is hidden). */
const SANDBOX_TITLE = 'Server HTML sanitizer (no scripts)';

let sandbox: HTMLIFrameElement | undefined;

/**
 * The window server HTML is parsed in: a hidden frame of the page's origin sandboxed without
 * scripts. Chromium checks the content policy as soon as an event handler attribute
 * (`onerror="..."`) is parsed into any document of the page's own window (a DOMParser document,
 * a template, an inert document alike) and reports a `script-src-attr` violation for each,
 * although nothing runs: the sanitizer's own parsing breached the policy. A document of a frame
 * where scripts cannot run compiles no handler and checks nothing. Without a page (Node), the
 * global window, if any.
 */
function parsingWindow(): (Window & typeof globalThis) | undefined {
  const page = globalThis.window as (Window & typeof globalThis) | undefined;
  if (!page?.document) return page;
  if (!sandbox?.isConnected || !sandbox.contentWindow) {
    sandbox = page.document.createElement('iframe');
    sandbox.setAttribute('sandbox', 'allow-same-origin');
    sandbox.title = SANDBOX_TITLE;
    sandbox.hidden = true;
    sandbox.tabIndex = -1;
    sandbox.setAttribute('aria-hidden', 'true');
    (page.document.body ?? page.document.documentElement).append(sandbox);
  }
  return (sandbox.contentWindow as (Window & typeof globalThis) | null) ?? page;
}

/** A private instance: these hooks and settings do not leak into other users of DOMPurify. */
function policyInstance(window: (Window & typeof globalThis) | undefined) {
  const purify = DOMPurify(window);

  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName === 'class') {
      const kept = data.attrValue.split(/\s+/).filter((name) => ALLOWED_CLASS.test(name));
      data.attrValue = kept.join(' ');
      data.keepAttr = kept.length > 0;
    } else if (data.attrName === 'src') {
      const source = node.nodeName === 'IMG' ? imageSource(data.attrValue) : undefined;
      data.keepAttr = source !== undefined;
      if (source) data.attrValue = source;
    } else if (data.attrName === 'data-type') {
      data.keepAttr = node.nodeName === 'DIV' && data.attrValue === 'relatedsearches';
    }
  });

  purify.addHook('afterSanitizeAttributes', (node) => {
    // An image from elsewhere lost its src above: drop the element itself.
    if (node.nodeName === 'IMG' && !node.getAttribute('src')) {
      node.remove();
      return;
    }
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href');
      if (href && !href.startsWith('#')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
  });
  return purify;
}

let current: { window: Window | undefined; purify: ReturnType<typeof DOMPurify> } | undefined;

/** The policy's instance, bound to the parsing window (made again if that frame was removed). */
function purifier() {
  const window = parsingWindow();
  if (!current || current.window !== window) current = { window, purify: policyInstance(window) };
  return current.purify;
}

/**
 * A new empty document to build server HTML in before `sanitizeNodes`: one of the parsing
 * window, where a hostile event handler attribute breaches no content policy.
 */
export function inertDocument(): Document {
  const window = parsingWindow() ?? globalThis.window;
  return window.document.implementation.createHTMLDocument('');
}

const config = (options: PolicyOptions): Config => ({
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ADD_FORBID_CONTENTS: FORBID_CONTENTS,
  ADD_URI_SAFE_ATTR: NOT_URL_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: options.fragmentLinks ? WEB_OR_FRAGMENT_LINK : WEB_LINK,
  SANITIZE_NAMED_PROPS: true,
  KEEP_CONTENT: true,
});

/** Server HTML as a string of safe HTML (for innerHTML or an editor). */
export function sanitizeHtml(html: unknown, options: PolicyOptions = {}): string {
  return purifier().sanitize(typeof html === 'string' ? html : '', config(options));
}

/**
 * Server HTML already parsed into nodes (built in `inertDocument()`): a sanitized copy, as a
 * fragment of the parsing window's document, to be read or imported into the page.
 */
export function sanitizeNodes(node: Node, options: PolicyOptions = {}): DocumentFragment {
  return purifier().sanitize(node, { ...config(options), RETURN_DOM_FRAGMENT: true });
}
