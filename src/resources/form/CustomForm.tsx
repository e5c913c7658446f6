import { Spin } from 'antd';
import { Suspense, useMemo } from 'react';
import { lazyPart } from '../lazyPart';
import type { CustomFormProps, ResourceSchema } from '../../model/types';
import { t } from '../../i18n';

/** The schema's own form part (resources/custom), loaded only when the form opens. */
export function CustomForm({
  loader,
  ...props
}: CustomFormProps & { loader: NonNullable<ResourceSchema['form']> }) {
  const Component = useMemo(() => lazyPart(loader), [loader]);
  return (
    <Suspense fallback={<Spin fullscreen tip={t('Loading editor')} />}>
      <Component {...props} />
    </Suspense>
  );
}
