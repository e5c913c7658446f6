// The page's JavaScript starts when the user starts on the prerendered login card: the entry's
// module scripts and preloads are taken out of the HTML and added by a small loader on the first
// pointer, key, touch or focus. Elsewhere (no card to show) the loader adds them at once. The
// loader is a file of its own (no inline script: the content policy allows none), told what to add
// by its script element's data attributes.

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Adds the module scripts and preloads (runs as the loader file in the page: self-contained). On
 * the login card, `idle` (the next screen's chunks: the shell and Home) is preloaded once the page
 * has loaded and painted and the browser is idle, so that it is there when "Log in" is pressed.
 */
export function loadAfterFirstPaint(
  win: Window,
  scripts: string[],
  preloads: string[],
  idle: string[] | null = [],
): void {
  const { document } = win;
  let started = false;
  const add = (tag: 'script' | 'link', url: string) => {
    const element = document.createElement(tag);
    const attributes = tag === 'script' ? { type: 'module', src: url } : { rel: 'modulepreload', href: url };
    Object.entries({ ...attributes, crossorigin: '' }).forEach(([name, value]) =>
      element.setAttribute(name, value),
    );
    document.head.appendChild(element);
  };
  const load = () => {
    if (started) return;
    started = true;
    scripts.forEach((url) => add('script', url));
    preloads.forEach((url) => add('link', url));
  };
  if (document.documentElement.getAttribute('data-first-paint') !== 'login') return load();
  if (idle?.length) {
    const preloadIdle = () => idle.forEach((url) => add('link', url));
    const afterPaint = () =>
      win.requestAnimationFrame(() =>
        win.requestIdleCallback ? win.requestIdleCallback(preloadIdle) : win.setTimeout(preloadIdle, 0),
      );
    if (document.readyState === 'complete') afterPaint();
    else win.addEventListener('load', afterPaint, { once: true });
  }
  // The card works as HTML until then (typed text and an early send are kept, see takeOver), so
  // the form's JavaScript comes when the user starts: a pointer moving or pressed, a key, a touch,
  // a focus; or when another tab signs in (storage), which this tab follows; or when the address
  // changes (a link to the find-password page, a token handed over), which the console follows at
  // once. Nothing runs on the main thread before that.
  const starts = [
    'pointermove',
    'pointerdown',
    'keydown',
    'focusin',
    'touchstart',
    'wheel',
    'storage',
    'hashchange',
    'popstate',
  ];
  starts.forEach((name) => win.addEventListener(name, load, { capture: true, passive: true, once: true }));
  // A field focused already (a restored tab, the browser's autofill) is a start too.
  const focused = document.activeElement;
  if (focused && focused !== document.body && focused !== document.documentElement) load();
}

/**
 * The loader file's text: it reads the lists from the data attributes of its own script element
 * (`data-scripts`, `data-preloads`, JSON), so that one file serves both HTML files.
 */
export const START_SCRIPT = `(${loadAfterFirstPaint.toString()})(window, ...["scripts", "preloads", "idle"].map((name) => JSON.parse(document.currentScript.getAttribute("data-" + name))))`;

/** A JSON value as the text of a single-quoted HTML attribute. */
const attributeJson = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/'/g, '&#39;');

/**
 * Moves the HTML's module scripts and preloads (plus `extraPreloads`) into the loader, the file at
 * `loaderSrc`, added at the end of the body; `idlePreloads` are the next screen's chunks.
 */
export function deferModuleScripts(
  html: string,
  loaderSrc: string,
  extraPreloads: string[] = [],
  idlePreloads: string[] = [],
): string {
  const scripts = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  if (scripts.length === 0) throw new Error('deferModuleScripts: the page has no module script');
  const loader =
    `<script src="${loaderSrc}" data-scripts='${attributeJson(scripts)}' ` +
    `data-preloads='${attributeJson([...preloads, ...extraPreloads])}' data-idle='${attributeJson(idlePreloads)}'></script>`;
  return html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '').replace('</body>', `${loader}\n</body>`);
}
