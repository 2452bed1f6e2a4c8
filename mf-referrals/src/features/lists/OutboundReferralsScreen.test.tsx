import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REFERRAL_MESSAGES } from '@refnet/contracts/referrals';
import { appStore, clearSession, globalMessageAtom, saveSession } from '@refnet/shared-ui';
import { chooseOption, clinicianSession, signInDelegate, viewportOf } from '@refnet/shared-ui/testing';
import { fakeReferralApi, type FakeReferralApi } from '../../testing/fakeReferralApi';
import { outboundList, referralFixture } from '../../testing/referralFixtures';
import {
  bars,
  openBar,
  openTab,
  patientNames,
  renderListScreen,
  showListScreen,
  waitForRows,
} from '../../testing/listScreenHarness';

const NAMED = referralFixture({ id: 1, createdOn: '2026-01-05T09:30:00Z' });
const OPEN = referralFixture({
  id: 2,
  status: 'OPEN',
  specifiedClinician: false,
  targetClinician: null,
  createdOn: '2026-01-04T09:30:00Z',
});
const ACCEPTED = referralFixture({
  id: 3,
  status: 'ACCEPTED',
  targetHasAccepted: true,
  acceptedOn: '2026-01-06T14:05:00Z',
});
const LIST = outboundList({ waiting: [NAMED, OPEN], accepted: [ACCEPTED] });

let api: FakeReferralApi;
beforeEach(() => {
  clearSession();
  saveSession(clinicianSession);
  api = fakeReferralApi({ outbound: LIST });
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

describe('Referrals Made', () => {
  it('shows Pending by default, named and open referrals, under the SPEC headers', async () => {
    await showListScreen('/referrals/outbound');
    expect(screen.getByRole('heading', { level: 1, name: 'Referrals Made' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Pending',
      'Accepted',
      'Booked',
      'DNA',
    ]);
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Patient',
      'DOB',
      'Sex',
      'Target Clinician',
      'Details',
    ]);
    expect(bars()).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Dr Ben Hart' })).toHaveAttribute('href', '/clinicians/user/8');
    expect(bars()[1]).toHaveTextContent('Open to all Consultants');
  });

  it('shows the sender their own patient in full', async () => {
    await showListScreen('/referrals/outbound');
    expect(patientNames()).toEqual(['Mr John Smith', 'Mr John Smith']);
    const bar = await openBar();
    expect(bar.querySelector('[data-private-value]')).toBeNull();
    expect(bar).toHaveTextContent('john@example.org');
  });

  it('links its tabs to /referrals/outbound', async () => {
    await showListScreen('/referrals/outbound');
    await openTab('Accepted');
    expect(window.location.pathname + window.location.search).toBe(
      '/referrals/outbound?referralType=outboundAccepted',
    );
    expect(patientNames()).toHaveLength(1);
  });

  it('offers Cancel only until the referral is accepted', async () => {
    await showListScreen('/referrals/outbound');
    expect(within(await openBar(0)).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(await openBar(1)).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await openTab('Accepted');
    const accepted = await openBar();
    expect(within(accepted).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(accepted).toHaveTextContent('Accepted14:05 06/01/2026');
  });

  it('disables Cancel for a delegate without the manage permission, saying why', async () => {
    signInDelegate({ permissionManageReferrals: false });
    await showListScreen('/referrals/outbound');
    const cancel = within(await openBar()).getByRole('button', { name: 'Cancel' });
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAttribute('title', expect.stringContaining('permission to manage referrals'));
    await userEvent.click(cancel);
    expect(screen.queryByText('Cancel this referral?')).not.toBeInTheDocument();
  });

  it('cancels after confirmation, then refetches the list', async () => {
    const message = { variant: 'success', message: REFERRAL_MESSAGES.cancelled } as const;
    api.answer({ other: () => ({ status: 200, data: { message, waiting: [OPEN] } }) });
    await showListScreen('/referrals/outbound');
    const bar = await openBar();
    api.answer({ outbound: outboundList({ waiting: [OPEN] }) });
    await userEvent.click(within(bar).getByRole('button', { name: 'Cancel' }));
    expect(api.calls()).not.toContain('DELETE /referrals/delete/1/');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel referral' }));
    await waitFor(() => expect(appStore.get(globalMessageAtom)).toEqual(message));
    expect(api.calls()).toContain('DELETE /referrals/delete/1/');
    await waitFor(() => expect(bars()).toHaveLength(1));
    expect(api.calls()).toContain('GET /referrals/referral-notifications/');
  });

  it('explains the groups in the Referrals Made Information modal', async () => {
    await showListScreen('/referrals/outbound');
    await userEvent.click(screen.getByRole('button', { name: 'Referrals Made Information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Referrals Made Information' });
    expect(dialog).toHaveTextContent('including open referrals');
  });

  it('shows the sort toggle only above 992 px', async () => {
    viewportOf(992);
    await showListScreen('/referrals/outbound');
    expect(screen.queryByRole('button', { name: 'Set oldest first' })).not.toBeInTheDocument();
  });

  it('offers a "Select referral group" dropdown instead of tabs on narrow screens', async () => {
    viewportOf(768);
    renderListScreen('/referrals/outbound');
    await waitForRows();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await chooseOption('Select referral group', 'Accepted');
    await waitFor(() => expect(patientNames()).toHaveLength(1));
    expect(window.location.search).toBe('?referralType=outboundAccepted');
  });
});
