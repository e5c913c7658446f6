import { useLogin } from '@refinedev/core';
import { Button, Form, Input } from 'antd';
import { Link, Navigate } from 'react-router';
import { getToken, getUser } from '../../providers/session';
import { AuthCard } from './AuthCard';
import { EmailField } from './EmailField';
import { t } from '../../i18n';

interface Credentials {
  email: string;
  password: string;
}

/** Login screen (#/login, login.html, /signin, /saas/login). */
export default function LoginPage() {
  const { mutate: login, isPending } = useLogin<Credentials>();
  // A signed-in user who opens the login page goes home (the prerender in Node has no storage).
  const signedIn = typeof localStorage !== 'undefined' && Boolean(getToken() && getUser());
  if (signedIn) return <Navigate to="/home" replace />;
  // A failure shows one message: the toast every failed call gets (no second, inline alert).
  const submit = (values: Credentials) => login(values);

  return (
    <AuthCard title={t('Log in')}>
      <Form<Credentials> layout="vertical" name="login" onFinish={submit} requiredMark={false}>
        <EmailField autoComplete="username" />
        <Form.Item
          label={t('Password')}
          name="password"
          rules={[{ required: true, message: t('Please input your password') }]}
        >
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={isPending}>
          {t('Log in')}
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/findpwd">{t('Forgot password?')}</Link>
      </div>
    </AuthCard>
  );
}
