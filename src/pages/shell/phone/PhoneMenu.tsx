import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { PartBoundary } from '../../errors/PartBoundary';
import { useOpenedOnce } from '../useOpenedOnce';
import { t } from '../../../i18n';

const PhoneMenuDrawer = lazy(() => import('./PhoneMenuDrawer'));

/**
 * On a phone the menu is a drawer from the left, opened by the header's Menu button. It is open
 * while the screen is the one it was opened on: going anywhere (an entry, the logo, Back) closes
 * it, and so do Escape, its mask and a click on the entry already shown.
 */
export function PhoneMenu() {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  const rendered = useOpenedOnce(open);
  return (
    <>
      <Button
        type="text"
        // The icon is decoration: the name is the visible word alone.
        icon={<MenuOutlined aria-hidden />}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpenOn(pathname)}
      >
        {t('Menu')}
      </Button>
      {rendered ? (
        // Without the drawer's code (a failed fetch) the header and the screen stay.
        <PartBoundary onError={close}>
          <Suspense fallback={null}>
            <PhoneMenuDrawer open={open} onClose={close} />
          </Suspense>
        </PartBoundary>
      ) : null}
    </>
  );
}
