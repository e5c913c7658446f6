import {
  cloneElement,
  isValidElement,
  useLayoutEffect,
  useRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import { t } from '../../i18n';

/**
 * The select-all checkbox of a list's header, named in the console's language (antd names it
 * "Select all" in every language). antd also draws every column title into the table's hidden
 * measure row (aria-hidden, used to size the columns), where a focusable checkbox is an
 * accessibility fault (axe: aria-hidden-focus): that copy is made inert, the header's stays usable.
 */
export function SelectAllTitle({ checkbox }: { checkbox: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element?.closest('.ant-table-measure-row')) element.inert = true;
  }, []);
  const named = isValidElement(checkbox)
    ? cloneElement(checkbox as ReactElement<{ 'aria-label'?: string }>, {
        'aria-label': t('Select all'),
      })
    : checkbox;
  return <span ref={ref}>{named}</span>;
}
