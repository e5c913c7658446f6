import { Card, Result } from 'antd';
import { ScreenTitle } from '../ui/ScreenTitle';
import { t } from '../i18n';

/** A screen whose content the spec does not show, or one a later release builds. */
export default function PlaceholderPage({
  title,
  kind,
}: {
  title: string;
  kind: 'unspecified' | 'upcoming';
}) {
  return (
    <Card title={<ScreenTitle>{title}</ScreenTitle>}>
      <Result
        status="info"
        title={title}
        subTitle={
          kind === 'unspecified'
            ? t('The content of this screen is not described by the specification.')
            : t('This screen is coming in a later release.')
        }
      />
    </Card>
  );
}
