// Test-only: renders a referral list screen at a URL, signed in, against fakeReferralApi.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router-dom';
import { matchRoute } from '@refnet/contracts';
import { RefnetProviders } from '@refnet/shared-ui';
import { InboundReferralsScreen } from '../features/lists/InboundReferralsScreen';
import { OutboundReferralsScreen } from '../features/lists/OutboundReferralsScreen';

/** Renders the screen owning `url` (/referrals/inbound… or /referrals/outbound…). */
export function renderListScreen(url: string) {
  window.history.replaceState(null, '', url);
  const { route } = matchRoute(window.location.pathname)!;
  const Screen = route.path === '/referrals/inbound' ? InboundReferralsScreen : OutboundReferralsScreen;
  return render(
    <RefnetProviders>
      <BrowserRouter>
        <Screen route={route} params={{}} />
      </BrowserRouter>
    </RefnetProviders>,
  );
}

/** Renders and waits for the list (or its empty text). */
export async function showListScreen(url: string) {
  renderListScreen(url);
  await screen.findByRole('tablist');
  await waitForRows();
}

export async function waitForRows() {
  await screen.findAllByText(/No referrals to display at the moment|Show details|Hide details/);
}

/** The referral bars of the current page, each a rowgroup of the table (the first holds the headers). */
export function bars(): HTMLElement[] {
  const table = screen.queryByRole('table');
  if (!table) return [];
  return [...table.querySelectorAll<HTMLElement>(':scope > [role="rowgroup"]')].slice(1);
}

/** The patient cell of every bar, in order. */
export const patientNames = () =>
  bars().map((bar) => bar.querySelector('[role="row"] > [role="cell"]')?.textContent ?? '');

export async function openBar(index = 0): Promise<HTMLElement> {
  const bar = bars()[index]!;
  await userEvent.click(within(bar).getByRole('button', { name: 'Show details' }));
  return bar;
}

export const openTab = (label: string) => userEvent.click(screen.getByRole('tab', { name: label }));
