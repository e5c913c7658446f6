import { Alert, Button } from 'antd';
import { t } from '../../i18n';

/**
 * In place of a part of Home whose figures could not be loaded: says so, with the failure's text,
 * and a Retry button that asks the part's report again (busy while it does). The toast of the
 * failure goes after a few seconds; this stays until the figures are there.
 */
export function PartFailed({
  reason,
  retry,
  retrying,
}: {
  reason?: string;
  retry: () => void;
  retrying: boolean;
}) {
  return (
    <Alert
      className="home-failed"
      type="warning"
      showIcon
      message={t('These figures could not be loaded.')}
      description={reason}
      action={
        <Button size="small" onClick={retry} loading={retrying}>
          {t('Retry')}
        </Button>
      }
    />
  );
}
