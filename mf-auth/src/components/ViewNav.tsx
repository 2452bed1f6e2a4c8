import { Menu, useIsNarrow } from '@refnet/shared-ui';
import { Select } from '@refnet/shared-ui/forms';

export interface ViewNavProps<Key extends string> {
  views: readonly { key: Key; label: string }[];
  current: Key;
  onSelect: (view: Key) => void;
  /** Names the menu ("Profile views"); the narrow dropdown is "Select {singular}". */
  label: string;
  singular: string;
}

/** A screen's views as a vertical menu; a dropdown on narrow screens (SPEC §2.13). */
export function ViewNav<Key extends string>({
  views,
  current,
  onSelect,
  label,
  singular,
}: ViewNavProps<Key>) {
  const isNarrow = useIsNarrow();
  if (isNarrow) {
    return (
      <Select
        aria-label={`Select ${singular}`}
        value={current}
        options={views.map(({ key, label: text }) => ({ value: key, label: text }))}
        onChange={onSelect}
        style={{ width: '100%' }}
      />
    );
  }
  return (
    <Menu
      mode="vertical"
      aria-label={label}
      selectedKeys={[current]}
      items={views.map(({ key, label: text }) => ({ key, label: text }))}
      onClick={({ key }) => {
        const view = views.find((candidate) => candidate.key === key);
        if (view) onSelect(view.key);
      }}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
