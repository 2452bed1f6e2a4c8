import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LoadFailed } from './LoadFailed';

const meta = {
  title: 'Feedback/LoadFailed',
  component: LoadFailed,
} satisfies Meta<typeof LoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Patients: Story = {
  args: { text: 'The patients could not be loaded. Please try again.', onRetry: () => undefined },
};
