import { render, screen, within } from '@testing-library/react';
import { AppHeader } from './AppHeader';

afterEach(() => window.history.pushState(null, '', '/'));

describe('a visitor’s header', () => {
  it('offers Login, Register and Help as plain links, marking the page shown, without antd', () => {
    window.history.pushState(null, '', '/help');
    const { container } = render(<AppHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Login', '/login'],
      ['Register', '/register'],
      ['Help', '/help'],
    ]);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Help');
    expect(container.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('leaves Register out on the registration pages', () => {
    window.history.pushState(null, '', '/register');
    render(<AppHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Login' })).not.toHaveAttribute('aria-current');
  });
});
