import { useLogin } from '@refinedev/core';
import { Button, Form } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { loadAppShell } from '../nextScreens';
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

// The shell's chunk, fetched on the login page when it is idle (src/prerender/deferScripts.ts).
const SigningInFrame = lazy(() => loadAppShell().then((module) => ({ default: module.SigningInFrame })));

/**
 * The shell over the card while the login is on its way, and until the shell's route takes over
 * once signed in. Without the shell's code yet, only the card (its button says the login is on
 * its way).
 */
const shellOver = (email?: string) => (
  <Suspense fallback={null}>
    <SigningInFrame email={email} />
  </Suspense>
);

/** Login screen (#/login, login.html, /signin, /saas/login). */
export default function LoginPage() {
  const { mutate: login, isPending } = useLogin<Credentials>();
  const [email, setEmail] = useState<string>();
  // One submit, one call: further submits wait until this one is answered. A failure shows one
  // message: the toast every failed call gets (no second, inline alert).
  const { once, pending } = useOneAtATime();
  const submit = once(
    (values: Credentials) =>
      new Promise<void>((settled) => {
        setEmail(values.email);
        login(values, { onSettled: () => settled() });
      }),
  );
  // A signed-in user who opens the login page goes home (the prerender in Node has no storage), and
  // so does one whose token the address handed over (no user stored yet): the session gate reads
  // the user for it, and an invalid token ends there, back on this page.
  const signedIn = typeof localStorage !== 'undefined' && Boolean(getToken());
  if (signedIn)
    return (
      <>
        <Navigate to="/home" replace />
        {shellOver(email)}
      </>
    );

  return (
    <>
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
      {pending || isPending ? shellOver(email) : null}
    </>
  );
}
