import type { NotificationProvider } from '@refinedev/core';
import { message } from 'antd';
import { TOAST_SECONDS } from '../config';

/** Refine's notifications as antd message toasts (3 seconds unless a caller asks longer). */
export const notificationProvider: NotificationProvider = {
  open({ key, message: text, description, type }) {
    const content = description ? `${text}: ${description}` : text;
    const kind = type === 'error' ? 'error' : type === 'success' ? 'success' : 'info';
    void message.open({ key, type: kind, content, duration: TOAST_SECONDS });
  },
  close(key) {
    message.destroy(key);
  },
};
