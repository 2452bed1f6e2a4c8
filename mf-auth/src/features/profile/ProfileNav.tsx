import { Menu, useIsNarrow } from '@refnet/shared-ui';
import { Select } from '@refnet/shared-ui/forms';
import type { ProfileView, ProfileViewKey } from './profileViews';

export interface ProfileNavProps {
  views: readonly ProfileView[];
  current: ProfileViewKey;
  onSelect: (view: ProfileViewKey) => void;
}

/** A vertical menu of the profile views; a dropdown on narrow screens (SPEC §2.13). */
export function ProfileNav({ views, current, onSelect }: ProfileNavProps) {
  const isNarrow = useIsNarrow();
  if (isNarrow) {
    return (
      <Select
        aria-label="Select profile view"
        value={current}
        options={views.map(({ key, label }) => ({ value: key, label }))}
        onChange={onSelect}
        style={{ width: '100%' }}
      />
    );
  }
  return (
    <Menu
      mode="vertical"
      aria-label="Profile views"
      selectedKeys={[current]}
      items={views.map(({ key, label }) => ({ key, label }))}
      onClick={({ key }) => onSelect(key as ProfileViewKey)}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
