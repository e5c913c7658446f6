import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LazyPart } from '../model/types';

/**
 * A schema's lazily loaded part (resources/custom) as a React lazy component. The model declares
 * parts without React; every part is a React component, which is where that is known.
 */
export function lazyPart<Props>(loader: LazyPart<Props>): LazyExoticComponent<ComponentType<Props>> {
  return lazy(loader as unknown as () => Promise<{ default: ComponentType<Props> }>);
}
