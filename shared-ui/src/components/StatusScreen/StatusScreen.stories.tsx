import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StatusScreen } from './StatusScreen';

const meta = {
  title: 'Screens/StatusScreen',
  component: StatusScreen,
  argTypes: { code: { control: 'inline-radio', options: [404, 503] } },
} satisfies Meta<typeof StatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = { args: { code: 404 } };
export const ServerDown: Story = { args: { code: 503 } };
