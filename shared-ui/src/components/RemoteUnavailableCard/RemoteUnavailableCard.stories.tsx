import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RemoteUnavailableCard } from './RemoteUnavailableCard';

const meta = {
  title: 'Feedback/RemoteUnavailableCard',
  component: RemoteUnavailableCard,
  args: { onRetry: () => undefined },
} satisfies Meta<typeof RemoteUnavailableCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const BeingUpdated: Story = { args: { updating: true } };
