import type { HeaderMenu } from './headerMenu';
import { HeaderMenuBar } from './HeaderMenuBar';
import { LazyProfileMenu } from './lazyProfileMenu';

export interface SignedInMenuBarProps {
  menu: HeaderMenu;
  displayName: string;
  pathname: string;
  onAction: (key: string) => void;
}

/** A signed-in user's menus on a wide screen: antd's menu bar, with drop-downs, and the account menu. */
export function SignedInMenuBar({ menu, displayName, pathname, onAction }: SignedInMenuBarProps) {
  return (
    <>
      <HeaderMenuBar items={menu.main} pathname={pathname} label="Main navigation" onAction={onAction} />
      {menu.profile && <LazyProfileMenu items={menu.profile} displayName={displayName} onAction={onAction} />}
    </>
  );
}
