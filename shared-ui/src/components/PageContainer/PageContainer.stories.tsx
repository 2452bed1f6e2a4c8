import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Card } from 'antd';
import { PageHeading } from '../PageHeading/PageHeading';
import { PageContainer } from './PageContainer';

const meta = {
  title: 'Layout/PageContainer',
  component: PageContainer,
  args: {
    children: (
      <>
        <PageHeading title="Welcome, Dr Lovelace" />
        <Card>Content stays in a centred column.</Card>
      </>
    ),
  },
} satisfies Meta<typeof PageContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The dashboard's 900 px column (SPEC §2.6). */
export const Dashboard: Story = { args: { maxWidth: 900 } };
