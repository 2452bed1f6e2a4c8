import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { PageHeading } from './PageHeading';

const meta = {
  title: 'Layout/PageHeading',
  component: PageHeading,
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PageHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = { args: { title: 'Referrals Received' } };
export const WithAction: Story = {
  args: {
    title: 'Users',
    extra: <Button icon={<DownloadOutlined aria-hidden />}>Download Users List</Button>,
  },
};
