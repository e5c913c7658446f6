import { Form, Input } from 'antd';

/** The Email field of the login and find-password forms. */
export function EmailField({ autoComplete }: { autoComplete: string }) {
  return (
    <Form.Item
      label="Email"
      name="email"
      rules={[
        { required: true, message: 'Please input your email' },
        { type: 'email', message: 'Please input a valid email' },
      ]}
    >
      <Input autoComplete={autoComplete} size="large" />
    </Form.Item>
  );
}
