import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HelpModalButton } from './HelpModalButton';

describe('HelpModalButton', () => {
  it('opens a modal with the title and the explanation, and closes it', async () => {
    render(
      <HelpModalButton title="Patient Group Information">
        <p>Added: patients you have not referred yet.</p>
      </HelpModalButton>,
    );
    expect(screen.queryByText('Added: patients you have not referred yet.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Patient Group Information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Patient Group Information' });
    expect(dialog).toHaveTextContent('Added: patients you have not referred yet.');
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    await userEvent.click(closeButtons[closeButtons.length - 1] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
