import { useRef, useState } from 'react';
import { Menu, type MenuProps } from '@refnet/shared-ui';
import { Drawer } from '@refnet/shared-ui/display';
import { PHONE_MENU_TITLE, selectedKeysFor, type HeaderItem } from './headerMenu';
import { toMenuItems } from './HeaderMenuBar';

export interface NavigationDrawerProps {
  open: boolean;
  onClose: () => void;
  main: readonly HeaderItem[];
  /** The account menu's items, under the user's name; null for visitors. */
  account: { displayName: string; items: readonly HeaderItem[] } | null;
  pathname: string;
  /** Runs the action of an item that leads nowhere (logout, invite a clinician), by its key. */
  onAction: (key: string) => void;
}

const findItem = (items: readonly HeaderItem[], key: string): HeaderItem | undefined =>
  items.reduce<HeaderItem | undefined>(
    (found, item) => found ?? (item.key === key ? item : findItem(item.children ?? [], key)),
    undefined,
  );

/** Every menu is open: on a phone each page is one tap away, with nothing to unfold. */
const parentKeys = (items: readonly HeaderItem[]) =>
  items.filter((item) => item.children).map((item) => item.key);

/**
 * The header's menus on a phone (SPEC §9, ≤ 768 px): a drawer from the right, holding the main navigation
 * and the account menu. Opening it moves focus to its first item; antd keeps focus inside and gives it back
 * to the Menu button when it closes. Escape and the close button close it, and so does choosing any item.
 */
export default function NavigationDrawer({
  open,
  onClose,
  main,
  account,
  pathname,
  onAction,
}: NavigationDrawerProps) {
  const body = useRef<HTMLDivElement>(null);
  // An action (invite a clinician, logout) runs once the drawer has closed and given focus back, so a popup
  // it opens keeps the focus.
  const [pendingAction, setPendingAction] = useState<string | null>(null);
  const afterOpenChange = (visible: boolean) => {
    // antd focuses the drawer's outer box, outside its dialog: a screen reader would not hear the menu.
    if (visible) body.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    else if (pendingAction) {
      setPendingAction(null);
      onAction(pendingAction);
    }
  };

  const menuFor = (items: readonly HeaderItem[]): MenuProps => ({
    mode: 'inline',
    items: toMenuItems(items),
    selectedKeys: selectedKeysFor(items, pathname),
    defaultOpenKeys: parentKeys(items),
    onClick: ({ key }) => {
      const item = findItem(items, key);
      if (item && !item.to && !item.children) setPendingAction(key);
      onClose();
    },
    style: { borderInlineEnd: 'none' },
  });

  return (
    <Drawer
      open={open}
      onClose={onClose}
      afterOpenChange={afterOpenChange}
      title={PHONE_MENU_TITLE}
      placement="right"
      size="min(320px, 100vw)"
      styles={{ body: { padding: '8px 0' } }}
    >
      <div ref={body}>
        {main.length > 0 && (
          <nav aria-label="Main navigation">
            <Menu {...menuFor(main)} />
          </nav>
        )}
        {account && (
          <nav
            aria-label={`Account menu for ${account.displayName}`}
            style={
              main.length > 0 ? { borderTop: '1px solid #e6eaee', marginTop: 8, paddingTop: 8 } : undefined
            }
          >
            <Menu
              {...menuFor(account.items)}
              items={[
                {
                  type: 'group',
                  key: 'account',
                  label: account.displayName,
                  children: toMenuItems(account.items),
                },
              ]}
            />
          </nav>
        )}
      </div>
    </Drawer>
  );
}
