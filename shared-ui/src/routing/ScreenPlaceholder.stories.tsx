import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { matchRoute } from '@refnet/contracts';
import { ScreenPlaceholder } from './ScreenPlaceholder';

const routeAt = (path: string) => {
  const match = matchRoute(path);
  if (!match) throw new Error(`${path} is not a RefNet route`);
  return match;
};

const meta = {
  title: 'Routing/ScreenPlaceholder',
  component: ScreenPlaceholder,
} satisfies Meta<typeof ScreenPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReferralsReceived: Story = { args: routeAt('/referrals/inbound') };
export const UpdatePatientInformation: Story = { args: routeAt('/patients/42/edit') };
