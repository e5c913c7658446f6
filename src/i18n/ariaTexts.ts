import { t } from './i18n';

/*
 * Names only a screen reader hears that antd writes in English whatever its locale: the number
 * box's step buttons (rc-input-number: 'Increase Value', 'Decrease Value'), the range picker's
 * separator ('to') and each icon's name ('home', 'search', 'swap-right': @ant-design/icons names
 * the icon after its file). antd's zh_CN locale covers none of them, and none can be set through
 * a prop on every control, so in a language other than English the page is kept free of them as
 * it changes (watchAriaTexts, started by loadLanguage): the fixed names are translated, and an
 * icon is hidden from assistive technology where a text already names what it sits in (a menu
 * entry, a button with its label) or where it is an ornament outside any control.
 */

/** antd's fixed English names, translated where they are found (English texts, catalogue keys). */
const FIXED_NAMES = ['Increase Value', 'Decrease Value', 'to'] as const;

const FIXED = FIXED_NAMES.map((name) => `[aria-label="${name}"]`).join(',');
const ICON = '.anticon[role="img"][aria-label]:not([aria-hidden])';
const CONTROL = 'button, a, [role="button"], [role="menuitem"], [role="tab"], [role="link"], [tabindex]';

/** Whether an element is named by something other than this icon: its own label or a visible text. */
function namedBesides(control: Element, icon: Element): boolean {
  if (control !== icon && (control.hasAttribute('aria-label') || control.hasAttribute('aria-labelledby')))
    return true;
  const text = Array.from(control.childNodes)
    .filter((node) => node !== icon)
    .map((node) => node.textContent ?? '')
    .join('');
  return text.trim() !== '';
}

/**
 * Translates antd's fixed names under `root` and hides the icons that a text names or that are
 * ornaments; an icon that alone names its control keeps its name (the control should say more).
 */
export function translateAriaTexts(root: ParentNode): void {
  for (const element of Array.from(root.querySelectorAll(FIXED))) {
    const name = element.getAttribute('aria-label') ?? '';
    const shown = t(name);
    if (shown !== name) element.setAttribute('aria-label', shown);
    // The range picker's separator is a plain span named 'to' around an icon; with the icon hidden
    // below, a name on a span with no role and no content is not allowed: it is a picture of 'to'.
    if (name === 'to' && !element.hasAttribute('role')) element.setAttribute('role', 'img');
  }
  for (const icon of Array.from(root.querySelectorAll(ICON))) {
    const control = icon.closest(CONTROL);
    if (!control || namedBesides(control, icon)) icon.setAttribute('aria-hidden', 'true');
  }
}

/**
 * Keeps the document free of antd's English screen-reader names from now on: once, then after
 * every change of its tree (a screen, a dropdown, a dialog opened). Returns the stop.
 */
export function watchAriaTexts(document: Document): () => void {
  const root = document.body;
  translateAriaTexts(root);
  const observer = new MutationObserver(() => translateAriaTexts(root));
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
