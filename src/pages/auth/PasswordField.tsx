import { Form, Input } from 'antd';
import { t } from '../../i18n';

/** The Password field of the login form and of the sign-in-again dialog. */
export function PasswordField() {
  return (
    <Form.Item
      label={t('Password')}
      name="password"
      rules={[{ required: true, message: t('Please input your password') }]}
    >
      <Input.Password autoComplete="current-password" size="large" />
    </Form.Item>
  );
}
