import { NOTICE_AUTO_CLOSE_MS, type Message } from '@refnet/contracts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RefnetProviders } from '../../providers';
import { globalMessageAtom } from '../../state/atoms';
import { appStore } from '../../state/store';
import { GlobalMessageModal } from './GlobalMessageModal';

function renderModal(message: Message | null) {
  appStore.set(globalMessageAtom, message);
  return render(
    <RefnetProviders>
      <GlobalMessageModal />
    </RefnetProviders>,
  );
}

afterEach(() => appStore.set(globalMessageAtom, null));

describe('GlobalMessageModal', () => {
  it('renders nothing without a message', () => {
    renderModal(null);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders nothing for an empty message', () => {
    renderModal({ variant: 'info', message: '  ' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['success', 'Success', 'check-circle'],
    ['info', 'Information', 'info-circle'],
    ['danger', 'Error', 'close-circle'],
  ] as const)('shows a %s message with its title and icon', (variant, title, iconName) => {
    renderModal({ variant, message: 'Patient saved.' });
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(title);
    expect(dialog).toHaveTextContent('Patient saved.');
    expect(screen.getByRole('img', { name: iconName })).toHaveClass(`refnet-message-icon-${variant}`);
  });

  it('has one button, Hide, which clears the message', async () => {
    const user = userEvent.setup();
    renderModal({ variant: 'danger', message: 'Your session has expired. Please log in again.' });
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(appStore.get(globalMessageAtom)).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with the Escape key', async () => {
    const user = userEvent.setup();
    renderModal({ variant: 'info', message: 'Heads up.' });
    await user.keyboard('{Escape}');
    expect(appStore.get(globalMessageAtom)).toBeNull();
  });

  describe('closing by itself', () => {
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame'] }));
    afterEach(() => {
      act(() => {
        appStore.set(globalMessageAtom, null);
        jest.runOnlyPendingTimers();
      });
      jest.useRealTimers();
    });
    const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

    it('closes a success message after the 5 s notice time, with no Hide click', () => {
      renderModal({ variant: 'success', message: 'Patient saved.' });
      wait(NOTICE_AUTO_CLOSE_MS - 1);
      expect(screen.getByRole('dialog')).toHaveTextContent('Patient saved.');
      wait(1);
      expect(appStore.get(globalMessageAtom)).toBeNull();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it.each(['danger', 'info'] as const)('keeps a %s message until it is dismissed', (variant) => {
      renderModal({ variant, message: 'The patient could not be saved.' });
      wait(NOTICE_AUTO_CLOSE_MS * 4);
      expect(screen.getByRole('dialog')).toHaveTextContent('The patient could not be saved.');
    });

    it('gives a new success message its own full time, and never closes a later error', () => {
      renderModal({ variant: 'success', message: 'Referral sent.' });
      wait(NOTICE_AUTO_CLOSE_MS - 1000);
      act(() => appStore.set(globalMessageAtom, { variant: 'success', message: 'Referral sent.' }));
      wait(NOTICE_AUTO_CLOSE_MS - 1);
      expect(screen.getByRole('dialog')).toHaveTextContent('Referral sent.');
      act(() => appStore.set(globalMessageAtom, { variant: 'danger', message: 'The server failed.' }));
      wait(NOTICE_AUTO_CLOSE_MS * 2);
      expect(screen.getByRole('dialog')).toHaveTextContent('The server failed.');
    });
  });

  it('appears when a message is shown later', () => {
    renderModal(null);
    act(() => appStore.set(globalMessageAtom, { variant: 'success', message: 'Done.' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Done.');
  });
});
