import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, RefnetProviders } from '@refnet/shared-ui';
import { replyingWith, type FakeReply } from '@refnet/shared-ui/testing';
import { favouritesAnswer } from '../testing/pageFixtures';
import { FavouriteStar } from './FavouriteStar';

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

function showStar(isFavourite: boolean, reply: FakeReply) {
  const transport = replyingWith(reply);
  apiClient.defaults.adapter = transport.adapter;
  render(
    <RefnetProviders>
      <FavouriteStar userProfileId={21} isFavourite={isFavourite} />
    </RefnetProviders>,
  );
  return transport;
}

describe('FavouriteStar', () => {
  it('removes a favourite once confirmed and shows the outlined star again', async () => {
    const transport = showStar(true, { status: 200, data: favouritesAnswer([]) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove from favourite clinicians', pressed: true }));
    const question = await screen.findByRole('tooltip');
    expect(question).toHaveTextContent('Remove from favourite clinicians?');
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByRole('button', { name: 'Add to favourite clinicians', pressed: false }),
    ).toBeInTheDocument();
    expect(transport.requests[0]).toMatchObject({
      method: 'delete',
      url: '/user/favourite-clinician/remove/21/',
    });
  });

  it('changes nothing when the question is cancelled', async () => {
    const transport = showStar(false, { status: 200, data: favouritesAnswer([21]) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add to favourite clinicians' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Cancel' }));
    expect(transport.requests).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Add to favourite clinicians' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('follows the answered list: a clinician missing from it is not a favourite', async () => {
    showStar(false, { status: 200, data: favouritesAnswer([99]) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add to favourite clinicians' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add to favourite clinicians' })).toBeInTheDocument();
  });
});
