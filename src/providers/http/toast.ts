import { TOAST_SECONDS } from '../../config';
import { showToast } from '../notifications/toaster';

type Toast = (text: string) => void;

const toastThroughApp: Toast = (text) =>
  showToast({ type: 'error', content: text, duration: TOAST_SECONDS, key: text });

let showError = toastThroughApp;

/** The failure toast (3 seconds), through the app's message (toaster); tests swap it to observe. */
export const errorToast: Toast = (text) => showError(text);

/** Swaps the failure toast; with no argument, back to the app's. */
export function setErrorToast(toast: Toast = toastThroughApp): void {
  showError = toast;
}
