import { Spin } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import type { CustomFormProps, ResourceSchema } from './types';

/** The schema's own form part (resources/custom), loaded only when the form opens. */
export function CustomForm({
  loader,
  ...props
}: CustomFormProps & { loader: NonNullable<ResourceSchema['form']> }) {
  const Component = useMemo(() => lazy(loader), [loader]);
  return (
    <Suspense fallback={<Spin fullscreen tip="Loading editor" />}>
      <Component {...props} />
    </Suspense>
  );
}
