import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Logo } from './Logo';

const meta = {
  title: 'Brand/Logo',
  component: Logo,
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The largest the logo gets: 100 px, or 60 px at 768 px wide and below. */
export const Largest: Story = {};
export const InTheHeader: Story = { args: { height: 40 } };
