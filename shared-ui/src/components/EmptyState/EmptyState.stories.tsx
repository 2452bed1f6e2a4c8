import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Referrals: Story = { args: { text: 'No referrals to display at the moment' } };
export const PatientsWithHint: Story = {
  args: { text: 'No patients to display at the moment', hint: 'Try modifying your search.' },
};
