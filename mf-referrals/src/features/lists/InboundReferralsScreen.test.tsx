import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REFERRAL_MESSAGES } from '@refnet/contracts/referrals';
import {
  appStore,
  clearSession,
  globalMessageAtom,
  notificationCountAtom,
  profileAtom,
  saveSession,
} from '@refnet/shared-ui';
import { AGREEMENTS, clinicianSession, signInDelegate } from '@refnet/shared-ui/testing';
import { fakeReferralApi, type FakeReferralApi } from '../../testing/fakeReferralApi';
import {
  anonymisedPatientFixture,
  inboundList,
  manyReferrals,
  receivedReferral,
} from '../../testing/referralFixtures';
import {
  bars,
  openBar,
  openTab,
  patientNames,
  renderListScreen,
  showListScreen,
} from '../../testing/listScreenHarness';
import { PAGE_LOAD_FAILED_TEXT } from './ReferralGroupPage';
import { NO_VIEW_PERMISSION_TEXT } from './ReferralListScreen';

const PENDING = receivedReferral('Pending', {
  id: 1,
  patient: anonymisedPatientFixture({
    id: 11,
    sex: 'Female',
    isSelfPayer: false,
    insurancePolicy: AGREEMENTS[0]!,
  }),
});
const OPEN = receivedReferral('Open', { id: 2 });
const ACCEPTED = receivedReferral('Accepted', { id: 3 });
const BOOKED = receivedReferral('Booked', { id: 4 });
const DNA = receivedReferral('Dna', { id: 5 });
const LIST = inboundList({ waiting: [PENDING], accepted: [ACCEPTED], booked: [BOOKED], dna: [DNA] }, [OPEN]);

let api: FakeReferralApi;
beforeEach(() => {
  clearSession();
  saveSession(clinicianSession);
  api = fakeReferralApi({ inbound: LIST, nReferrals: 2 });
});
afterEach(() => api.restore());

const buttonNames = (bar: HTMLElement) =>
  within(bar)
    .getAllByRole('button')
    // The Conversation's own buttons have their tests (ConversationSection.test.tsx).
    .filter((button) => !button.closest('.refnet-conversation'))
    .map((button) => button.textContent)
    // Download as FHIR is in every state (ReferralFhirDownload.test.tsx): these are SPEC §4's own.
    .filter((name) => !/details|Read|FHIR/.test(name ?? ''));

