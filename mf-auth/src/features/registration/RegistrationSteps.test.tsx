import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VALIDATION_MESSAGES } from '@refnet/contracts/accounts';
import { RefnetProviders } from '@refnet/shared-ui';
import { AGREEMENTS } from '@refnet/shared-ui/testing';
import { JOB_ROLES } from '@refnet/shared-ui/testing';
import { ClinicianStep } from './ClinicianStep';
import { PersonalStep } from './PersonalStep';
import { ReviewStep } from './ReviewStep';
import { completeState } from '../../testing/registrationFixtures';
import { initialRegistrationState, isPersonalComplete } from './wizardState';

describe('PersonalStep e-mail', () => {
  function renderStep() {
    render(
      <RefnetProviders>
        <PersonalStep values={initialRegistrationState.personal} emailStatus="idle" onChange={jest.fn()} />
      </RefnetProviders>,
    );
    return screen.getByLabelText('Email');
  }

  it('accepts what the contracts accept, so the field agrees with Next and the server', async () => {
    // A one-letter top-level domain: valid for the contracts, refused by antd's own e-mail rule.
    const email = 'ada@example.c';
    expect(isPersonalComplete({ ...completeState.personal, email })).toBe(true);
    await userEvent.click(renderStep());
    await userEvent.paste(email);
    await userEvent.tab();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue(email));
    expect(screen.queryByText(VALIDATION_MESSAGES.emailInvalid)).not.toBeInTheDocument();
  });

  it('refuses what the contracts refuse with the SPEC message', async () => {
    await userEvent.click(renderStep());
    await userEvent.paste('ada@example');
    await userEvent.tab();
    expect(await screen.findByText(VALIDATION_MESSAGES.emailInvalid)).toBeInTheDocument();
  });
});

describe('ClinicianStep date of birth', () => {
  async function typeDob(text: string) {
    const onChange = jest.fn();
    render(
      <RefnetProviders>
        <ClinicianStep
          values={initialRegistrationState.clinician}
          mainEmail="ada@example.org"
          jobRoles={JOB_ROLES}
          onChange={onChange}
        />
      </RefnetProviders>,
    );
    await userEvent.click(screen.getByLabelText('Date of birth'));
    await userEvent.paste(text);
    return onChange;
  }

  it('takes DD/MM/YYYY as typed and keeps yyyy-mm-dd for Next and the server', async () => {
    const onChange = await typeDob('7/3/1980');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ dob: '1980-03-07' }));
    expect(screen.getByLabelText('Date of birth')).toHaveValue('7/3/1980');
  });

  it.each([
    ['31/02/2000', VALIDATION_MESSAGES.dobNotADate],
    ['01/01/2999', VALIDATION_MESSAGES.dobInFuture],
  ])('says what is wrong with %s, never "under 18"', async (dob, message) => {
    await typeDob(dob);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(VALIDATION_MESSAGES.registrationUnder18)).not.toBeInTheDocument();
  });
});

describe('ReviewStep', () => {
  function renderReview(acceptedTerms: boolean) {
    const onSubmit = jest.fn();
    render(
      <RefnetProviders>
        <ReviewStep
          state={{ ...completeState, acceptedTerms }}
          jobRoles={JOB_ROLES}
          agreements={AGREEMENTS}
          submitting={false}
          onAcceptTerms={jest.fn()}
          onSubmit={onSubmit}
        />
      </RefnetProviders>,
    );
    return onSubmit;
  }

  it('shows the date of birth as an en-GB date', () => {
    renderReview(false);
    expect(screen.getByText('02/04/1980')).toBeInTheDocument();
    expect(screen.queryByText('1980-04-02')).not.toBeInTheDocument();
  });

  it('asks for the terms instead of submitting until they are accepted', async () => {
    const onSubmit = renderReview(false);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.termsRequired);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits once the terms are accepted', async () => {
    const onSubmit = renderReview(true);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
