import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_TOKEN_TEXTS } from '@refnet/contracts/api-tokens';
import { ApiRequestError, appStore, globalMessageAtom, RefnetProviders } from '@refnet/shared-ui';
import { RevokeApiTokenButton } from './RevokeApiTokenButton';

afterEach(() => appStore.set(globalMessageAtom, null));

function renderButton(revoke: () => Promise<{ message: { variant: 'success'; message: string } }>) {
  render(
    <RefnetProviders>
      <RevokeApiTokenButton name="Lab feed" revoke={revoke} failedText="Could not revoke." />
    </RefnetProviders>,
  );
}

describe('RevokeApiTokenButton', () => {
  it('asks first, revokes once confirmed and shows the answer', async () => {
    const message = { variant: 'success', message: API_TOKEN_TEXTS.revoked('Lab feed') } as const;
    const revoke = jest.fn().mockResolvedValue({ message });
    renderButton(revoke);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Revoke Lab feed' }));
    const question = await screen.findByRole('tooltip');
    expect(question).toHaveTextContent(API_TOKEN_TEXTS.revokeQuestion('Lab feed'));
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(revoke).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Revoke Lab feed' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(appStore.get(globalMessageAtom)).toEqual(message));
    expect(revoke).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s refusal, or the fallback when there is none', async () => {
    const refusal = { variant: 'danger', message: API_TOKEN_TEXTS.alreadyRevoked } as const;
    const revoke = jest
      .fn()
      .mockRejectedValueOnce(
        new ApiRequestError({
          kind: 'response',
          status: 409,
          message: refusal.message,
          serverMessage: refusal,
        }),
      )
      .mockRejectedValueOnce(new Error('offline'));
    renderButton(revoke);
    const user = userEvent.setup();
    for (const expected of [refusal, { variant: 'danger', message: 'Could not revoke.' }]) {
      await user.click(screen.getByRole('button', { name: 'Revoke Lab feed' }));
      await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Revoke' }));
      await waitFor(() => expect(appStore.get(globalMessageAtom)).toEqual(expected));
    }
  });
});
