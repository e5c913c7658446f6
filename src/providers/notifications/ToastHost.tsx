import { App } from 'antd';
import { useEffect } from 'react';
import { registerToaster } from './toaster';
import { watchToasts } from './toastAnnouncer';

/**
 * Inside antd's App: lends its message instance to the toasts raised outside React (toaster.ts),
 * and gives every toast the role a screen reader reads out (toastAnnouncer.ts).
 */
export function ToastHost() {
  const { message } = App.useApp();
  useEffect(() => registerToaster(message), [message]);
  useEffect(() => watchToasts(document.body), []);
  return null;
}
