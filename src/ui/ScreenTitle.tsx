import type { ReactNode } from 'react';
import { t } from '../i18n';

/**
 * A screen's name as its one h1, in the size of a card title: every screen has exactly one h1
 * (WCAG 2.4.6, axe page-has-heading-one) without changing how the card looks.
 */
export function ScreenTitle({ children }: { children: ReactNode }) {
  return <h1 className="screen-title">{typeof children === 'string' ? t(children) : children}</h1>;
}
