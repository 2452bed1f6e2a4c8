import type { ScreenProps } from '@refnet/shared-ui';
import { Result } from '@refnet/shared-ui/display';
import { DelegateSignUpPage } from './DelegateSignUpPage';
import { RegistrationTeamLink } from './RegistrationTeamLink';

/** /register-delegate/verify-email without the link's parts: explains where the link is. */
export function DelegateLinkHelpScreen({ route }: ScreenProps) {
  return (
    <DelegateSignUpPage title={route.title}>
      <Result
        status="info"
        title="Open the link in your invitation e-mail"
        subTitle={
          <>
            To set up your delegate account, open the link in the invitation e-mail RefNet sent you on behalf
            of your clinician. The whole link is needed: copy it into the address bar if clicking it does not
            work. If it still does not work, e-mail the registration team at <RegistrationTeamLink />.
          </>
        }
      />
    </DelegateSignUpPage>
  );
}
