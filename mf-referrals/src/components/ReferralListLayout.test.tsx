import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RefnetProviders } from '@refnet/shared-ui';
import { viewportOf } from '@refnet/shared-ui/testing';
import { fakeReferralApi, type FakeReferralApi } from '../testing/fakeReferralApi';
import { outboundList, referralFixture } from '../testing/referralFixtures';
import { ReferralBar, SHOW_DETAILS_TEXT } from './ReferralBar';
import { ReferralListHeader } from './ReferralListHeader';

// An open bar reads its conversation (issue 22): from the fake API, never the network.
let api: FakeReferralApi;
beforeEach(() => {
  api = fakeReferralApi({ outbound: outboundList({ waiting: [referralFixture()] }) });
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

function renderList() {
  render(
    <RefnetProviders>
      <div role="table" aria-label="Referrals Received: New Referrals">
        <ReferralListHeader counterpartTitle="Referrer" />
        <ReferralBar
          referral={referralFixture()}
          counterpart="referrer"
          counterpartTitle="Referrer"
          canManage
          refreshList={() => Promise.resolve()}
        />
      </div>
    </RefnetProviders>,
  );
  return userEvent.setup();
}

/** The CSS grid columns of the header row and of the referral's bar. */
function columnTracks() {
  const [headerRow, barRow] = screen.getAllByRole('row');
  return { header: headerRow!.style.gridTemplateColumns, bar: barRow!.style.gridTemplateColumns };
}

describe('Referral list columns', () => {
  it('lines the headers up with the values: header and bars share columns of fixed proportions', async () => {
    viewportOf(1366);
    const user = renderList();
    const closed = columnTracks();
    expect(closed.bar).toBe(closed.header);
    // A track sized by its content ("auto") differs between the header (a hidden label) and a bar (a button).
    expect(closed.header).not.toMatch(/auto|content/);
    expect(closed.header.split(/\s(?![^(]*\))/)).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: SHOW_DETAILS_TEXT }));
    expect(columnTracks().bar).toBe(closed.header);
  });

  it('gives each value the whole width on a phone, with the toggle under them', () => {
    viewportOf(390);
    renderList();
    const bar = screen.getAllByRole('row')[1]!;
    expect(bar.style.gridTemplateColumns).toBe('minmax(0, 1fr)');
    const cells = within(bar).getAllByRole('cell');
    expect(cells.at(-1)).toContainElement(screen.getByRole('button', { name: SHOW_DETAILS_TEXT }));
    expect(cells[0]).toHaveTextContent(/^Patient:/);
  });
});
