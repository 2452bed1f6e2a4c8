import { DELEGATE_MESSAGES } from '@refnet/contracts/accounts';
import { Result } from '@refnet/shared-ui/display';
import { DelegateSignUpPage } from './DelegateSignUpPage';
import { RegistrationTeamLink } from './RegistrationTeamLink';

/** /register-delegate/verify-email-error (SPEC §2.5): the invitation could not be opened. */
export function DelegateRegistrationFailedScreen() {
  return (
    <DelegateSignUpPage title={DELEGATE_MESSAGES.registrationFailedTitle}>
      <Result
        status="error"
        title={DELEGATE_MESSAGES.invitationInvalid}
        subTitle={
          <>
            Please e-mail the registration team at <RegistrationTeamLink /> and say which clinician invited
            you: they will help you set up your account.
          </>
        }
      />
    </DelegateSignUpPage>
  );
}
