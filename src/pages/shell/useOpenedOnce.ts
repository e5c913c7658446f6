import { useState } from 'react';

/**
 * Whether `open` has been true at least once. A dialog or drawer of the shell that is closed is not
 * rendered until then: the shell after login draws nothing (and makes no styles) it does not show.
 * Once opened it stays rendered, so that it closes with its animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
