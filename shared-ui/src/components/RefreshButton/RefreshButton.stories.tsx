import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RefreshButton } from './RefreshButton';

const meta = {
  title: 'Lists/RefreshButton',
  component: RefreshButton,
  args: { onRefresh: () => new Promise((resolve) => setTimeout(resolve, 1500)) },
} satisfies Meta<typeof RefreshButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
