import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FallbackCard } from './FallbackCard';

const meta = {
  title: 'Feedback/FallbackCard',
  component: FallbackCard,
  args: { onRetry: () => undefined },
} satisfies Meta<typeof FallbackCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
