import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RefnetProviders } from '@refnet/shared-ui';
import { JobRolePicker } from './JobRolePicker';
import { JOB_ROLES } from '@refnet/shared-ui/testing';

function renderPicker(initial: number[] = []) {
  const onChange = jest.fn();
  function Harness() {
    const [ids, setIds] = useState(initial);
    return (
      <JobRolePicker
        jobRoles={JOB_ROLES}
        value={ids}
        onChange={(next) => {
          onChange(next);
          setIds(next);
        }}
      />
    );
  }
  render(
    <RefnetProviders>
      <Harness />
    </RefnetProviders>,
  );
  return onChange;
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(label));
  const matches = await screen.findAllByTitle(option);
  await userEvent.click(matches[matches.length - 1] as HTMLElement);
}

describe('JobRolePicker', () => {
  it('drills down to a leaf before the role can be added', async () => {
    const onChange = renderPicker();
    const add = screen.getByRole('button', { name: 'Add job role' });
    expect(add).toBeDisabled();
    await choose('Job role', 'Consultant');
    expect(add).toBeDisabled();
    await choose('Specialty', 'Orthopaedic Surgery');
    expect(add).toBeDisabled();
    await choose('Sub-specialty', 'Knee');
    await userEvent.click(add);
    expect(onChange).toHaveBeenLastCalledWith([3]);
    expect(screen.getByText('Consultant – Orthopaedic Surgery – Knee')).toBeInTheDocument();
  });

  it('does not ask for a level with one option', async () => {
    const onChange = renderPicker();
    await choose('Job role', 'Physiotherapist');
    expect(screen.queryByLabelText('Specialty')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Sub-specialty')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add job role' }));
    expect(onChange).toHaveBeenLastCalledWith([5]);
  });

  it('cannot add the same role twice', async () => {
    const onChange = renderPicker([1]);
    await choose('Job role', 'General Practitioner');
    expect(screen.getByRole('button', { name: 'Add job role' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Job roles cannot be added twice.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('removes a chosen role', async () => {
    const onChange = renderPicker([1, 4]);
    await userEvent.click(screen.getByLabelText('Remove General Practitioner'));
    expect(onChange).toHaveBeenLastCalledWith([4]);
  });
});
