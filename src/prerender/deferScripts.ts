// The page's JavaScript starts after the prerendered login card has painted: the entry's module
// scripts and preloads are taken out of the HTML and added by a small inline loader once the
// first frame is drawn. Elsewhere (no card to show) the loader adds them at once.

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** Adds the module scripts and preloads (runs inline in the page: self-contained). */
export function loadAfterFirstPaint(win: Window, scripts: string[], preloads: string[]): void {
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
  win.requestAnimationFrame(() => win.setTimeout(load, 0));
  win.setTimeout(load, 500); // a tab in the background draws no frames
}

/** Moves the HTML's module scripts and preloads (plus `extraPreloads`) into the inline loader. */
export function deferModuleScripts(html: string, extraPreloads: string[] = []): string {
  const scripts = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  if (scripts.length === 0) throw new Error('deferModuleScripts: the page has no module script');
  const loader = `(${loadAfterFirstPaint.toString()})(window, ${JSON.stringify(scripts)}, ${JSON.stringify([
    ...preloads,
    ...extraPreloads,
  ])})`;
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', `<script>${loader}</script>\n</body>`);
}
