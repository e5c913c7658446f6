import { useForgotPassword } from '@refinedev/core';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { AuthCard } from './AuthCard';
import { EmailField } from './EmailField';
import { t } from '../../i18n';
import { useOneAtATime } from '../../ui/useOneAtATime';

/** Find password: sends a reset request for an email. */
export default function FindPasswordPage() {
  const { mutate: requestReset, isPending } = useForgotPassword<{ email: string }>();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();

  const { once, pending } = useOneAtATime();
  // One submit, one call: further submits wait until this one is answered.
  const submit = once(
    ({ email }: { email: string }) =>
      new Promise<void>((settled) =>
        requestReset(
          { email },
          {
            onSettled: () => settled(),
            onSuccess: (result) =>
              setOutcome(
                result.success
                  ? {
                      ok: true,
                      text: t('A password reset link has been sent to {{email}}.', { email: email.trim() }),
                    }
                  : { ok: false, text: t(result.error?.message ?? 'service error') },
              ),
          },
        ),
      ),
  );

  return (
    <AuthCard title={t('Find password')}>
      {outcome && (
        <Alert
          type={outcome.ok ? 'success' : 'error'}
          showIcon
          message={outcome.text}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form
        layout="vertical"
        name="findpwd"
        onFinish={(values: { email: string }) => void submit(values)}
        requiredMark={false}
      >
        <EmailField autoComplete="email" />
        <Button type="primary" htmlType="submit" block size="large" loading={pending || isPending}>
          {t('Send reset link')}
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/login">{t('Back to log in')}</Link>
      </div>
    </AuthCard>
  );
}
