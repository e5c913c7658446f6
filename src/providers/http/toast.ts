import { message } from 'antd';
import { TOAST_SECONDS } from '../../config';

type Toast = (text: string) => void;

let showError: Toast = (text) => {
  void message.error({ content: text, duration: TOAST_SECONDS, key: text });
};

/** The failure toast (3 seconds); tests swap it to observe what would be shown. */
export const errorToast: Toast = (text) => showError(text);

export function setErrorToast(toast: Toast): void {
  showError = toast;
}
