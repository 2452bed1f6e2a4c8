// Test-only: renders one mf-admin screen at a URL, as OwnedRoutes would, inside the app's providers.
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { matchRoute } from '@refnet/contracts';
import { RefnetProviders, type ScreenProps } from '@refnet/shared-ui';

export function renderScreen(url: string, Screen: ComponentType<ScreenProps>) {
  window.history.replaceState(null, '', url);
  const { route, params } = matchRoute(window.location.pathname)!;
  return render(
    <RefnetProviders>
      <BrowserRouter>
        <Screen route={route} params={params} />
      </BrowserRouter>
    </RefnetProviders>,
  );
}

/** The text of each cell of each body row of the table named `name` (not the header, not the empty row). */
export function tableRows(name: string): string[][] {
  const [, ...rows] = within(screen.getByRole('table', { name })).getAllByRole('row');
  return rows.map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent ?? ''),
  );
}

export const columnHeaders = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

export const tabLabels = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
