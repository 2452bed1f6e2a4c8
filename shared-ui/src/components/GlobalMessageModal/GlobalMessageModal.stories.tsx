import type { Message, MessageVariant } from '@refnet/contracts';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button, Space } from 'antd';
import { useEffect } from 'react';
import { useGlobalMessage } from '../../state/hooks';
import { GlobalMessageModal } from './GlobalMessageModal';

type DemoProps = { variant: MessageVariant; message: string };

/** Opens the message on load, and offers a button to open it again after Hide. */
function GlobalMessageDemo({ variant, message }: DemoProps) {
  const { show, hide } = useGlobalMessage();
  const globalMessage: Message = { variant, message };
  useEffect(() => {
    show({ variant, message });
    return hide;
  }, [variant, message, show, hide]);
  return (
    <Space style={{ padding: 24 }}>
      <Button onClick={() => show(globalMessage)}>Show message</Button>
      <GlobalMessageModal />
    </Space>
  );
}

const meta = {
  title: 'Feedback/GlobalMessageModal',
  component: GlobalMessageDemo,
  argTypes: { variant: { control: 'inline-radio', options: ['success', 'info', 'danger'] } },
} satisfies Meta<typeof GlobalMessageDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  args: { variant: 'success', message: 'Successfully updated user information!' },
};
export const Info: Story = {
  args: { variant: 'info', message: 'Your account is awaiting approval, which may take up to 48 hours.' },
};
export const Danger: Story = {
  args: { variant: 'danger', message: 'Your session has expired. Please log in again.' },
};
