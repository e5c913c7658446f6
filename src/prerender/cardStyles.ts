import { JSDOM } from 'jsdom';
import postcss, { type Container, type Rule } from 'postcss';
import { AUTH_SCREEN_CLASS, CARD_STYLES_ID } from '../pages/auth/takeOver';

/**
 * Pseudo-classes and pseudo-elements that describe a state the card can reach before its
 * JavaScript comes (a hover, a focus, typed text, the browser's autofill) or a part of an element:
 * a rule is kept if its element is in the card, whatever the state. Structural ones (`:where`,
 * `:not`, `:first-child`, `:disabled`...) stay in the selector and are matched as written.
 */
const STATE =
  /::?(?:hover|focus(?:-visible|-within)?|active|visited|placeholder(?:-shown)?|-webkit-[\w-]+|-moz-[\w-]+|-ms-[\w-]+|before|after|selection|autofill)(?![\w-(])/g;

/** Whether `selector` names an element of `document`, states aside; kept when it cannot be read. */
function inCard(document: Document, selector: string): boolean {
  const plain = selector.replace(STATE, '').trim() || '*';
  try {
    return document.querySelector(plain) !== null;
  } catch {
    return true;
  }
}

/**
 * Scopes a kept selector to a page whose #root holds an auth screen, adding no specificity: the
 * rules then draw nothing else (an error screen drawn instead of the card, should its code fail).
 */
const scoped = (selector: string) => `:where(#root:has(.${AUTH_SCREEN_CLASS})) ${selector}`;

/**
 * Drops the rules under `container` that name nothing in the card, and at-rules left empty; the
 * rules kept are scoped to the card's page.
 */
function prune(container: Container, document: Document) {
  container.each((node) => {
    if (node.type === 'rule') {
      const kept = (node as Rule).selectors.filter((selector) => inCard(document, selector));
      if (kept.length === 0) node.remove();
      else (node as Rule).selectors = kept.map(scoped);
    } else if (node.type === 'atrule' && node.nodes && !/keyframes$/i.test(node.name)) {
      prune(node, document);
      if (node.nodes.length === 0) node.remove();
    }
  });
}

/**
 * The login card's first-paint styles: the Ant Design style tags the prerender collected, cut to
 * the rules whose elements are in the card (`html`), as one plain `<style>`. antd writes styles for
 * a whole component (every grid column of every breakpoint, every button colour), about 230 kB
 * for this card, where it uses a few hundred rules. Without antd's style-cache marks, antd writes
 * its full styles when the card's JavaScript takes over, as on any screen, and the card then
 * removes these (dropCardStyles in src/pages/auth/takeOver.ts); until then they draw the card, its hover, focus and typed
 * states included.
 */
export function cardStyles(styleTags: string, html: string): string {
  const css = [...styleTags.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map(([, body]) => body)
    .filter((body) => !body.startsWith('.data-ant-cssinjs-cache-path'))
    .join('\n');
  const { document } = new JSDOM(`<!doctype html><html><body>${html}</body></html>`).window;
  const root = postcss.parse(css);
  prune(root, document);
  return `<style id="${CARD_STYLES_ID}">${root.toString()}</style>`;
}
