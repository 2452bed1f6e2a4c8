import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountRootParcel } from 'single-spa';
import type { AnalyticsResponse } from '@refnet/contracts/referrals';
import { apiClient, RefnetProviders } from '@refnet/shared-ui';
import { fakeTransport, viewportOf } from '@refnet/shared-ui/testing';
import { analyticsAnswer, CLINICIANS, entry, favourite } from '../../testing/analyticsFixtures';
import { AnalyticsPanel } from './AnalyticsPanel';
import * as analyticsParcel from './analyticsParcel';

const [ava, ben, cara, dev, eve, finn] = CLINICIANS;

/** The summary's answer: six received entries out of rank order, five favourites. */
const SUMMARY = analyticsAnswer({
  topReferralsFrom: [
    entry(2, ben, 6),
    entry(1, ava, 9, true),
    entry(4, dev, 3),
    entry(3, cara, 4),
    entry(6, finn, 1),
    entry(5, eve, 2),
  ],
  topReferredTo: [entry(1, cara, 5), entry(2, dev, 1, true)],
  favouriteClinicians: [favourite(1, eve), favourite(2, ava), favourite(3, dev), favourite(4, ben)],
});

/** The modal's answer (size 100). */
const ALL = analyticsAnswer({
  number: 100,
  topReferralsFrom: SUMMARY.topReferralsFrom,
  topReferredTo: [],
  favouriteClinicians: SUMMARY.favouriteClinicians,
});

const realAdapter = apiClient.defaults.adapter;

/** Answers GET /user/analytics-data/{n}/ with `bySize[n]`; any other size is a 404. */
function serveAnalytics(bySize: Record<string, AnalyticsResponse>) {
  const transport = fakeTransport((request) => {
    const size = /\/user\/analytics-data\/(\d+)\/$/.exec(request.url ?? '')?.[1] ?? '';
    const answer = bySize[size];
    return answer ? { status: 200, data: answer } : { status: 404 };
  });
  apiClient.defaults.adapter = transport.adapter;
  return transport;
}

function showPanel() {
  render(
    <RefnetProviders>
      <AnalyticsPanel />
    </RefnetProviders>,
  );
  return userEvent.setup();
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);

const figure = (label: string) => screen.getByText(label).parentElement;

beforeEach(() => viewportOf(1024));
afterEach(() => {
  jest.restoreAllMocks();
  apiClient.defaults.adapter = realAdapter;
});

describe('AnalyticsPanel', () => {
  it('says it is loading, then shows the four summary figures', async () => {
    const transport = serveAnalytics({ 5: SUMMARY });
    showPanel();
    expect(screen.getByText('Loading referral stats...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Referral stats' })).toBeInTheDocument();
    expect(figure('Patients added')).toHaveTextContent('12');
    expect(figure('Patients received')).toHaveTextContent('3');
    expect(figure('Referrals made')).toHaveTextContent('20');
    expect(figure('Referrals received')).toHaveTextContent('7');
    expect(transport.requests.map((request) => request.url)).toEqual(['/user/analytics-data/5/']);
  });

  it('shows five top referrers by rank, each linking to the clinician with their count', async () => {
    serveAnalytics({ 5: SUMMARY });
    showPanel();
    const received = await screen.findByRole('list', { name: 'Top Referrals Received' });
    expect(names(received)).toEqual([
      'Dr Ava Adams',
      'Dr Ben Brown',
      'Dr Cara Cole',
      'Dr Dev Dutta',
      'Dr Eve Evans',
    ]);
    const first = within(received).getAllByRole('listitem')[0] as HTMLElement;
    expect(first).toHaveTextContent('1.');
    expect(first).toHaveTextContent('9 referrals');
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/clinicians/user/11');
    const sent = screen.getByRole('list', { name: 'Top Referrals Sent' });
    expect(names(sent)).toEqual(['Dr Cara Cole', 'Dr Dev Dutta']);
    expect(within(sent).getAllByRole('listitem')[1]).toHaveTextContent('1 referral');
  });

  it('stars the favourites among the top referrers', async () => {
    serveAnalytics({ 5: SUMMARY });
    showPanel();
    const received = await screen.findByRole('list', { name: 'Top Referrals Received' });
    const [ava, ben] = within(received).getAllByRole('listitem') as HTMLElement[];
    expect(within(ava as HTMLElement).getByRole('img', { name: 'Favourite' })).toBeInTheDocument();
    expect(within(ben as HTMLElement).queryByRole('img', { name: 'Favourite' })).not.toBeInTheDocument();
  });

  it('shows three favourite clinicians', async () => {
    serveAnalytics({ 5: SUMMARY });
    showPanel();
    const favourites = await screen.findByRole('list', { name: 'Favourite Clinicians' });
    expect(names(favourites)).toEqual(['Dr Eve Evans', 'Dr Ava Adams', 'Dr Dev Dutta']);
    expect(within(favourites).getAllByRole('link')[0]).toHaveAttribute('href', '/clinicians/user/15');
  });

  it('says so when there are no top referrers and no favourites', async () => {
    serveAnalytics({ 5: analyticsAnswer() });
    showPanel();
    expect(await screen.findAllByText('Top referrers data not available')).toHaveLength(2);
    expect(screen.getByText('Favourite clinicians have not been selected')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers Retry when the figures cannot be loaded, and loads again', async () => {
    let failing = true;
    const transport = fakeTransport(() => (failing ? { status: 500 } : { status: 200, data: SUMMARY }));
    apiClient.defaults.adapter = transport.adapter;
    const user = showPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Referral stats could not be loaded.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Referral stats' })).toBeInTheDocument();
    expect(transport.requests).toHaveLength(2);
  });
});

