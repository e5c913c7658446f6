import { App } from 'antd';
import { useEffect } from 'react';
import { registerToaster } from './toaster';

/** Inside antd's App: lends its message instance to the toasts raised outside React (toaster.ts). */
export function ToastHost() {
  const { message } = App.useApp();
  useEffect(() => registerToaster(message), [message]);
  return null;
}
