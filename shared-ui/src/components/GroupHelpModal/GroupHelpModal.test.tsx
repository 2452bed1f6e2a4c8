import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GroupHelpModal } from './GroupHelpModal';

const GROUPS = [
  { key: 'added', label: 'Added', meaning: 'Patients you have added and not referred yet.' },
  { key: 'referred', label: 'Referred', meaning: 'Patients you have referred to another clinician.' },
];

describe('GroupHelpModal', () => {
  it("lists each group's label with its meaning in the help modal", async () => {
    render(<GroupHelpModal title="Patient Group Information" groups={GROUPS} />);
    await userEvent.click(screen.getByRole('button', { name: 'Patient Group Information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Patient Group Information' });
    const terms = within(dialog).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['Added', 'Referred']);
    const definitions = within(dialog).getAllByRole('definition');
    expect(definitions.map((definition) => definition.textContent)).toEqual([
      'Patients you have added and not referred yet.',
      'Patients you have referred to another clinician.',
    ]);
  });
});
