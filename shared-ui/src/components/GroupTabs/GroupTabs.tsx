import { Flex, Select } from 'antd';
import type { ReactNode } from 'react';
import { useIsNarrow } from '@refnet/shared-ui';
import { Tabs } from '@refnet/shared-ui/display';

export interface ListGroup<Key extends string> {
  key: Key;
  label: string;
}

export type GroupTabsProps<Key extends string> = {
  groups: readonly ListGroup<Key>[];
  activeKey: Key;
  onChange: (key: Key) => void;
  /** The dropdown's label on narrow screens, e.g. "Select patient group". */
  selectLabel: string;
  /** The active group's content. */
  children: ReactNode;
};

/**
 * A list's groups as tabs, or as a dropdown on narrow screens (≤ 768 px, SPEC §2.9, §2.10). Part of the
 * forms entry because the dropdown is a Select: loading the display entry must not bring the form controls.
 */
export function GroupTabs<Key extends string>({
  groups,
  activeKey,
  onChange,
  selectLabel,
  children,
}: GroupTabsProps<Key>) {
  const isNarrow = useIsNarrow();
  if (isNarrow) {
    return (
      <Flex vertical gap="middle">
        <Select
          aria-label={selectLabel}
          value={activeKey}
          options={groups.map(({ key, label }) => ({ value: key, label }))}
          onChange={onChange}
          style={{ width: '100%' }}
        />
        <div>{children}</div>
      </Flex>
    );
  }
  return (
    <Tabs
      activeKey={activeKey}
      onChange={(key) => onChange(key as Key)}
      items={groups.map(({ key, label }) => ({ key, label, children: key === activeKey ? children : null }))}
    />
  );
}
