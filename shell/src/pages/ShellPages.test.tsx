import { render, screen } from '@testing-library/react';
import { warmUpDesignSystem } from '../testing/warmUpDesignSystem';
import { ShellPages } from './ShellPages';

function renderAt(path: string) {
  window.history.pushState(null, '', path);
  return render(<ShellPages />);
}

// The pages' code loads once for the file, not inside the first test's time; each still loads on demand.
beforeAll(() =>
  Promise.all([warmUpDesignSystem(), import('../support/HelpPage'), import('./faqs/FaqsPage')]),
);
afterEach(() => window.history.pushState(null, '', '/'));

describe('ShellPages', () => {
  it('shows the landing page at once, in plain HTML without antd', () => {
    const { container } = renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to RefNet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register as a clinician' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(container.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('loads the FAQs page on demand, in the design system', async () => {
    const { container } = renderAt('/faqs');
    expect(await screen.findByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(container.querySelector('.ant-app')).not.toBeNull();
  });

  it('serves the help page at /help', async () => {
    renderAt('/help');
    expect(await screen.findByRole('button', { name: 'Send Request' })).toBeInTheDocument();
  });

  it('shows nothing on a remote’s path', () => {
    const { container } = renderAt('/patients');
    expect(container).toBeEmptyDOMElement();
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
