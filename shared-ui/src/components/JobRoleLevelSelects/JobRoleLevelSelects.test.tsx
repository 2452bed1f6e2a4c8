import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resolveJobRole, type JobRole, type JobRoleChoice } from '@refnet/contracts/accounts';
import { chooseOption, JOB_ROLES } from '@refnet/shared-ui/testing';
import { JobRoleLevelSelects } from './JobRoleLevelSelects';

const DERMATOLOGY: JobRole = {
  ...JOB_ROLES[0]!,
  id: 6,
  jobRole: 'Consultant Physician',
  specialty: 'Dermatology',
  jobTitle: 'Consultant Dermatologist',
};
const RHEUMATOLOGY: JobRole = { ...DERMATOLOGY, id: 7, specialty: 'Rheumatology' };
const TREE = [...JOB_ROLES, DERMATOLOGY, RHEUMATOLOGY];

function renderSelects(findIn?: readonly JobRole[]) {
  const chosen = jest.fn();
  function Harness() {
    const [choice, setChoice] = useState<JobRoleChoice>({});
    const levels = resolveJobRole(findIn ?? JOB_ROLES, choice);
    chosen(levels.leaf?.id ?? null);
    return <JobRoleLevelSelects levels={levels} onChoose={setChoice} allowClear findIn={findIn} />;
  }
  render(<Harness />);
  return chosen;
}

describe('JobRoleLevelSelects', () => {
  it('drills down role, specialty, sub-specialty to a leaf', async () => {
    const leafId = renderSelects();
    expect(screen.queryByLabelText('Specialty')).not.toBeInTheDocument();
    await chooseOption('Job role', 'Consultant');
    expect(leafId).toHaveBeenLastCalledWith(null);
    await chooseOption('Specialty', 'Orthopaedic Surgery');
    await chooseOption('Sub-specialty', 'Hip');
    expect(leafId).toHaveBeenLastCalledWith(2);
  });

  it('does not ask a level with a single option', async () => {
    const leafId = renderSelects();
    await chooseOption('Job role', 'Physiotherapist');
    expect(screen.queryByLabelText('Specialty')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Sub-specialty')).not.toBeInTheDocument();
    expect(leafId).toHaveBeenLastCalledWith(5);
  });

  it('shows the given placeholders on empty levels, the level names otherwise', () => {
    const levels = resolveJobRole(JOB_ROLES, { role: 'Consultant' });
    const { rerender } = render(<JobRoleLevelSelects levels={levels} onChoose={() => undefined} />);
    expect(screen.getByText('Specialty')).toBeInTheDocument();
    rerender(
      <JobRoleLevelSelects
        levels={levels}
        onChoose={() => undefined}
        placeholders={{ role: 'Any job role', specialty: 'Any specialty', subSpecialty: 'Any sub-specialty' }}
      />,
    );
    expect(screen.getByText('Any specialty')).toBeInTheDocument();
    expect(screen.getByLabelText('Specialty')).toBeInTheDocument();
  });

  it('finds a specialty by typing in the first select, wherever it sits in the tree', async () => {
    const leafId = renderSelects(TREE);
    await userEvent.type(screen.getByRole('combobox', { name: 'Job role' }), 'dermatolog');
    expect(screen.queryByTitle('Consultant Physician – Rheumatology')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTitle('Consultant Physician – Dermatology'));
    expect(leafId).toHaveBeenLastCalledWith(6);
    expect(screen.getByRole('combobox', { name: 'Job role' })).toHaveValue('');
    expect(screen.getByTitle('Consultant Physician')).toBeInTheDocument();
    expect(screen.getByTitle('Dermatology')).toBeInTheDocument();
  });

  it('finds a level above the leaves, and lets every level be searched with the keyboard', async () => {
    const leafId = renderSelects(TREE);
    await userEvent.type(screen.getByRole('combobox', { name: 'Job role' }), 'ortho');
    expect(screen.getByTitle('Consultant – Orthopaedic Surgery – Knee')).toBeInTheDocument();
    await userEvent.click(screen.getByTitle('Consultant – Orthopaedic Surgery'));
    expect(leafId).toHaveBeenLastCalledWith(null);
    const subSpecialty = screen.getByRole('combobox', { name: 'Sub-specialty' });
    await userEvent.type(subSpecialty, 'kne');
    // antd reads the key code, which user-event does not set.
    fireEvent.keyDown(subSpecialty, { key: 'Enter', keyCode: 13, which: 13 });
    expect(leafId).toHaveBeenLastCalledWith(3);
  });
});
