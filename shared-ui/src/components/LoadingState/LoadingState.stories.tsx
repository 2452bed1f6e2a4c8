import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LoadingState } from './LoadingState';

const meta = {
  title: 'Feedback/LoadingState',
  component: LoadingState,
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Referrals: Story = { args: { text: 'Loading referrals...' } };
