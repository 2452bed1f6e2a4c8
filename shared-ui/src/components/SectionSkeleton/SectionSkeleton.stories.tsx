import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SectionSkeleton } from './SectionSkeleton';

const meta = {
  title: 'Feedback/SectionSkeleton',
  component: SectionSkeleton,
} satisfies Meta<typeof SectionSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
