import { TOAST_SECONDS } from '../../config';
import { showToast } from '../toaster';

type Toast = (text: string) => void;

let showError: Toast = (text) =>
  showToast({ type: 'error', content: text, duration: TOAST_SECONDS, key: text });

/** The failure toast (3 seconds), through the app's message (toaster); tests swap it to observe. */
export const errorToast: Toast = (text) => showError(text);

export function setErrorToast(toast: Toast): void {
  showError = toast;
}
