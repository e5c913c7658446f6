import { useLogin } from '@refinedev/core';
import { Button, Form } from 'antd';
import { Link, Navigate } from 'react-router';
import { getToken } from '../../providers/session/session';
import { AuthCard } from './AuthCard';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';
import { t } from '../../i18n';
import { useOneAtATime } from '../../ui/useOneAtATime';

interface Credentials {
  email: string;
  password: string;
}

/** Login screen (#/login, login.html, /signin, /saas/login). */
export default function LoginPage() {
  const { mutate: login, isPending } = useLogin<Credentials>();
  // One submit, one call: further submits wait until this one is answered. A failure shows one
  // message: the toast every failed call gets (no second, inline alert).
  const { once, pending } = useOneAtATime();
  const submit = once(
    (values: Credentials) => new Promise<void>((settled) => login(values, { onSettled: () => settled() })),
  );
  // A signed-in user who opens the login page goes home (the prerender in Node has no storage), and
  // so does one whose token the address handed over (no user stored yet): the session gate reads
  // the user for it, and an invalid token ends there, back on this page.
  const signedIn = typeof localStorage !== 'undefined' && Boolean(getToken());
  if (signedIn) return <Navigate to="/home" replace />;

  return (
    <AuthCard title={t('Log in')}>
      <Form<Credentials>
        layout="vertical"
        name="login"
        onFinish={(values) => void submit(values)}
        requiredMark={false}
      >
        <EmailField autoComplete="username" />
        <PasswordField />
        <Button type="primary" htmlType="submit" block size="large" loading={pending || isPending}>
          {t('Log in')}
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/findpwd">{t('Forgot password?')}</Link>
      </div>
    </AuthCard>
  );
}
