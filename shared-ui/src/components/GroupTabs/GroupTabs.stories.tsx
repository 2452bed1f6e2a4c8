import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { GroupTabs, type GroupTabsProps } from './GroupTabs';

const GROUPS = [
  { key: 'added', label: 'Added' },
  { key: 'referred', label: 'Referred' },
  { key: 'received', label: 'Received' },
];

const meta = {
  title: 'Lists/GroupTabs',
  component: GroupTabs,
  args: {
    groups: GROUPS,
    activeKey: 'added',
    onChange: () => undefined,
    selectLabel: 'Select patient group',
    children: null,
  },
  parameters: { docs: { description: { component: 'Narrow the viewport to 768 px to see the dropdown.' } } },
} satisfies Meta<typeof GroupTabs<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

function GroupTabsWithState(args: GroupTabsProps<string>) {
  const [active, setActive] = useState('added');
  return (
    <GroupTabs {...args} activeKey={active} onChange={setActive}>
      <p>The {active} patients.</p>
    </GroupTabs>
  );
}

export const PatientGroups: Story = { render: (args) => <GroupTabsWithState {...args} /> };
