import { Result } from 'antd';
import { HomeButton } from './HomeButton';
import { ScreenTitle } from '../ui/ScreenTitle';
import { t } from '../i18n';

export default function ForbiddenPage() {
  return (
    <Result
      status="403"
      title={<ScreenTitle>403</ScreenTitle>}
      subTitle={t('Sorry, you are not authorized to access this page.')}
      extra={<HomeButton />}
    />
  );
}
