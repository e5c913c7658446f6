import { createContext, useContext, useEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether the header's menus and tooltips are drawn as antd's Dropdown and Tooltip yet. Closed,
 * they show nothing, yet antd generates their styles (and the menus') when they first render:
 * after login that was a tenth of the phone's time to the first screen. So the header starts with
 * plain buttons and arms them when the page is first idle, or before the user reaches them (a
 * pointer over the header, a key, a focus inside it), whichever comes first. Default true: outside
 * the header they are drawn at once.
 */
export const OverlaysArmed = createContext(true);

export const useOverlaysArmed = () => useContext(OverlaysArmed);

const idle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
};

const FOCUSABLE = 'button, a[href]';

/**
 * Arms the overlays of the header element `area`: at the page's first idle moment, or at once
 * (synchronously, before the event's default action) on a pointer over it, a key anywhere or a
 * focus inside it. A focus inside it stays on the same button, drawn anew.
 */
export function useArmOverlays(area: RefObject<HTMLElement | null>): boolean {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    if (armed) return undefined;
    const element = area.current;
    const armNow = (event?: Event) => {
      const focused =
        event?.type === 'focusin' && element
          ? [...element.querySelectorAll(FOCUSABLE)].indexOf(event.target as Element)
          : -1;
      flushSync(() => setArmed(true));
      if (focused >= 0) element?.querySelectorAll<HTMLElement>(FOCUSABLE)[focused]?.focus();
    };
    const stopIdle = idle(() => setArmed(true));
    element?.addEventListener('pointerover', armNow);
    element?.addEventListener('focusin', armNow);
    document.addEventListener('keydown', armNow, true);
    return () => {
      stopIdle();
      element?.removeEventListener('pointerover', armNow);
      element?.removeEventListener('focusin', armNow);
      document.removeEventListener('keydown', armNow, true);
    };
  }, [area, armed]);
  return armed;
}
