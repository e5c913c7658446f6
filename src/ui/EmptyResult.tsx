import { Button, Empty } from 'antd';
import { t } from '../i18n';

/**
 * What an empty list says: 'No Data' when nothing is filtered; when filters leave no row, that
 * they do, with a button clearing them (the filter form's Reset).
 */
export function emptyResult(filtered: boolean, clearFilters: () => void) {
  if (!filtered) return t('No Data');
  return (
    <Empty
      className="empty-result"
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={t('No records match these filters')}
    >
      <Button onClick={clearFilters}>{t('Clear filters')}</Button>
    </Empty>
  );
}
