import type { ArgsProps, MessageInstance } from 'antd/es/message/interface';
import { serverText } from '../../i18n';

/**
 * A toast in the language shown: its text looked up in the catalogue, or a server's message built
 * from values by its pattern (serverText); an unknown text, such as a server's own message, as it came.
 */
export function translatedToast<Toast extends ArgsProps | string>(toast: Toast): Toast {
  if (typeof toast === 'string') return serverText(toast) as Toast;
  const args = toast as ArgsProps;
  return (typeof args.content === 'string' ? { ...args, content: serverText(args.content) } : toast) as Toast;
}

type Kind = 'success' | 'error' | 'info' | 'warning' | 'loading';
const KINDS: Kind[] = ['success', 'error', 'info', 'warning', 'loading'];

/** antd's message instance whose toasts are translated as they are shown. */
export function translatingMessage(instance: MessageInstance): MessageInstance {
  const wrapped: Partial<MessageInstance> = {
    open: (toast) => instance.open(translatedToast(toast)),
    destroy: instance.destroy,
  };
  for (const kind of KINDS) {
    wrapped[kind] = ((content: Parameters<MessageInstance[Kind]>[0], ...rest: unknown[]) =>
      (instance[kind] as (...args: unknown[]) => unknown)(
        translatedToast(content as ArgsProps | string),
        ...rest,
      )) as MessageInstance[Kind];
  }
  return wrapped as MessageInstance;
}
