import { navigateToUrl } from 'single-spa';
import { Button, DownOutlined, Dropdown, UserOutlined, type MenuProps } from '@refnet/shared-ui';
import type { HeaderItem } from './headerMenu';

interface ProfileMenuProps {
  items: readonly HeaderItem[];
  displayName: string;
  /** Runs the action of an item that leads nowhere (logout, suggest a feature), by its key. */
  onAction: (key: string) => void;
}

export function ProfileMenu({ items, displayName, onAction }: ProfileMenuProps) {
  const menu: MenuProps = {
    items: items.map((item) => ({ key: item.key, label: item.label })),
    onClick: ({ key }) => {
      const item = items.find((candidate) => candidate.key === key);
      if (item?.to) navigateToUrl(item.to);
      else if (item) onAction(item.key);
    },
  };
  return (
    <Dropdown menu={menu} trigger={['click']} placement="bottomRight">
      <Button type="text" icon={<UserOutlined />} aria-label={`Account menu for ${displayName}`}>
        {displayName} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
