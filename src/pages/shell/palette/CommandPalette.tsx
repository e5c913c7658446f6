import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { PartBoundary } from '../../errors/PartBoundary';
import { useOpenedOnce } from '../useOpenedOnce';
import { t } from '../../../i18n';

// The dialog's code (and the schema-driven search) loads when it is first opened.
const PaletteDialog = lazy(() => import('./PaletteDialog'));

/** Ctrl+K, or ⌘K: the shortcut that opens the palette (either, on any system). */
export const isPaletteShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

const onMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

const keysStyle = {
  marginInlineStart: 4,
  padding: '0 4px',
  border: '1px solid var(--console-border)',
  borderRadius: 4,
  fontSize: 12,
  color: 'var(--console-text-muted)',
};

/**
 * The command palette's opener: the header's Search button (its name holds its visible text, the
 * shortcut included) and the Ctrl+K / ⌘K listener. On a phone (`compact`) the button is the
 * magnifier alone, named Search (the header's width holds no more).
 */
export function CommandPalette({
  compact = false,
  idle = false,
}: {
  compact?: boolean;
  /** While the login's answers travel: the button drawn where it will be, no shortcut heard. */
  idle?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const rendered = useOpenedOnce(open);
  useEffect(() => {
    if (idle) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [idle]);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        type="text"
        icon={<SearchOutlined aria-hidden />}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        // On a phone the header has no room for the word: the magnifier alone, named Search.
        aria-label={compact ? t('Search') : undefined}
        onClick={() => setOpen(true)}
      >
        {compact ? null : (
          <>
            {t('Search')}
            <kbd style={keysStyle} translate="no">
              {onMac() ? '⌘K' : 'Ctrl K'}
            </kbd>
          </>
        )}
      </Button>
      {rendered ? (
        <PartBoundary onError={close}>
          <Suspense fallback={null}>
            <PaletteDialog open={open} onClose={close} />
          </Suspense>
        </PartBoundary>
      ) : null}
    </>
  );
}
