import { Alert, Button, Form, Modal, Typography } from 'antd';
import { submitOnEnter } from '../../../resources/form/submitOnEnter';
import { useState } from 'react';
import { signInAgain } from '../../../providers/auth/authProvider';
import { endSession } from '../../../providers/http';
import { useMessage } from '../../../providers/notifications/useMessage';
import { useOneAtATime } from '../../../ui/useOneAtATime';
import { EmailField } from '../../auth/EmailField';
import { PasswordField } from '../../auth/PasswordField';
import { SESSION_ENDED, SESSION_ENDED_TEXT, SIGNED_IN_AGAIN } from './SignInAgain';
import { t } from '../../../i18n';

interface Credentials {
  email: string;
  password: string;
}

/**
 * The sign-in-again dialog (SignInAgain.tsx opens it): its own chunk, fetched at its first
 * opening, so the shell after login loads no dialog code it does not show.
 */
export default function SignInAgainDialog({ open, onSignedIn }: { open: boolean; onSignedIn: () => void }) {
  const [failure, setFailure] = useState<string>();
  const [form] = Form.useForm<Credentials>();
  const message = useMessage();
  const { once, pending } = useOneAtATime();

  const submit = once(async ({ email, password }: Credentials) => {
    const problem = await signInAgain(email, password);
    setFailure(problem);
    if (problem) return;
    onSignedIn();
    form.resetFields();
    void message.success(SIGNED_IN_AGAIN);
  });

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
        // Its buttons are the dialog's, outside the form: Enter would not send it on its own.
        onKeyDown={submitOnEnter(() => form.submit())}
      >
        <EmailField autoComplete="username" />
        <PasswordField />
      </Form>
    </Modal>
  );
}
