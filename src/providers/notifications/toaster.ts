import type { ArgsProps, MessageInstance } from 'antd/es/message/interface';
import { translatedToast } from './translatedToast';

/**
 * The one toast path for code outside React (the http layer, Refine's notification provider):
 * the app's antd message (App.useApp) registers here once mounted (ToastHost). A toast asked for
 * before the first mount waits for it; one after an unmount is dropped. None goes through antd's
 * static `message`, whose holder and timers outlive the app (and a test's window).
 */
let current: MessageInstance | undefined;
let waiting: ArgsProps[] = [];
/** Once the app has unmounted, nobody is left to read a toast: a late one is dropped. */
let unmounted = false;

export function showToast(shown: ArgsProps): void {
  const toast = translatedToast(shown);
  if (current) void current.open(toast);
  else if (!unmounted) waiting.push(toast);
}

export function closeToast(key: string | number): void {
  current?.destroy(key);
  waiting = waiting.filter((toast) => toast.key !== key);
}

/** Registers the app's message instance; the returned function unregisters it (on unmount). */
export function registerToaster(instance: MessageInstance): () => void {
  current = instance;
  const pending = waiting;
  waiting = [];
  pending.forEach(showToast);
  return () => {
    if (current !== instance) return;
    current = undefined;
    unmounted = true;
  };
}

/** Back to the state before any app mounted (tests render one app after another in one page). */
export function forgetToaster(): void {
  current = undefined;
  waiting = [];
  unmounted = false;
}
