import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SortToggle } from './SortToggle';

const meta = {
  title: 'Lists/SortToggle',
  component: SortToggle,
  args: { onChange: () => undefined },
} satisfies Meta<typeof SortToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewestFirst: Story = { args: { order: 'newest' } };
export const OldestFirst: Story = { args: { order: 'oldest' } };
