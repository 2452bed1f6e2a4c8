import { render, screen } from '@testing-library/react';
import { OwnedRoutes, type ScreenProps } from './OwnedRoutes';

function LoginStub({ route }: ScreenProps) {
  return <p>login screen for {route.path}</p>;
}

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<OwnedRoutes owner="mf_auth" screens={{ '/login': LoginStub }} />);
}

describe('OwnedRoutes', () => {
  it('renders the given screen for an owned route', () => {
    renderAt('/login');
    expect(screen.getByText('login screen for /login')).toBeInTheDocument();
  });

  it('shows the page heading for an owned route without a screen yet', () => {
    renderAt('/profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
  });

  it('renders nothing for routes another app owns or unknown paths', () => {
    const { container } = renderAt('/patients');
    expect(container).toBeEmptyDOMElement();
    renderAt('/nowhere');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
