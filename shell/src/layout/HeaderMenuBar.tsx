import type { KeyboardEvent } from 'react';
import { Badge, Menu, type MenuProps, followInAppLink } from '@refnet/shared-ui';
import { badgeLabel } from './badgeLabel';
import { selectedKeysFor, type HeaderItem } from './headerMenu';

type MenuItems = NonNullable<MenuProps['items']>;

const isAction = (item: HeaderItem) => !item.to && !item.children;

/** A plain button that looks like the menu's links and keeps the browser's focus ring. */
const ACTION_STYLE = {
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
};

/**
 * The menu item answers Enter by itself (rc-menu), and the button's own click bubbles to it too: let the
 * click alone reach it, so the action runs once.
 */
const stopEnter = (event: KeyboardEvent) => {
  if (event.key === 'Enter') event.stopPropagation();
};

function labelFor(item: HeaderItem) {
  const text = item.badge ? (
    <Badge count={item.badge} size="small" offset={[8, -2]} aria-label={badgeLabel(item.badge)}>
      {item.label}
    </Badge>
  ) : (
    item.label
  );
  // Real links: keyboard, middle-click and screen readers behave as users expect; single-spa routes them.
  if (item.to) {
    return (
      <a href={item.to} onClick={followInAppLink}>
        {text}
      </a>
    );
  }
  // An action is a real button, so Tab reaches it like the links; the menu's onClick runs it.
  return isAction(item) ? (
    <button type="button" style={ACTION_STYLE} onKeyDown={stopEnter}>
      {text}
    </button>
  ) : (
    text
  );
}

export function toMenuItems(items: readonly HeaderItem[]): MenuItems {
  return items.map((item) =>
    item.children
      ? { key: item.key, label: labelFor(item), children: toMenuItems(item.children) }
      : { key: item.key, label: labelFor(item) },
  );
}

interface HeaderMenuBarProps {
  items: readonly HeaderItem[];
  pathname: string;
  label: string;
  /** Runs the action of an item that leads nowhere (invite a clinician), by its key. */
  onAction: (key: string) => void;
}

export function HeaderMenuBar({ items, pathname, label, onAction }: HeaderMenuBarProps) {
  const runAction: MenuProps['onClick'] = ({ key }) => {
    const item = items.find((candidate) => candidate.key === key);
    if (item && isAction(item)) onAction(key);
  };
  return (
    <nav aria-label={label} style={{ flex: 1, minWidth: 0 }}>
      <Menu
        mode="horizontal"
        items={toMenuItems(items)}
        selectedKeys={selectedKeysFor(items, pathname)}
        onClick={runAction}
        style={{ borderBottom: 'none', justifyContent: 'flex-end' }}
      />
    </nav>
  );
}