describe('Referrals Received', () => {
  it('says it is loading, then shows New Referrals under the SPEC headers', async () => {
    renderListScreen('/referrals/inbound');
    expect(screen.getByRole('heading', { level: 1, name: 'Referrals Received' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading referrals...');
    await screen.findByRole('table', { name: 'Referrals Received: New Referrals' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'New Referrals',
      'Open Referrals',
      'Accepted',
      'Booked',
      'DNA',
    ]);
    // The fifth header is blank on screen; screen readers hear "Details".
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Patient',
      'DOB',
      'Sex',
      'Referrer',
      'Details',
    ]);
    expect(bars()).toHaveLength(1);
  });

  it.each([
    ['inboundBooked', 'Booked'],
    ['openReferrals', 'Open Referrals'],
    ['outboundPending', 'New Referrals'],
    ['nonsense', 'New Referrals'],
  ])('opens on the tab ?referralType=%s names (%s)', async (type, label) => {
    await showListScreen(`/referrals/inbound?referralType=${type}`);
    expect(screen.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the address in step with the tab, back button included', async () => {
    await showListScreen('/referrals/inbound');
    await openTab('Accepted');
    expect(window.location.pathname + window.location.search).toBe(
      '/referrals/inbound?referralType=inboundAccepted',
    );
    expect(screen.getByRole('table', { name: 'Referrals Received: Accepted' })).toBeInTheDocument();
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'New Referrals' })).toHaveAttribute('aria-selected', 'true'),
    );
  });

  it('hides a pending patient behind blurred random placeholders', async () => {
    await showListScreen('/referrals/inbound');
    const bar = await openBar();
    const hidden = bar.querySelectorAll('[data-private-value]');
    // Name, DOB, e-mail, phone, address.
    expect(hidden).toHaveLength(5);
    for (const value of hidden) {
      expect(value).toHaveAttribute('title', 'Shown once you accept the referral');
      const shown = value.querySelector('[aria-hidden="true"]') as HTMLElement;
      expect(shown.style.filter).toMatch(/blur/);
      expect(shown.textContent).not.toBe('');
    }
    expect(within(bar).getAllByText('Shown once you accept the referral')).toHaveLength(5);
    // What the anonymised variant does carry is shown as it is.
    expect(bar).toHaveTextContent('Female');
    expect(bar).toHaveTextContent('Bupa');
  });

  it('never shows real details in the Pending view, even if the server sent them', async () => {
    const leaked = receivedReferral('Pending', { id: 9, patient: receivedReferral('Accepted').patient });
    api.answer({ inbound: inboundList({ waiting: [leaked] }) });
    await showListScreen('/referrals/inbound');
    const bar = await openBar();
    for (const secret of ['John', 'Smith', '02/04/1980', 'john@example.org', '7946', 'Praed St']) {
      expect(bar).not.toHaveTextContent(secret);
    }
  });

  it('shows the accepted patient in full, with times, reason and audit trail', async () => {
    const reason = 'Persistent haematuria. '.repeat(20);
    api.answer({ inbound: inboundList({ accepted: [{ ...ACCEPTED, mainDescription: reason }] }) });
    await showListScreen('/referrals/inbound?referralType=inboundAccepted');
    expect(patientNames()).toEqual(['Mr John Smith']);
    const bar = await openBar();
    expect(bar.querySelector('[data-private-value]')).toBeNull();
    for (const text of [
      '02/04/1980',
      'Self-payer',
      'john@example.org',
      '+44 20 7946 0000',
      '1 Praed St, London, W2 1NY',
      'Two episodes over three months.',
      'Referred09:30 05/01/2026',
      'Accepted14:05 06/01/2026',
      'CompletedNot yet completed',
    ]) {
      expect(bar).toHaveTextContent(text);
    }
    expect(within(bar).getByRole('list', { name: 'Referral timeline' })).toHaveTextContent(
      'Referred by Dr Ada Okafor',
    );
    await userEvent.click(within(bar).getByRole('button', { name: 'Read More' }));
    expect(within(bar).getByRole('button', { name: 'Read Less' })).toBeInTheDocument();
  });

  it('links the referrer to their clinician page', async () => {
    await showListScreen('/referrals/inbound?referralType=openReferrals');
    expect(screen.getByRole('link', { name: 'Dr Ada Okafor' })).toHaveAttribute('href', '/clinicians/user/7');
  });

  it.each([
    ['New Referrals', ['Accept', 'Reject']],
    ['Open Referrals', ['Accept']],
    ['Accepted', ['Reject', 'DNA', 'Booked']],
    ['Booked', ['Set active', 'DNA']],
    ['DNA', ['Set active', 'Booked']],
  ])('offers the SPEC §4 buttons in %s: %j', async (tab, names) => {
    await showListScreen('/referrals/inbound');
    await openTab(tab);
    const bar = await openBar();
    expect(buttonNames(bar)).toEqual(names);
    for (const name of names) expect(within(bar).getByRole('button', { name })).toBeEnabled();
  });

  it('disables every button for a delegate without the manage permission, saying why', async () => {
    signInDelegate({ permissionManageReferrals: false });
    await showListScreen('/referrals/inbound?referralType=inboundAccepted');
    const bar = await openBar();
    for (const name of ['Reject', 'DNA', 'Booked']) {
      const button = within(bar).getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('title', expect.stringContaining('permission to manage referrals'));
    }
  });

  it('tells a delegate without the view permission why there is nothing, without asking the API', async () => {
    signInDelegate({ permissionViewReferrals: false });
    renderListScreen('/referrals/inbound?referralType=inboundPending');
    expect(screen.getByRole('heading', { level: 1, name: 'Referrals Received' })).toBeInTheDocument();
    expect(screen.getByText(NO_VIEW_PERMISSION_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(
      screen.queryByText('The referrals could not be loaded.', { exact: false }),
    ).not.toBeInTheDocument();
    expect(api.calls()).toEqual([]);
  });

  it("waits for a delegate's profile before deciding whether they may view referrals", async () => {
    signInDelegate({});
    const profile = appStore.get(profileAtom);
    appStore.set(profileAtom, null);
    renderListScreen('/referrals/inbound');
    expect(screen.queryByText(NO_VIEW_PERMISSION_TEXT)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    act(() => appStore.set(profileAtom, profile));
    await screen.findByRole('table', { name: 'Referrals Received: New Referrals' });
    expect(bars()).toHaveLength(1);
  });

  it('marks a referral booked, then shows the message, refetches the list and the badge', async () => {
    const message = { variant: 'success', message: REFERRAL_MESSAGES.booked } as const;
    api.answer({
      other: () => ({ status: 200, data: { message, accepted: [], booked: [ACCEPTED], dna: [] } }),
    });
    await showListScreen('/referrals/inbound?referralType=inboundAccepted');
    const bar = await openBar();
    api.answer({
      inbound: inboundList({ booked: [{ ...ACCEPTED, displayType: 'Booked', status: 'BOOKED' }] }),
      nReferrals: 1,
    });
    await userEvent.click(within(bar).getByRole('button', { name: 'Booked' }));
    await waitFor(() => expect(appStore.get(globalMessageAtom)).toEqual(message));
    expect(api.bodies('/referrals/complete/3/')).toEqual([{ toComplete: true }]);
    await waitFor(() =>
      expect(screen.getByText('No referrals to display at the moment')).toBeInTheDocument(),
    );
    expect(api.calls().filter((call) => call === 'GET /referrals/list/inbound')).toHaveLength(2);
    expect(appStore.get(notificationCountAtom)).toBe(1);
    await openTab('Booked');
    expect(patientNames()).toEqual(['Mr John Smith']);
  });

  it('asks before rejecting, and sends nothing when kept', async () => {
    await showListScreen('/referrals/inbound');
    const bar = await openBar();
    await userEvent.click(within(bar).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Reject this referral?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep referral' }));
    expect(api.calls().some((call) => call.includes('/reject/'))).toBe(false);
  });

  it("shows the server's refusal when an open referral was taken, and refetches", async () => {
    const refusal = { variant: 'danger', message: REFERRAL_MESSAGES.alreadyClaimed } as const;
    api.answer({ other: () => ({ status: 409, data: { message: refusal } }) });
    await showListScreen('/referrals/inbound?referralType=openReferrals');
    const bar = await openBar();
    api.answer({ inbound: inboundList() });
    await userEvent.click(within(bar).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(appStore.get(globalMessageAtom)).toEqual(refusal));
    expect(api.calls()).toContain('POST /referrals/accept/2/');
    expect(await screen.findByText('No referrals to display at the moment')).toBeInTheDocument();
  });

  it('reads 26 referrals from the server 25 a page, by key, newest or oldest first', async () => {
    const referrals = manyReferrals(26, () => ({ displayType: 'Accepted', status: 'ACCEPTED' }));
    api.answer({ inbound: inboundList({ accepted: referrals }) });
    await showListScreen('/referrals/inbound?referralType=inboundAccepted');
    expect(bars()).toHaveLength(25);
    expect(patientNames()[0]).toBe('Mr Patient26 Test');
    const pager = () => screen.getByRole('navigation', { name: 'Pagination' });
    expect(pager()).toHaveTextContent('Displaying 1 to 25 of 26');
    await userEvent.click(within(pager()).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(patientNames()).toEqual(['Mr Patient1 Test']));
    expect(pager()).toHaveTextContent('Displaying 26 to 26 of 26');
    expect(api.pageQueries()).toEqual([{ url: '/referrals/list/inbound/accepted', params: { after: 2 } }]);
    await userEvent.click(within(pager()).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(patientNames()[0]).toBe('Mr Patient26 Test'));
    expect(api.calls().filter((call) => call.includes('/accepted'))).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Set oldest first' }));
    await waitFor(() => expect(patientNames()[0]).toBe('Mr Patient1 Test'));
    expect(api.pageQueries().at(-1)).toEqual({
      url: '/referrals/list/inbound/accepted',
      params: { order: 'oldest' },
    });
    await userEvent.click(within(pager()).getByRole('button', { name: 'End' }));
    await waitFor(() => expect(patientNames()).toEqual(['Mr Patient26 Test']));
    expect(pager()).toHaveTextContent('Displaying 26 to 26 of 26');
    expect(screen.getByRole('button', { name: 'Set newest first' })).toBeInTheDocument();
  });

  it('fetches the shown page again after a referral on it changes, without going back to page 1', async () => {
    const referrals = manyReferrals(27, (id) => ({ id, displayType: 'Accepted', status: 'ACCEPTED' }));
    const message = { variant: 'success', message: REFERRAL_MESSAGES.booked } as const;
    api.answer({
      inbound: inboundList({ accepted: referrals }),
      other: () => ({ status: 200, data: { message, accepted: [], booked: [], dna: [] } }),
    });
    await showListScreen('/referrals/inbound?referralType=inboundAccepted');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(patientNames()).toEqual(['Mr Patient2 Test', 'Mr Patient1 Test']));
    const [bookedNow, stillAccepted] = [referrals[1]!, referrals[0]!];
    api.answer({
      inbound: inboundList({
        accepted: referrals.filter((referral) => referral !== bookedNow),
        booked: [{ ...bookedNow, displayType: 'Booked', status: 'BOOKED' }],
      }),
    });
    await userEvent.click(within(bars()[0]!).getByRole('button', { name: /details/ }));
    await userEvent.click(within(bars()[0]!).getByRole('button', { name: 'Booked' }));
    await waitFor(() => expect(patientNames()).toEqual([`Mr Patient${stillAccepted.id} Test`]));
    expect(api.pageQueries()).toEqual([
      { url: '/referrals/list/inbound/accepted', params: { after: 3 } },
      { url: '/referrals/list/inbound/accepted', params: { after: 3 } },
    ]);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      'Displaying 26 to 26 of 26',
    );
  });

  it('offers a retry when a page cannot be loaded, and loads it on retry', async () => {
    const referrals = manyReferrals(30, () => ({ displayType: 'Accepted', status: 'ACCEPTED' }));
    api.answer({ inbound: inboundList({ accepted: referrals }) });
    await showListScreen('/referrals/inbound?referralType=inboundAccepted');
    const list = inboundList({ accepted: referrals });
    api.answer({ inbound: { status: 500 } });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(PAGE_LOAD_FAILED_TEXT)).toBeInTheDocument();
    api.answer({ inbound: list });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bars()).toHaveLength(5));
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      'Displaying 26 to 30 of 30',
    );
  });

  it('shows no pager for 25 referrals', async () => {
    api.answer({
      inbound: inboundList({ accepted: manyReferrals(25, () => ({ displayType: 'Accepted' })) }),
    });
    await showListScreen('/referrals/inbound?referralType=inboundAccepted');
    expect(bars()).toHaveLength(25);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('says when a group is empty', async () => {
    api.answer({ inbound: inboundList() });
    await showListScreen('/referrals/inbound');
    expect(screen.getByText('No referrals to display at the moment')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers to retry when the list cannot be loaded', async () => {
    api.answer({ inbound: { status: 500 } });
    renderListScreen('/referrals/inbound');
    expect(await screen.findByRole('alert')).toHaveTextContent('The referrals could not be loaded.');
    api.answer({ inbound: LIST });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bars()).toHaveLength(1));
  });

  it('explains the groups in the Referrals Received Information modal', async () => {
    await showListScreen('/referrals/inbound');
    await userEvent.click(screen.getByRole('button', { name: 'Referrals Received Information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Referrals Received Information' });
    for (const label of ['New Referrals', 'Open Referrals', 'Accepted', 'Booked', 'DNA']) {
      expect(within(dialog).getByText(label)).toBeInTheDocument();
    }
  });
});
