import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { resolveJobRole } from '@refnet/contracts/accounts';
import { JOB_ROLES } from '../../testing/fixtures';
import { JobRoleLevelSelects } from './JobRoleLevelSelects';

const meta = {
  title: 'Forms/JobRoleLevelSelects',
  component: JobRoleLevelSelects,
  args: { onChoose: () => undefined },
} satisfies Meta<typeof JobRoleLevelSelects>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = { args: { levels: resolveJobRole(JOB_ROLES, {}) } };
export const AtASubSpecialty: Story = {
  args: { levels: resolveJobRole(JOB_ROLES, { role: 'Consultant', specialty: 'Orthopaedic Surgery' }) },
};
/** Type "knee" in Job role: any level of the tree is found. */
export const SearchableTree: Story = {
  args: { levels: resolveJobRole(JOB_ROLES, {}), findIn: JOB_ROLES, allowClear: true },
};
