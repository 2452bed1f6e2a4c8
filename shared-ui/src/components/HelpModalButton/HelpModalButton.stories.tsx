import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { HelpModalButton } from './HelpModalButton';

const meta = {
  title: 'Lists/HelpModalButton',
  component: HelpModalButton,
} satisfies Meta<typeof HelpModalButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PatientGroups: Story = {
  args: {
    title: 'Patient Group Information',
    children: (
      <dl>
        <dt>Added</dt>
        <dd>Patients you have added and not referred yet.</dd>
        <dt>Referred</dt>
        <dd>Patients you have referred.</dd>
      </dl>
    ),
  },
};
