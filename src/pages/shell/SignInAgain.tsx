import { Alert, Button, Form, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { signInAgain } from '../../providers/auth/authProvider';
import { endSession, setSignInAgain } from '../../providers/http';
import { useMessage } from '../../providers/notifications/useMessage';
import { useOneAtATime } from '../../resources/actions/useOneAtATime';
import { EmailField } from '../auth/EmailField';
import { PasswordField } from '../auth/PasswordField';
import { useOpenedOnce } from './useOpenedOnce';
import { t } from '../../i18n';

export const SESSION_ENDED = 'Your session has ended';
export const SESSION_ENDED_TEXT =
  'Sign in again to keep what you typed. Then try again: what failed was not saved.';
export const SIGNED_IN_AGAIN = 'Signed in again: you can try again now';

interface Credentials {
  email: string;
  password: string;
}

/**
 * A 401 while a form holds input (http/unauthorized.ts): the screen and the form stay, and this
 * dialog offers to sign in again in place; the user then tries the save again. Logout instead ends
 * the session as any other 401 does.
 */
export function SignInAgain() {
  const [open, setOpen] = useState(false);
  const rendered = useOpenedOnce(open);
  const [failure, setFailure] = useState<string>();
  const [form] = Form.useForm<Credentials>();
  const message = useMessage();
  const { once, pending } = useOneAtATime();
  useEffect(() => {
    setSignInAgain(() => setOpen(true));
    return () => setSignInAgain();
  }, []);

  const submit = once(async ({ email, password }: Credentials) => {
    const problem = await signInAgain(email, password);
    setFailure(problem);
    if (problem) return;
    setOpen(false);
    form.resetFields();
    void message.success(SIGNED_IN_AGAIN);
  });

  if (!rendered) return null;
  return (
    <Modal
      open={open}
      title={t(SESSION_ENDED)}
      closable={false}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      footer={[
        <Button key="logout" onClick={endSession}>
          {t('Logout')}
        </Button>,
        <Button key="login" type="primary" loading={pending} onClick={() => form.submit()}>
          {t('Log in')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t(SESSION_ENDED_TEXT)}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon message={t(failure)} style={{ marginBottom: 16 }} />}
      <Form<Credentials>
        form={form}
        layout="vertical"
        name="sign-in-again"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
      >
        <EmailField autoComplete="username" />
        <PasswordField />
      </Form>
    </Modal>
  );
}
