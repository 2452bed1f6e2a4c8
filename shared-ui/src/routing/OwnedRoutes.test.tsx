import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
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

  it('starts a screen afresh when the path changes, even when the new route has the same screen', () => {
    let mounts = 0;
    function WizardStub({ route }: ScreenProps) {
      const [mount] = useState(() => (mounts += 1));
      return <p>{`mount ${mount} at ${route.path}`}</p>;
    }
    window.history.replaceState(null, '', '/referral/add');
    const screens = { '/referral/add': WizardStub, '/referral/patient-selected': WizardStub };
    render(<OwnedRoutes owner="mf_referrals" screens={screens} />);
    expect(screen.getByText('mount 1 at /referral/add')).toBeInTheDocument();
    act(() => {
      window.history.pushState(null, '', '/referral/patient-selected');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('mount 2 at /referral/patient-selected')).toBeInTheDocument();
  });
});
