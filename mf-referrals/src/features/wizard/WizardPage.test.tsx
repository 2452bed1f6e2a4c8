import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { appStore, clearSession, followInAppLink, profileAtom, RefnetProviders } from '@refnet/shared-ui';
import { signInAda, signInAdasDelegate } from './testing/wizardFixtures';
import { NO_CREATE_PERMISSION_TEXT, WizardPage } from './WizardPage';

afterEach(clearSession);

describe('WizardPage', () => {
  it("waits for a delegate's profile before deciding whether they may make referrals", () => {
    signInAdasDelegate({ permissionCreateReferrals: true });
    const profile = appStore.get(profileAtom);
    appStore.set(profileAtom, null);
    render(
      <RefnetProviders>
        <WizardPage title="Make Referral">
          <p>The wizard</p>
        </WizardPage>
      </RefnetProviders>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText(NO_CREATE_PERMISSION_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByText('The wizard')).not.toBeInTheDocument();
    act(() => appStore.set(profileAtom, profile));
    expect(screen.getByText('The wizard')).toBeInTheDocument();
  });

  it('starts the wizard afresh when a link to this very page is followed (Make referral again)', async () => {
    signInAda();
    window.history.replaceState(null, '', '/referral/add');
    function StepStub() {
      const [step, setStep] = useState(0);
      return <button onClick={() => setStep(step + 1)}>{`Step ${step}`}</button>;
    }
    render(
      <RefnetProviders>
        <a href="/referral/add" onClick={followInAppLink}>
          Make referral
        </a>
        <a href="/patients" onClick={(event) => event.preventDefault()}>
          Patients
        </a>
        <WizardPage title="Make Referral">
          <StepStub />
        </WizardPage>
      </RefnetProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Step 0' }));
    await userEvent.click(screen.getByRole('link', { name: 'Patients' }));
    expect(screen.getByRole('button', { name: 'Step 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Make referral' }));
    expect(screen.getByRole('button', { name: 'Step 0' })).toBeInTheDocument();
  });
});
