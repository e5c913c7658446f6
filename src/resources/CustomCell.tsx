import { Suspense, type ComponentType } from 'react';
import { lazyPart } from './lazyPart';
import { formatPlain } from './format';
import type { CustomCellProps, LazyPart } from '../model/types';

type CellLoader = LazyPart<CustomCellProps>;

// One lazy component per loader, shared by every row and render, so a part loads once.
const loaded = new WeakMap<CellLoader, ComponentType<CustomCellProps>>();

function lazyCell(loader: CellLoader): ComponentType<CustomCellProps> {
  let component = loaded.get(loader);
  if (!component) {
    component = lazyPart(loader);
    loaded.set(loader, component);
  }
  return component;
}

/** A column cell drawn by a part from resources/custom; the plain value shows while it loads. */
export function CustomCell({ loader, ...props }: CustomCellProps & { loader: CellLoader }) {
  const Component = lazyCell(loader);
  return (
    <Suspense fallback={<>{formatPlain(props.value)}</>}>
      <Component {...props} />
    </Suspense>
  );
}
