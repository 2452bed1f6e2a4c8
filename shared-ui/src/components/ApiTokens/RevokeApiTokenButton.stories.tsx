import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { API_TOKEN_TEXTS } from '@refnet/contracts/api-tokens';
import { RevokeApiTokenButton } from './RevokeApiTokenButton';

const meta = {
  title: 'Actions/RevokeApiTokenButton',
  component: RevokeApiTokenButton,
  args: {
    name: 'Practice management system',
    failedText: 'The API token could not be revoked. Please try again.',
    revoke: async () => ({
      message: { variant: 'success', message: API_TOKEN_TEXTS.revoked('Practice management system') },
    }),
  },
} satisfies Meta<typeof RevokeApiTokenButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
