import { App } from 'antd';
import { useEffect } from 'react';
import { userInfo } from '../../calls/calls';
import { call } from '../../providers/http';
import { finishBeforeSignOut } from '../../providers/auth/beforeSignOut';
import { replaceSession } from '../../providers/auth/replaceSession';
import { getUser, setToken, type StoredUser } from '../../providers/session/session';
import { onTokenOffered, takeOfferedToken } from '../../providers/session/tokenOffer';
import { useMessage } from '../../providers/notifications/useMessage';
import { t } from '../../i18n';

export const LINK_NOT_VALID =
  'The sign-in link in the address is not valid: you are still signed in as {{user}}';
export const SWITCH_TITLE = 'Switch user?';
export const SWITCH_TEXT = 'You are signed in as {{current}}. The link in the address signs in {{other}}.';
export const SWITCH_OK = 'Switch to {{other}}';
export const SWITCH_KEEP = 'Stay as {{current}}';

/** Whose the token is (GET /saas/userinfo with it), or undefined when it is not a valid one. */
async function ownerOf(token: string): Promise<StoredUser | undefined> {
  try {
    return (await call<StoredUser>({ path: userInfo.path, answer: 'userInfo', token, silent: true })).data;
  } catch {
    return undefined;
  }
}

/**
 * A token handed over in the address while someone is signed in (startup.ts offers it): nothing
 * changes before it is known whose it is. An invalid one changes nothing and says so; the same
 * user's is taken as it is; another user's is taken only when the user says so, both named.
 */
export function UrlTokenQuestion() {
  const { modal } = App.useApp();
  const message = useMessage();
  useEffect(() => {
    const ask = async () => {
      const token = takeOfferedToken();
      const current = getUser();
      if (!token || !current) return;
      const other = await ownerOf(token);
      if (!other) return void message.warning(t(LINK_NOT_VALID, { user: current.user_name }));
      if (String(other.user_id) === String(current.user_id)) return setToken(token);
      const names = { current: current.user_name, other: other.user_name };
      modal.confirm({
        title: t(SWITCH_TITLE),
        content: t(SWITCH_TEXT, names),
        okText: t(SWITCH_OK, names),
        cancelText: t(SWITCH_KEEP, names),
        onOk: async () => {
          // Leaving this session: what waits for Undo is sent first, in its name (beforeSignOut).
          await finishBeforeSignOut();
          replaceSession(token);
          window.location.reload();
        },
      });
    };
    void ask();
    return onTokenOffered(() => void ask());
  }, [modal, message]);
  return null;
}
