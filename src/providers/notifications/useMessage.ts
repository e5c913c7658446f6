import { App } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useMemo } from 'react';
import { translatingMessage } from './translatedToast';

/**
 * The one toast path of the screens: antd's message from the App context, so toasts follow the
 * theme and go away with the app (no static `message.*`, whose holder and timers outlive it).
 * Outside components the notification provider (Refine's useNotification) is the way.
 */
export function useMessage(): MessageInstance {
  const { message } = App.useApp();
  // Every toast in the language shown, whatever text the screen passes.
  return useMemo(() => translatingMessage(message), [message]);
}
