import { Button, Result } from 'antd';
import { useRouteError } from 'react-router';
import { t } from '../../i18n';

export const PAGE_FAILED = 'The console could not show this page';

/**
 * The router's errorElement: replaces react-router's default page (which prints the stack) with
 * what failed and a way out. Screens have their own boundary, so this is the last resort.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const reason = error instanceof Error ? error.message : 'unknown error';
  return (
    <Result
      status="error"
      title={t(PAGE_FAILED)}
      subTitle={reason}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('Reload')}
        </Button>
      }
    />
  );
}
