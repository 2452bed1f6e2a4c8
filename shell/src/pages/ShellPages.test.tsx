import { render, screen } from '@testing-library/react';
import { RefnetProviders } from '@refnet/shared-ui';
import { ShellPages } from './ShellPages';

function renderAt(path: string) {
  window.history.pushState(null, '', path);
  render(
    <RefnetProviders>
      <ShellPages />
    </RefnetProviders>,
  );
}

afterEach(() => window.history.pushState(null, '', '/'));

describe('ShellPages', () => {
  it('loads the FAQs page on demand', async () => {
    renderAt('/faqs');
    expect(await screen.findByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
  });

  it('serves the help page at /help', async () => {
    renderAt('/help');
    expect(await screen.findByRole('button', { name: 'Send Request' })).toBeInTheDocument();
  });

  it('shows the 404 screen for unknown paths', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByText(/404/)).toBeInTheDocument();
  });

  it('shows the 404 screen for a link whose percent-escape does not decode', async () => {
    renderAt('/register/verify-email/%E0/a/b');
    expect(await screen.findByText(/404/)).toBeInTheDocument();
  });
});
