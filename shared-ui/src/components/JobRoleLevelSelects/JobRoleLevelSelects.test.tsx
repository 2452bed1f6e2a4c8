import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { resolveJobRole, type JobRoleChoice } from '@refnet/contracts/accounts';
import { chooseOption, JOB_ROLES } from '@refnet/shared-ui/testing';
import { JobRoleLevelSelects } from './JobRoleLevelSelects';

function renderSelects() {
  const chosen = jest.fn();
  function Harness() {
    const [choice, setChoice] = useState<JobRoleChoice>({});
    const levels = resolveJobRole(JOB_ROLES, choice);
    chosen(levels.leaf?.id ?? null);
    return <JobRoleLevelSelects levels={levels} onChoose={setChoice} allowClear />;
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
});
