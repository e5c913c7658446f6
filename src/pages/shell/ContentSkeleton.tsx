import { Skeleton } from 'antd';
import { t } from '../../i18n';

/** What the content area shows while a screen's code or access check is on its way. */
export function ContentSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label={t('Loading the screen')}>
      <Skeleton active title paragraph={{ rows: 6 }} />
    </div>
  );
}
