import { Suspense, useState } from 'react';
import { lazyWithDesignSystem } from '../designSystem/lazyWithDesignSystem';
import { PHONE_MENU_TITLE } from './headerMenu';
import type { NavigationDrawerProps } from './NavigationDrawer';

// The drawer (and antd with it) loads when first opened, so the landing page does not carry it.
const NavigationDrawer = lazyWithDesignSystem(
  () => import('./NavigationDrawer').then((module) => module.default),
  { inline: true },
);

export type NavigationDrawerButtonProps = Omit<NavigationDrawerProps, 'open' | 'onClose'>;

/** Three bars, the usual sign of a menu; the button's text names it. */
function MenuIcon() {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden focusable="false">
      <path d="M1 3h14M1 8h14M1 13h14" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** The phone header's Menu button and the drawer it opens. */
export function NavigationDrawerButton(props: NavigationDrawerButtonProps) {
  // The route the drawer was opened on: reaching another (by one of its links or otherwise) closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  // Once loaded the drawer stays mounted, so it can animate out and give focus back to this button.
  const [loaded, setLoaded] = useState(false);
  const open = openedOn === props.pathname;
  return (
    <>
      <button
        type="button"
        className="refnet-header__menu-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpenedOn(props.pathname);
        }}
      >
        <MenuIcon />
        {PHONE_MENU_TITLE}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <NavigationDrawer {...props} open={open} onClose={() => setOpenedOn(null)} />
        </Suspense>
      )}
    </>
  );
}
