import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Pager, type PagerProps } from './Pager';

const meta = {
  title: 'Lists/Pager',
  component: Pager,
  args: { page: 1, total: 60, onChange: () => undefined },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

function PagerWithState(args: PagerProps) {
  const [page, setPage] = useState(1);
  return <Pager {...args} page={page} onChange={setPage} />;
}

export const FirstOfThree: Story = {};
export const Interactive: Story = { render: (args) => <PagerWithState {...args} /> };
