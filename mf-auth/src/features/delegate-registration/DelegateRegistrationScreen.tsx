import { useEffect, useState } from 'react';
import { DELEGATE_INVITATION_ERROR_PATH } from '@refnet/contracts/accounts';
import type { ScreenProps } from '@refnet/shared-ui';
import { completeDelegateRegistration } from '@refnet/shared-ui/accounts';
import { LoadingState } from '@refnet/shared-ui/display';
import { DelegateRegistrationForm, type DelegateFormValues } from './DelegateRegistrationForm';
import { DelegateSignUpPage } from './DelegateSignUpPage';
import { RegisteredNotice } from './RegisteredNotice';
import { registerDelegate, type RegistrationDestination } from './registerDelegate';
import { sessionDependencies } from '../../components/session/sessionDependencies';
import { useDelegateInvitation, type DelegateInvitation } from './useDelegateInvitation';

export const LOADING_INVITATION_TEXT = 'Loading your invitation...';

const dependencies = { ...sessionDependencies, completeDelegateRegistration };

function RegistrationStep({ invitation }: { invitation: DelegateInvitation }) {
  const [submitting, setSubmitting] = useState(false);
  const [destination, setDestination] = useState<RegistrationDestination>(null);

  const submit = async (values: DelegateFormValues) => {
    setSubmitting(true);
    const { link, registration } = invitation;
    const next = await registerDelegate(
      {
        ...link,
        ...values,
        email: registration.delegate.email,
        clinician: registration.clinician.id,
      },
      dependencies,
    );
    setSubmitting(false);
    setDestination(next);
  };

  if (destination) return <RegisteredNotice destination={destination} />;
  return (
    <DelegateRegistrationForm
      invitation={invitation.registration}
      submitting={submitting}
      onSubmit={(values) => void submit(values)}
    />
  );
}

/** /register-delegate/verify-email/:userHash/:timeHash/:verificationCode: the invited delegate signs up. */
export function DelegateRegistrationScreen({ route, params }: ScreenProps) {
  const invitation = useDelegateInvitation(params);
  const failed = invitation.status === 'error';

  useEffect(() => {
    // SPEC §2.5: a link that cannot be opened goes to the error page; Back should not return to it.
    if (failed) window.history.replaceState(null, '', DELEGATE_INVITATION_ERROR_PATH);
  }, [failed]);

  return (
    <DelegateSignUpPage title={route.title}>
      {invitation.status === 'ready' ? (
        <RegistrationStep invitation={invitation.data} />
      ) : (
        <LoadingState text={LOADING_INVITATION_TEXT} />
      )}
    </DelegateSignUpPage>
  );
}
