import { Result } from 'antd';
import { HomeButton } from './HomeButton';
import { ScreenTitle } from '../ui/ScreenTitle';
import { t } from '../i18n';

export default function NotFoundPage() {
  return (
    <Result
      status="404"
      title={<ScreenTitle>404</ScreenTitle>}
      subTitle={t('Sorry, the page you visited does not exist.')}
      extra={<HomeButton />}
    />
  );
}
