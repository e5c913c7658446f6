import type { ComponentType } from 'react';

/** A screen that is not a schema resource: its route, title and a lazily loaded component. */
export interface LazyScreen {
  path: string;
  title: string;
  /** Menu path that grants access (default: path). */
  accessPath?: string;
  load: () => Promise<{ default: ComponentType }>;
}
