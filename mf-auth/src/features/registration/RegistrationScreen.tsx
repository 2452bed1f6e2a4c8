import { useReducer } from 'react';
import { navigateToUrl } from 'single-spa';
import { Button, Flex, PageContainer, PageHeading, Typography, useIsNarrow } from '@refnet/shared-ui';
import { useOneAtATime } from '@refnet/shared-ui/forms';
import { Card, LoadFailed, LoadingState, Steps } from '@refnet/shared-ui/display';
import { ClinicianStep } from './ClinicianStep';
import { InsuranceStep } from './InsuranceStep';
import { nextBlockedReason } from './nextBlockedReason';
import { PersonalStep } from './PersonalStep';
import { ReviewStep } from './ReviewStep';
import { submitRegistration } from './submitRegistration';
import { emailMayBeUsed, useEmailAvailability } from '../../components/useEmailAvailability';
import { useReferenceData } from './useReferenceData';
import {
  initialRegistrationState,
  isClinicianComplete,
  isPersonalComplete,
  REVIEW_STEP,
  registrationReducer,
  STEP_TITLES,
  toRegisterRequest,
} from './wizardState';

export const REFERENCE_DATA_FAILED_MESSAGE =
  'The job roles and insurance providers could not be loaded. Please try again.';
const CHECK_EMAIL_PATH = '/registered/check-email';
const NEXT_REASON_ID = 'registration-next-reason';

/** /register (SPEC §2.5): the four-step registration wizard. */
export function RegistrationScreen() {
  const [state, dispatch] = useReducer(registrationReducer, initialRegistrationState);
  const reference = useReferenceData();
  const emailStatus = useEmailAvailability(state.personal.email);
  const narrow = useIsNarrow();

  const stepIsValid = [
    isPersonalComplete(state.personal) && emailMayBeUsed(emailStatus),
    isClinicianComplete(state.clinician),
    true,
  ][state.step];
  const whyNextIsDisabled = stepIsValid ? null : nextBlockedReason(state, emailStatus);

  const { run: submit, pending: submitting } = useOneAtATime(async () => {
    if (await submitRegistration(toRegisterRequest(state))) navigateToUrl(CHECK_EMAIL_PATH);
  });

  const body = () => {
    if (reference.status === 'loading') return <LoadingState text="Loading..." />;
    if (reference.status === 'error') {
      return <LoadFailed text={REFERENCE_DATA_FAILED_MESSAGE} onRetry={reference.retry} />;
    }
    switch (state.step) {
      case 0:
        return (
          <PersonalStep
            values={state.personal}
            emailStatus={emailStatus}
            onChange={(values) => dispatch({ type: 'personal', values })}
          />
        );
      case 1:
        return (
          <ClinicianStep
            values={state.clinician}
            mainEmail={state.personal.email}
            jobRoles={reference.jobRoles}
            onChange={(values) => dispatch({ type: 'clinician', values })}
          />
        );
      case 2:
        return (
          <InsuranceStep
            agreements={reference.agreements}
            value={state.insurance}
            onChange={(value) => dispatch({ type: 'insurance', value })}
          />
        );
      default:
        return (
          <ReviewStep
            state={state}
            jobRoles={reference.jobRoles}
            agreements={reference.agreements}
            submitting={submitting}
            onAcceptTerms={(accepted) => dispatch({ type: 'terms', accepted })}
            onSubmit={() => void submit()}
          />
        );
    }
  };

  return (
    <PageContainer maxWidth={900}>
      <PageHeading title="Register as a clinician" />
      <Steps
        current={state.step}
        orientation={narrow ? 'vertical' : 'horizontal'}
        size={narrow ? 'small' : 'medium'}
        items={STEP_TITLES.map((title) => ({ title }))}
        style={{ marginBottom: 24 }}
      />
      <Card>
        {body()}
        {reference.status === 'ready' && (
          <Flex justify="space-between" style={{ marginTop: 24 }}>
            <div>
              {state.step > 0 && <Button onClick={() => dispatch({ type: 'previous' })}>Previous</Button>}
            </div>
            {state.step < REVIEW_STEP && (
              <Button
                type="primary"
                disabled={!stepIsValid}
                aria-describedby={whyNextIsDisabled ? NEXT_REASON_ID : undefined}
                onClick={() => dispatch({ type: 'next' })}
              >
                Next
              </Button>
            )}
          </Flex>
        )}
        {reference.status === 'ready' && whyNextIsDisabled && (
          <Typography.Paragraph
            id={NEXT_REASON_ID}
            type="secondary"
            style={{ marginTop: 8, textAlign: 'end' }}
          >
            {whyNextIsDisabled}
          </Typography.Paragraph>
        )}
      </Card>
    </PageContainer>
  );
}
