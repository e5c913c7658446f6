import { useLogin } from '@refinedev/core';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { AuthCard } from './AuthCard';
import { EmailField } from './EmailField';

interface Credentials {
  email: string;
  password: string;
}

/** Login screen (#/login, login.html, /signin, /saas/login). */
export default function LoginPage() {
  const { mutate: login, isPending } = useLogin<Credentials>();
  const [failure, setFailure] = useState<string>();

  const submit = (values: Credentials) => {
    setFailure(undefined);
    login(values, {
      onSuccess: (result) => {
        if (!result.success) setFailure(result.error?.message ?? 'Login failed');
      },
    });
  };

  return (
    <AuthCard title="Log in">
      {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} role="alert" />}
      <Form<Credentials> layout="vertical" name="login" onFinish={submit} requiredMark={false}>
        <EmailField autoComplete="username" />
        <Form.Item
          label="Password"
          name="password"
          rules={[{ required: true, message: 'Please input your password' }]}
        >
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={isPending}>
          Log in
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/findpwd">Forgot password?</Link>
      </div>
    </AuthCard>
  );
}
