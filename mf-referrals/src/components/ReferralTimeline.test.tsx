import { render, screen, within } from '@testing-library/react';
import { BEN, eventPerson, referralEventFixture } from '../testing/referralFixtures';
import { ReferralTimeline, TIMELINE_LABEL } from './ReferralTimeline';

describe('ReferralTimeline', () => {
  it('lists each transition with who acted, for whom, and when (UK time)', () => {
    const delegate = { id: 30, title: '', firstName: 'Sam', lastName: 'Lee' };
    render(
      <ReferralTimeline
        events={[
          referralEventFixture(),
          referralEventFixture({
            id: 2,
            action: 'accepted',
            fromStatus: 'PENDING',
            toStatus: 'ACCEPTED',
            actor: delegate,
            onBehalfOf: eventPerson(BEN),
            at: '2026-06-01T13:15:00Z',
          }),
        ]}
      />,
    );
    const entries = within(screen.getByRole('list', { name: TIMELINE_LABEL })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Referred by Dr Ada Okafor09:30 05/01/2026',
      'Accepted by Sam Lee for Dr Ben Hart14:15 01/06/2026',
    ]);
  });
});
