import { describe, expect, it, vi } from 'vitest';
import { deferModuleScripts, loadAfterFirstPaint } from '../../src/prerender/deferScripts';

const PAGE = `<html><head><title>x</title>
    <script type="module" crossorigin src="./assets/react.js"></script>
    <script type="module" crossorigin src="./assets/main.js"></script>
    <link rel="modulepreload" crossorigin href="./assets/chunk.js">
  </head><body><div id="root"></div></body></html>`;

/** A window whose next frame runs when `frame()` is called, timers by Vitest's fake clock. */
function fakeWindow(firstPaint: 'login' | 'app') {
  document.head.replaceChildren();
  document.documentElement.setAttribute('data-first-paint', firstPaint);
  let frame: FrameRequestCallback | undefined;
  const win = {
    document,
    requestAnimationFrame: (callback: FrameRequestCallback) => {
      frame = callback;
      return 1;
    },
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  } as unknown as Window;
  return { win, frame: () => frame?.(0) };
}

const added = () =>
  [...document.head.children].map((element) =>
    element.tagName === 'SCRIPT'
      ? `script ${element.getAttribute('type')} ${element.getAttribute('src')}`
      : `link ${element.getAttribute('rel')} ${element.getAttribute('href')}`,
  );

describe('deferModuleScripts', () => {
  it('moves the module scripts and preloads into one inline loader at the end of the body', () => {
    const html = deferModuleScripts(PAGE, ['./assets/login.js']);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      `(window, ["./assets/react.js","./assets/main.js"], ["./assets/chunk.js","./assets/login.js"])</script>\n</body>`,
    );
  });

  it('refuses a page without a module script', () => {
    expect(() => deferModuleScripts('<html><body></body></html>')).toThrow(
      'deferModuleScripts: the page has no module script',
    );
  });
});

describe('loadAfterFirstPaint', () => {
  it('on the login card, adds the scripts only after the first frame', () => {
    vi.useFakeTimers();
    const { win, frame } = fakeWindow('login');
    loadAfterFirstPaint(win, ['./a.js'], ['./b.js']);
    expect(added()).toEqual([]);
    frame();
    vi.advanceTimersByTime(0);
    expect(added()).toEqual(['script module ./a.js', 'link modulepreload ./b.js']);
    vi.advanceTimersByTime(500);
    expect(added()).toHaveLength(2);
    vi.useRealTimers();
  });

  it('adds them after 500 ms when no frame is drawn (a tab in the background)', () => {
    vi.useFakeTimers();
    const { win } = fakeWindow('login');
    loadAfterFirstPaint(win, ['./a.js'], []);
    vi.advanceTimersByTime(499);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toEqual(['script module ./a.js']);
    vi.useRealTimers();
  });

  it('elsewhere, adds them at once', () => {
    const { win } = fakeWindow('app');
    loadAfterFirstPaint(win, ['./a.js'], []);
    expect(added()).toEqual(['script module ./a.js']);
  });
});
