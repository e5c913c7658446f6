import { t } from '../../i18n';

/**
 * The logo at the top of the menu, a button back to Home. Its name comes from the text itself
 * (no aria-label), so it always holds what is seen.
 */
export function ShellLogo({ collapsed = false, onClick }: { collapsed?: boolean; onClick?: () => void }) {
  return (
    <button
      type="button"
      className="shell-logo"
      onClick={() => {
        window.location.hash = '';
        onClick?.();
      }}
    >
      <span className="shell-logo-mark" aria-hidden="true">
        P
      </span>
      {collapsed ? (
        <span className="sr-only">{t('Publisher Console home')}</span>
      ) : (
        <span className="shell-logo-text">
          {t('Publisher Console')}
          <span className="sr-only"> {t('home')}</span>
        </span>
      )}
    </button>
  );
}
