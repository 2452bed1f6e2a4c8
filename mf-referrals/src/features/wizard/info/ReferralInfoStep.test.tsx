import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REFERRAL_MESSAGES } from '@refnet/contracts/referrals';
import { RefnetProviders } from '@refnet/shared-ui';
import { WIZARD_NAV_LABEL } from '../WizardNav';
import { HISTORY_LABEL, REASON_LABEL, ReferralInfoStep, type ReferralTexts } from './ReferralInfoStep';

function renderStep(
  initial: ReferralTexts = { patientHistory: '', mainDescription: '' },
  onPrevious?: () => void,
) {
  const onNext = jest.fn();
  function Harness() {
    const [texts, setTexts] = useState(initial);
    return (
      <ReferralInfoStep
        texts={texts}
        onChange={(field, value) => setTexts((previous) => ({ ...previous, [field]: value }))}
        onNext={onNext}
        onPrevious={onPrevious}
      />
    );
  }
  render(
    <RefnetProviders>
      <Harness />
    </RefnetProviders>,
  );
  return onNext;
}

const next = () => screen.getByRole('button', { name: 'Next' });

describe('step 1: referral information (SPEC §5)', () => {
  it('needs both texts before Next is enabled, and counts their characters', async () => {
    const onNext = renderStep();
    expect(next()).toBeDisabled();
    await userEvent.type(screen.getByLabelText(HISTORY_LABEL), 'Two episodes.');
    expect(next()).toBeDisabled();
    expect(screen.getByText('13 / 1500')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(REASON_LABEL), 'Please assess.');
    expect(next()).toBeEnabled();
    await userEvent.click(next());
    expect(onNext).toHaveBeenCalled();
  });

  it('says when a text passes 1500 characters, and keeps Next disabled', async () => {
    renderStep({ patientHistory: '', mainDescription: 'Please assess.' });
    await userEvent.click(screen.getByLabelText(HISTORY_LABEL));
    await userEvent.paste('x'.repeat(1501));
    expect(await screen.findByText(REFERRAL_MESSAGES.textTooLong)).toBeInTheDocument();
    expect(screen.getByLabelText(HISTORY_LABEL)).toHaveValue('x'.repeat(1501));
    expect(screen.getByText('1501 / 1500')).toBeInTheDocument();
    expect(next()).toBeDisabled();
  });

  it('accepts exactly 1500 characters', async () => {
    renderStep({ patientHistory: '', mainDescription: 'Please assess.' });
    await userEvent.click(screen.getByLabelText(HISTORY_LABEL));
    await userEvent.paste('x'.repeat(1500));
    expect(next()).toBeEnabled();
    expect(screen.queryByText(REFERRAL_MESSAGES.textTooLong)).not.toBeInTheDocument();
  });

  it('says a text is missing once it is emptied, calling it by its label', async () => {
    renderStep({ patientHistory: 'Two episodes.', mainDescription: 'Please assess.' });
    await userEvent.clear(screen.getByLabelText(REASON_LABEL));
    expect(await screen.findByText('Reason for referral is missing')).toBeInTheDocument();
    expect(screen.queryByText(/Main description/)).not.toBeInTheDocument();
    expect(next()).toBeDisabled();
  });

  it('puts Previous and Next on one row', () => {
    renderStep({ patientHistory: 'Two episodes.', mainDescription: 'Please assess.' }, jest.fn());
    const row = screen.getByRole('group', { name: WIZARD_NAV_LABEL });
    expect(within(row).getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
