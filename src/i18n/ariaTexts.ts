import { t } from './i18n';

/*
 * Names only a screen reader hears that antd writes in English whatever its locale: the number
 * box's step buttons (rc-input-number: 'Increase Value', 'Decrease Value'), the range picker's
 * separator ('to') and each icon's name ('home', 'search', 'swap-right': @ant-design/icons names
 * the icon after its file). antd's zh_CN locale covers none of them, and none can be set through
 * a prop on every control, so in a language other than English the page is kept free of them as
 * it changes (watchAriaTexts, started by loadLanguage): the fixed names are translated, and an
 * icon is hidden from assistive technology where a text already names what it sits in (a menu
 * entry, a button with its label) or where it is an ornament outside any control. A control that
 * only its icon names (the pager's arrows, a tab list's overflow, a clear cross) is named instead:
 * by the title antd gives it or its pager item (from antd's locale), else by what the icon does.
 */

/** antd's fixed English names, translated where they are found (English texts, catalogue keys). */
const FIXED_NAMES = ['Increase Value', 'Decrease Value', 'to'] as const;

const FIXED = FIXED_NAMES.map((name) => `[aria-label="${name}"]`).join(',');
const ICON = '.anticon[role="img"][aria-label]:not([aria-hidden])';
const CONTROL = 'button, a, [role="button"], [role="menuitem"], [role="tab"], [role="link"], [tabindex]';
/** antd's own icon names are their file names ('close-circle'); a name the console gave is a translated text. */
const FILE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What antd's icon-only controls do, by their icon's name (English texts, catalogue keys). */
const ICON_ACTIONS: Readonly<Record<string, string>> = {
  left: 'Previous Page',
  right: 'Next Page',
  ellipsis: 'More',
  'close-circle': 'Clear',
  close: 'Close',
};

/** The name for a control only its icon names: antd's title on it or its pager item, else the icon's action. */
function nameFor(control: Element, icon: Element): string | undefined {
  const titled = control.closest('[title]');
  const title =
    titled && (titled === control || titled.tagName === 'LI') ? titled.getAttribute('title') : null;
  if (title?.trim()) return title;
  const action = ICON_ACTIONS[icon.getAttribute('aria-label') ?? ''];
  return action === undefined ? undefined : t(action);
}

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
 * Translates antd's fixed names under `root`, hides the icons that a text names or that are
 * ornaments, and names the controls only an icon named; an icon of unknown action keeps its name.
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
    const found = icon.parentElement?.closest(CONTROL);
    // A dialog keeps its content in a focusable frame right inside it (rc-dialog's): no control.
    const control = found?.parentElement?.getAttribute('role') === 'dialog' ? null : found;
    if (!control || namedBesides(control, icon)) {
      // Outside a control, an icon the console named itself (a failed import row's cross) is no ornament.
      if (!control && !FILE_NAME.test(icon.getAttribute('aria-label') ?? '')) continue;
      icon.setAttribute('aria-hidden', 'true');
      continue;
    }
    const name = nameFor(control, icon);
    if (name === undefined) continue;
    control.setAttribute('aria-label', name);
    icon.setAttribute('aria-hidden', 'true');
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
