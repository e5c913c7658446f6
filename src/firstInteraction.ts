const EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Runs `task` once, on the user's first pointer, key or focus event on the page. Work the first
 * screen does not need (the next screen's code, the embedded API) waits for it, so it never
 * competes with the first paint, yet is ready by the time a typed form is sent.
 */
export function onFirstInteraction(task: () => void, target: EventTarget = document): void {
  const run = () => {
    EVENTS.forEach((name) => target.removeEventListener(name, run, true));
    task();
  };
  EVENTS.forEach((name) => target.addEventListener(name, run, { capture: true, passive: true }));
}
