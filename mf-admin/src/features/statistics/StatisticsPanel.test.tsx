import { fireEvent, render, screen, within } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import { RefnetProviders } from '@refnet/shared-ui';
import { fetchPlatformStats } from '@refnet/shared-ui/admin';
import { PLATFORM_STATS } from '../../testing/adminFixtures';
import { columnHeaders, tableRows } from '../../testing/renderScreen';
import { STATISTICS_TEXTS, StatisticsPanel } from './StatisticsPanel';
import * as statisticsParcel from './statisticsParcel';

jest.mock('@refnet/shared-ui/admin', () => ({
  ...jest.requireActual('@refnet/shared-ui/admin'),
  fetchPlatformStats: jest.fn(),
}));
const fetchMock = jest.mocked(fetchPlatformStats);

function showPanel() {
  render(
    <RefnetProviders>
      <StatisticsPanel />
    </RefnetProviders>,
  );
}

const PERIODS = ['Last day', 'Last 7 days', 'Last 30 days', 'Last year'];

describe('StatisticsPanel', () => {
  it('says it is loading, then shows who signed in within each period', async () => {
    fetchMock.mockResolvedValue(PLATFORM_STATS);
    showPanel();
    expect(screen.getByRole('status')).toHaveTextContent(STATISTICS_TEXTS.loading);
    expect(await screen.findByRole('heading', { level: 2, name: 'Login statistics' })).toBeInTheDocument();
    expect(columnHeaders('Login statistics')).toEqual(['Signed in', ...PERIODS]);
    expect(tableRows('Login statistics')).toEqual([
      ['Clinicians', '3', '12', '40', '95'],
      ['Delegates', '1', '4', '9', '20'],
    ]);
  });

  it('shows the referrals of each period by state', async () => {
    fetchMock.mockResolvedValue(PLATFORM_STATS);
    showPanel();
    expect(await screen.findByRole('heading', { level: 2, name: 'Referral statistics' })).toBeInTheDocument();
    expect(columnHeaders('Referral statistics')).toEqual(['State', ...PERIODS]);
    expect(tableRows('Referral statistics')).toEqual([
      ['Pending', '2', '5', '11', '60'],
      ['Open', '0', '3', '7', '33'],
      ['Accepted', '1', '6', '14', '70'],
      ['Booked', '0', '2', '8', '51'],
      ['DNA', '0', '1', '2', '6'],
    ]);
  });

  it('shows how the e-mails of each period were delivered', async () => {
    fetchMock.mockResolvedValue(PLATFORM_STATS);
    showPanel();
    expect(await screen.findByRole('heading', { level: 2, name: 'E-mail delivery' })).toBeInTheDocument();
    expect(columnHeaders('E-mail delivery')).toEqual(['Delivery', ...PERIODS]);
    expect(tableRows('E-mail delivery')).toEqual([
      ['Sent', '9', '30', '120', '900'],
      ['Waiting to be tried again', '1', '1', '1', '1'],
      ['Not delivered', '0', '2', '3', '4'],
    ]);
  });

  it('offers Retry when the figures cannot be loaded', async () => {
    fetchMock.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(PLATFORM_STATS);
    showPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(STATISTICS_TEXTS.loadFailed);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Login statistics' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('the statistics parcel', () => {
  // single-spa-react renders outside React's act(): tell React this test is not an act environment.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('mounts the cards through single-spa and unmounts them', async () => {
    fetchMock.mockResolvedValue(PLATFORM_STATS);
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const parcel = mountRootParcel(statisticsParcel, { domElement });
    await parcel.mountPromise;
    expect(await within(domElement).findByRole('table', { name: 'Referral statistics' })).toBeInTheDocument();
    await parcel.unmount();
    expect(domElement).toBeEmptyDOMElement();
    domElement.remove();
  });
});
