import { act, render, screen } from '@testing-library/react';
import { usePathname } from './usePathname';

function ShowPath() {
  return <p>{usePathname()}</p>;
}

describe('usePathname', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('follows history changes announced by popstate', () => {
    render(<ShowPath />);
    expect(screen.getByText('/')).toBeInTheDocument();
    act(() => {
      window.history.pushState(null, '', '/dashboard');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('/dashboard')).toBeInTheDocument();
  });

  it('follows single-spa routing events', () => {
    render(<ShowPath />);
    act(() => {
      window.history.pushState(null, '', '/patients');
      window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    });
    expect(screen.getByText('/patients')).toBeInTheDocument();
  });
});
