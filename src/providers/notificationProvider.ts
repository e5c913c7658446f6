import type { NotificationProvider } from '@refinedev/core';
import { TOAST_SECONDS } from '../config';
import { closeToast, showToast } from './toaster';

/** Refine's key for a failed login's notification. */
const LOGIN_ERROR = 'login-error';

/**
 * Refine's notifications as the app's antd message toasts (toaster.ts) (3 seconds unless a caller asks longer). A failed
 * login shows the server's msg alone, as every failed call does (its title would add 'Login failed').
 */
export const notificationProvider: NotificationProvider = {
  open({ key, message: text, description, type }) {
    const content =
      key === LOGIN_ERROR && description ? description : description ? `${text}: ${description}` : text;
    const kind = type === 'error' ? 'error' : type === 'success' ? 'success' : 'info';
    showToast({ key, type: kind, content, duration: TOAST_SECONDS });
  },
  close(key) {
    closeToast(key);
  },
};
