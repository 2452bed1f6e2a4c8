import { navigateToUrl } from 'single-spa';
import type { MenuProps } from '@refnet/shared-ui';
import { Dropdown } from '@refnet/shared-ui/display';
import type { HeaderItem } from './headerMenu';
import { ProfileMenuButton } from './ProfileMenuButton';

export interface ProfileMenuProps {
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
      <ProfileMenuButton displayName={displayName} />
    </Dropdown>
  );
}