describe('See all clinicians', () => {
  async function openModal() {
    const transport = serveAnalytics({ 5: SUMMARY, 100: ALL });
    const user = showPanel();
    await user.click(await screen.findByRole('button', { name: 'See all clinicians' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('tab', { name: 'Favourite Clinicians' });
    return { user, dialog, transport };
  }

  it('loads up to 100 entries when opened and shows the three tabs, favourites first', async () => {
    const { dialog, transport } = await openModal();
    expect(transport.requests.map((request) => request.url)).toEqual([
      '/user/analytics-data/5/',
      '/user/analytics-data/100/',
    ]);
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Favourite Clinicians', 'Top Referrals Received', 'Top Referrals Sent']);
    const panel = within(dialog).getByRole('tabpanel');
    expect(within(panel).getAllByRole('link')).toHaveLength(4);
  });

  it('interleaves the ranked list across two columns above 768 px', async () => {
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('tab', { name: 'Top Referrals Received' }));
    const left = await within(dialog).findByRole('list', { name: 'Top Referrals Received, left column' });
    const right = within(dialog).getByRole('list', { name: 'Top Referrals Received, right column' });
    expect(names(left)).toEqual(['Dr Ava Adams', 'Dr Cara Cole', 'Dr Eve Evans']);
    expect(names(right)).toEqual(['Dr Ben Brown', 'Dr Dev Dutta', 'Dr Finn Ford']);
  });

  it('shows one column in rank order on narrow screens', async () => {
    viewportOf(768);
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('tab', { name: 'Top Referrals Received' }));
    const list = await within(dialog).findByRole('list', { name: 'Top Referrals Received' });
    expect(names(list)).toEqual([
      'Dr Ava Adams',
      'Dr Ben Brown',
      'Dr Cara Cole',
      'Dr Dev Dutta',
      'Dr Eve Evans',
      'Dr Finn Ford',
    ]);
    expect(within(dialog).queryByRole('list', { name: /column/ })).not.toBeInTheDocument();
  });

  it('gives the empty text in a tab with nobody in it', async () => {
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('tab', { name: 'Top Referrals Sent' }));
    expect(await within(dialog).findByText('Top referrers data not available')).toBeInTheDocument();
  });

  it('closes with Close', async () => {
    const { user, dialog } = await openModal();
    const footerClose = within(dialog)
      .getAllByRole('button', { name: 'Close' })
      .find((button) => button.textContent === 'Close');
    await user.click(footerClose as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('the analytics parcel', () => {
  // single-spa-react renders outside React's act(): tell React this test is not an act environment.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('mounts the panel through single-spa and unmounts it', async () => {
    serveAnalytics({ 5: SUMMARY });
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const parcel = mountRootParcel(analyticsParcel, { domElement });
    await parcel.mountPromise;
    expect(await within(domElement).findByRole('heading', { name: 'Referral stats' })).toBeInTheDocument();
    await parcel.unmount();
    expect(domElement).toBeEmptyDOMElement();
    domElement.remove();
  });
});
