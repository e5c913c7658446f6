import { Form, Input } from 'antd';
import { t } from '../../i18n';

/** The Email field of the login and find-password forms. */
export function EmailField({ autoComplete }: { autoComplete: string }) {
  return (
    <Form.Item
      label={t('Email')}
      name="email"
      rules={[
        { required: true, message: t('Please input your email') },
        { type: 'email', message: t('Please input a valid email') },
      ]}
    >
      <Input autoComplete={autoComplete} size="large" />
    </Form.Item>
  );
}
