import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { RefnetProviders } from '@refnet/shared-ui';
import type { HeaderItem } from './headerMenu';
import { HeaderMenuBar } from './HeaderMenuBar';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const ITEMS: HeaderItem[] = [
  { key: 'clinicians', label: 'Find a clinician', to: '/clinicians' },
  { key: 'invite', label: 'Invite a clinician' },
];

function renderBar() {
  const onAction = jest.fn();
  render(
    <RefnetProviders>
      <HeaderMenuBar items={ITEMS} pathname="/dashboard" label="Main navigation" onAction={onAction} />
    </RefnetProviders>,
  );
  return { onAction, user: userEvent.setup() };
}

describe('HeaderMenuBar', () => {
  it('follows an item with a route as a link, without running an action', async () => {
    const { onAction, user } = renderBar();
    const link = screen.getByRole('link', { name: 'Find a clinician' });
    expect(link).toHaveAttribute('href', '/clinicians');
    await user.click(link);
    expect(navigateToUrl).toHaveBeenCalledWith('/clinicians');
    expect(onAction).not.toHaveBeenCalled();
  });

  it('runs the action of an item without a route once per click, Enter or Space', async () => {
    const { onAction, user } = renderBar();
    const action = screen.getByRole('button', { name: 'Invite a clinician' });
    await user.click(action);
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onAction).toHaveBeenLastCalledWith('invite');
    act(() => action.focus());
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledTimes(2);
    await user.keyboard(' ');
    expect(onAction).toHaveBeenCalledTimes(3);
  });
});
