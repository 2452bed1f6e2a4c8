import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RefnetProviders } from '@refnet/shared-ui';
import type { ContactInput } from '@refnet/contracts/accounts';
import { ContactsEditor } from './ContactsEditor';

function renderEditor(initial: ContactInput[] = []) {
  const changes: ContactInput[][] = [];
  function Harness() {
    const [contacts, setContacts] = useState(initial);
    return (
      <ContactsEditor
        mainEmail="ada@example.org"
        value={contacts}
        onChange={(next) => {
          changes.push(next);
          setContacts(next);
        }}
      />
    );
  }
  render(
    <RefnetProviders>
      <Harness />
    </RefnetProviders>,
  );
  return changes;
}

async function chooseType(label: string) {
  await userEvent.click(screen.getByLabelText('Contact type'));
  await userEvent.click(await screen.findByTitle(label));
}

describe('ContactsEditor', () => {
  it('shows the main e-mail without a remove button', () => {
    renderEditor();
    expect(screen.getByText('ada@example.org (main)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Remove ada@example.org')).not.toBeInTheDocument();
  });

  it('adds a lower-cased e-mail and clears the field', async () => {
    const changes = renderEditor();
    await userEvent.type(screen.getByLabelText('New referral contact'), 'Clinic@Example.ORG');
    await userEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    expect(changes.at(-1)).toEqual([{ type: 'email', email: 'clinic@example.org' }]);
    expect(screen.getByLabelText('New referral contact')).toHaveValue('');
  });

  it('refuses a malformed e-mail with the SPEC message', async () => {
    const changes = renderEditor();
    await userEvent.type(screen.getByLabelText('New referral contact'), 'not-an-email{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(changes).toHaveLength(0);
  });

  it('adds a UK phone number as dialled, kept in E.164, and refuses one too short', async () => {
    const changes = renderEditor();
    await chooseType('Phone number');
    const field = screen.getByLabelText('New referral contact');
    await userEvent.type(field, '020 7946{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid phone number.');
    await userEvent.clear(field);
    await userEvent.type(field, '07700 900123{Enter}');
    expect(changes.at(-1)).toEqual([{ type: 'phoneNumber', phoneNumber: '+447700900123' }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes a number with + and its country code, and ignores the same number written otherwise', async () => {
    const changes = renderEditor();
    await chooseType('Phone number');
    const field = screen.getByLabelText('New referral contact');
    await userEvent.type(field, '+44 20 7946 0000{Enter}');
    expect(changes.at(-1)).toEqual([{ type: 'phoneNumber', phoneNumber: '+442079460000' }]);
    await userEvent.type(field, '020 7946 0000{Enter}');
    expect(changes).toHaveLength(1);
  });

  it('ignores empty entries and duplicates, including the main e-mail', async () => {
    const changes = renderEditor([{ type: 'email', email: 'clinic@example.org' }]);
    const field = screen.getByLabelText('New referral contact');
    await userEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    await userEvent.type(field, 'CLINIC@example.org{Enter}');
    await userEvent.type(field, 'ada@example.org{Enter}');
    expect(changes).toHaveLength(0);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('removes a contact', async () => {
    const changes = renderEditor([
      { type: 'email', email: 'clinic@example.org' },
      { type: 'phoneNumber', phoneNumber: '+441234567890' },
    ]);
    await userEvent.click(screen.getByLabelText('Remove clinic@example.org'));
    expect(changes.at(-1)).toEqual([{ type: 'phoneNumber', phoneNumber: '+441234567890' }]);
    expect(screen.queryByText('clinic@example.org')).not.toBeInTheDocument();
  });

  it('is read-only when disabled', () => {
    render(
      <RefnetProviders>
        <ContactsEditor disabled value={[{ type: 'email', email: 'clinic@example.org' }]} />
      </RefnetProviders>,
    );
    expect(screen.getByText('clinic@example.org')).toBeInTheDocument();
    expect(screen.queryByLabelText('New referral contact')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Remove clinic@example.org')).not.toBeInTheDocument();
  });
});
