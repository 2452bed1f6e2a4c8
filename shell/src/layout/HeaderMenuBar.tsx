import { Badge, Menu, type MenuProps, followInAppLink } from '@refnet/shared-ui';
import { selectedKeysFor, type HeaderItem } from './headerMenu';

type MenuItems = NonNullable<MenuProps['items']>;

function labelFor(item: HeaderItem) {
  const text = item.badge ? (
    <Badge count={item.badge} size="small" offset={[8, -2]} aria-label={`${item.badge} new referrals`}>
      {item.label}
    </Badge>
  ) : (
    item.label
  );
  // Real links: keyboard, middle-click and screen readers behave as users expect; single-spa routes them.
  return item.to ? (
    <a href={item.to} onClick={followInAppLink}>
      {text}
    </a>
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
}

export function HeaderMenuBar({ items, pathname, label }: HeaderMenuBarProps) {
  return (
    <nav aria-label={label} style={{ flex: 1, minWidth: 0 }}>
      <Menu
        mode="horizontal"
        items={toMenuItems(items)}
        selectedKeys={selectedKeysFor(items, pathname)}
        style={{ borderBottom: 'none', justifyContent: 'flex-end' }}
      />
    </nav>
  );
}
