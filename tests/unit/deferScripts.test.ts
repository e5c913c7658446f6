// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { deferModuleScripts, loadAfterFirstPaint, START_SCRIPT } from '../../src/prerender/deferScripts';

const PAGE = `<html><head><title>x</title>
    <script type="module" crossorigin src="./assets/react.js"></script>
    <script type="module" crossorigin src="./assets/main.js"></script>
    <link rel="modulepreload" crossorigin href="./assets/chunk.js">
  </head><body><div id="root"></div></body></html>`;

/** A window whose events are dispatched on a fresh target, as a page's would be. */
function fakeWindow(firstPaint: 'login' | 'app') {
  document.head.replaceChildren();
  document.documentElement.setAttribute('data-first-paint', firstPaint);
  (document.activeElement as HTMLElement | null)?.blur?.();
  const events = new EventTarget();
  const win = {
    document,
    addEventListener: events.addEventListener.bind(events),
  } as unknown as Window;
  return { win, fire: (name: string) => events.dispatchEvent(new Event(name)) };
}

const added = () =>
  [...document.head.children].map((element) =>
    element.tagName === 'SCRIPT'
      ? `script ${element.getAttribute('type')} ${element.getAttribute('src')}`
      : `link ${element.getAttribute('rel')} ${element.getAttribute('href')}`,
  );

describe('deferModuleScripts', () => {
  it('moves the module scripts and preloads into the loader file at the end of the body, no inline script', () => {
    const html = deferModuleScripts(PAGE, './assets/start.js', ['./assets/login.js'], ['./assets/shell.js']);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/<script>/);
    expect(html).toContain(
      `<script src="./assets/start.js" data-scripts='["./assets/react.js","./assets/main.js"]' ` +
        `data-preloads='["./assets/chunk.js","./assets/login.js"]' data-idle='["./assets/shell.js"]'></script>\n</body>`,
    );
  });

  it("the loader file reads the lists from its own element's data attributes", () => {
    const { win } = fakeWindow('app');
    const element = document.createElement('script');
    element.setAttribute('data-scripts', '["./a.js"]');
    element.setAttribute('data-preloads', '["./b.js"]');
    Object.defineProperty(document, 'currentScript', { value: element, configurable: true });
    try {
      new Function('window', 'document', START_SCRIPT)(win, document);
    } finally {
      delete (document as { currentScript?: unknown }).currentScript;
    }
    expect(added()).toEqual(['script module ./a.js', 'link modulepreload ./b.js']);
  });

  it('escapes quotes and ampersands in the data attributes', () => {
    const page = `<body><script type="module" crossorigin src="./it's&.js"></script></body>`;
    expect(deferModuleScripts(page, './s.js')).toContain(`data-scripts='["./it&#39;s&amp;.js"]'`);
  });

  it('refuses a page without a module script', () => {
    expect(() => deferModuleScripts('<html><body></body></html>', './s.js')).toThrow(
      'deferModuleScripts: the page has no module script',
    );
  });
});

describe('loadAfterFirstPaint', () => {
  it('on the login card, adds nothing until the user starts, then the scripts and preloads once', () => {
    vi.useFakeTimers();
    const { win, fire } = fakeWindow('login');
    loadAfterFirstPaint(win, ['./a.js'], ['./b.js']);
    vi.advanceTimersByTime(60_000);
    expect(added()).toEqual([]);
    fire('pointermove');
    expect(added()).toEqual(['script module ./a.js', 'link modulepreload ./b.js']);
    fire('keydown');
    fire('focusin');
    expect(added()).toHaveLength(2);
    vi.useRealTimers();
  });

  it("on the login card, preloads the next screen's chunks once the page has loaded, painted and is idle", () => {
    const { win } = fakeWindow('login');
    const frames: (() => void)[] = [];
    const idles: (() => void)[] = [];
    Object.assign(win, {
      requestAnimationFrame: (run: () => void) => frames.push(run),
      requestIdleCallback: (run: () => void) => idles.push(run),
    });
    loadAfterFirstPaint(win, ['./a.js'], ['./b.js'], ['./shell.js', './home.js']);
    expect(added()).toEqual([]);
    frames.splice(0).forEach((run) => run());
    expect(added()).toEqual([]);
    idles.splice(0).forEach((run) => run());
    expect(added()).toEqual(['link modulepreload ./shell.js', 'link modulepreload ./home.js']);
  });

  it.each(['pointerdown', 'keydown', 'focusin', 'touchstart', 'wheel', 'storage', 'hashchange', 'popstate'])(
    'a %s is a start',
    (name) => {
      const { win, fire } = fakeWindow('login');
      loadAfterFirstPaint(win, ['./a.js'], []);
      fire(name);
      expect(added()).toEqual(['script module ./a.js']);
    },
  );

  it('a field focused already (a restored tab, autofill) is a start', () => {
    const { win } = fakeWindow('login');
    const input = document.body.appendChild(document.createElement('input'));
    input.focus();
    loadAfterFirstPaint(win, ['./a.js'], []);
    expect(added()).toEqual(['script module ./a.js']);
    input.remove();
  });

  it('elsewhere, adds them at once', () => {
    const { win } = fakeWindow('app');
    loadAfterFirstPaint(win, ['./a.js'], []);
    expect(added()).toEqual(['script module ./a.js']);
  });
});
