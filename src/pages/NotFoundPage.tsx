import { Result } from 'antd';
import { HomeButton } from './HomeButton';
import { ScreenTitle } from './ScreenTitle';

export default function NotFoundPage() {
  return (
    <Result
      status="404"
      title={<ScreenTitle>404</ScreenTitle>}
      subTitle="Sorry, the page you visited does not exist."
      extra={<HomeButton />}
    />
  );
}
