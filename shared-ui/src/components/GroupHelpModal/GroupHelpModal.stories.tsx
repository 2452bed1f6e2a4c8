import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { GroupHelpModal } from './GroupHelpModal';

const meta = {
  title: 'Lists/GroupHelpModal',
  component: GroupHelpModal,
} satisfies Meta<typeof GroupHelpModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PatientGroups: Story = {
  args: {
    title: 'Patient Group Information',
    groups: [
      { key: 'added', label: 'Added', meaning: 'Patients you have added and not referred yet.' },
      { key: 'referred', label: 'Referred', meaning: 'Patients you have referred to another clinician.' },
    ],
  },
};
