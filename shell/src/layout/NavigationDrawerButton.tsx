import { lazy, Suspense, useState } from 'react';
import { Button, MenuOutlined } from '@refnet/shared-ui';
import { PHONE_MENU_TITLE } from './headerMenu';
import type { NavigationDrawerProps } from './NavigationDrawer';

// The drawer (and antd's Drawer with it) loads when first opened, so the landing page does not carry it.
const NavigationDrawer = lazy(() => import('./NavigationDrawer'));

export type NavigationDrawerButtonProps = Omit<NavigationDrawerProps, 'open' | 'onClose'>;

/** The phone header's Menu button and the drawer it opens. */
export function NavigationDrawerButton(props: NavigationDrawerButtonProps) {
  // The route the drawer was opened on: reaching another (by one of its links or otherwise) closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  // Once loaded the drawer stays mounted, so it can animate out and give focus back to this button.
  const [loaded, setLoaded] = useState(false);
  const open = openedOn === props.pathname;
  return (
    <>
      <Button
        type="text"
        icon={<MenuOutlined aria-hidden />}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpenedOn(props.pathname);
        }}
      >
        {PHONE_MENU_TITLE}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <NavigationDrawer {...props} open={open} onClose={() => setOpenedOn(null)} />
        </Suspense>
      )}
    </>
  );
}
