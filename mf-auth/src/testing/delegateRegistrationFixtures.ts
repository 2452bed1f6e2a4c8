// Test-only answers of the delegate sign-up calls.
import type {
  CompleteDelegateRegistrationResponse,
  DelegateInvitationResponse,
} from '@refnet/contracts/accounts';

export const LINK = { userHash: 'MQ', timeHash: 'bG9uZw', verificationCode: 'abcdefghijklmnop1234' };
export const INVITATION_PATH = `/register-delegate/verify-email/${LINK.userHash}/${LINK.timeHash}/${LINK.verificationCode}`;
export const INVITATION_URL = `/get-verify-delegate/user=${LINK.userHash}&time=${LINK.timeHash}&code=${LINK.verificationCode}/`;

export const invitationAnswer: DelegateInvitationResponse = {
  delegateRegistration: {
    clinician: {
      id: 3,
      title: 'Dr',
      firstName: 'Amelia',
      lastName: 'Hart',
      profilePicture: '',
      jobRole: [],
      isVerified: true,
    },
    delegate: { title: 'Mr', firstName: 'Sam', lastName: 'Reed', email: 'sam@example.org' },
  },
};

export const registeredAnswer: CompleteDelegateRegistrationResponse = {
  version: '1.6.6',
  token: 'delegate-token',
  user: {
    id: 40,
    username: 'sam@example.org',
    email: 'sam@example.org',
    first_name: 'Sam',
    last_name: 'Reed',
    is_staff: false,
  },
  isPatient: false,
  isAdmin: false,
  isAuthenticated: true,
  userGroup: 'Delegate',
  isVerified: true,
  message: { variant: 'success', message: 'Delegate registration successful.' },
};
