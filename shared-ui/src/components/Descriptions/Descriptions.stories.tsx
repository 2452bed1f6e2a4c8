import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Descriptions } from './Descriptions';

const meta = {
  title: 'Display/Descriptions',
  component: Descriptions,
  args: {
    bordered: true,
    column: 1,
    size: 'small',
    items: [
      { key: 'registration', label: 'Registration', children: 'GMC 7012345' },
      {
        key: 'description',
        label: 'Description',
        children: 'GP partner in central London with an interest in musculoskeletal medicine.',
      },
    ],
  },
} satisfies Meta<typeof Descriptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labels beside their values; below 769 px wide (resize the viewport) each label sits above its value. */
export const Profile: Story = {};
