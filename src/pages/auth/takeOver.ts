import { useEffect, useLayoutEffect, type RefObject } from 'react';

type EarlyWindow = Window & { earlySubmit?: EventTarget | null };

/**
 * The id of the head's <style> that draws the prerendered card before its JavaScript comes
 * (src/prerender/cardStyles.ts). It goes once React holds the card and antd has written its own
 * styles: later in the page, its rules would override antd's on the screens that follow (a small
 * button would take the card's button size).
 */
export const CARD_STYLES_ID = 'login-card-styles';

/**
 * The class of an auth screen's outermost element (AuthCard). The card's first-paint rules apply
 * only while #root holds one: should the card's code fail to come, the error screen drawn in its
 * place keeps antd's own styles.
 */
export const AUTH_SCREEN_CLASS = 'auth-screen';

/** Removes the card's first-paint styles (CARD_STYLES_ID). */
export function dropCardStyles(doc: Document = document): void {
  doc.getElementById(CARD_STYLES_ID)?.remove();
}

/**
 * Hands what the user typed into the prerendered card before the JavaScript came to the form
 * state: React keeps a hydrated input's text but its form state starts empty. Each filled input
 * gets its text again, past React's own value tracking, and an input event React reads as typing.
 */
export function replayTypedValues(container: HTMLElement): void {
  const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  container.querySelectorAll('input').forEach((input) => {
    const typed = input.value;
    if (!typed || !valueSetter) return;
    input.value = ''; // through React's tracker, so that the next value counts as a change
    valueSetter.call(input, typed);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/**
 * Once the prerendered card is hydrated: the page is no longer in its first paint, typed text
 * reaches the form and a form sent early (held by the head script) is sent now.
 */
export function takeOverPrerendered(container: HTMLElement, win: EarlyWindow = window): void {
  const html = win.document.documentElement;
  if (html.getAttribute('data-first-paint') !== 'login') return;
  html.setAttribute('data-first-paint', 'hydrated');
  replayTypedValues(container);
  const form = win.earlySubmit;
  win.earlySubmit = null;
  if (form instanceof HTMLFormElement && container.contains(form)) form.requestSubmit();
}

/**
 * Takes over the prerendered card after its first commit (see takeOverPrerendered). Its first-paint
 * styles go before the browser paints again: antd wrote the card's styles as it rendered.
 */
export function useTakeOverPrerendered(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => dropCardStyles(), []);
  useEffect(() => {
    if (ref.current) takeOverPrerendered(ref.current);
  }, [ref]);
}
