import { render, screen } from '@testing-library/react';
import { matchRoute } from '@refnet/contracts';
import { DELEGATE_INVITATION_ERROR_PATH, DELEGATE_INVITATION_PATH } from '@refnet/contracts/accounts';
import { appConfigAtom, appStore, RefnetProviders, type ScreenProps } from '@refnet/shared-ui';
import { appConfig } from '@refnet/shared-ui/testing';
import type { ComponentType } from 'react';
import { DelegateLinkHelpScreen } from './DelegateLinkHelpScreen';
import { DelegateRegistrationFailedScreen } from './DelegateRegistrationFailedScreen';

const REGISTRATION_TEAM_EMAIL = appConfig.supportEmail;

beforeEach(() => appStore.set(appConfigAtom, appConfig));

function renderAt(Screen: ComponentType<ScreenProps>, path: string) {
  const match = matchRoute(path);
  if (!match) throw new Error(`no route for ${path}`);
  render(
    <RefnetProviders>
      <Screen route={match.route} params={match.params} />
    </RefnetProviders>,
  );
}

const teamLink = () => screen.getByRole('link', { name: REGISTRATION_TEAM_EMAIL });

describe('DelegateRegistrationFailedScreen', () => {
  it('is headed Registration failed and asks the user to e-mail the registration team', () => {
    renderAt(DelegateRegistrationFailedScreen, DELEGATE_INVITATION_ERROR_PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Registration failed' })).toBeInTheDocument();
    expect(screen.getByText('This registration link is not valid or has expired.')).toBeInTheDocument();
    expect(screen.getByText(/Please e-mail the registration team at/)).toBeInTheDocument();
    expect(teamLink()).toHaveAttribute('href', `mailto:${REGISTRATION_TEAM_EMAIL}`);
  });
});

describe('DelegateLinkHelpScreen', () => {
  it('explains that the invitation e-mail holds the link, and whom to contact when it fails', () => {
    renderAt(DelegateLinkHelpScreen, DELEGATE_INVITATION_PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Delegate registration' })).toBeInTheDocument();
    expect(screen.getByText('Open the link in your invitation e-mail')).toBeInTheDocument();
    expect(screen.getByText(/open the link in the invitation e-mail RefNet sent you/)).toBeInTheDocument();
    expect(teamLink()).toHaveAttribute('href', `mailto:${REGISTRATION_TEAM_EMAIL}`);
  });
});
