// Test-only delegate links and answers of the management calls.
import {
  DELEGATE_MESSAGES,
  type DelegateChangeResponse,
  type DelegatesResponse,
  type DelegateUserLink,
} from '@refnet/contracts/accounts';

function delegateLink(
  id: number,
  [title, firstName, lastName]: [string, string, string],
  overrides: Partial<DelegateUserLink> = {},
): DelegateUserLink {
  return {
    id,
    delegateUserProfile: {
      id: id + 100,
      title,
      firstName,
      lastName,
      profilePicture: '',
      jobRole: [],
      isVerified: true,
    },
    delegateEmail: `${firstName.toLowerCase()}@example.org`,
    clinicianUserProfile: 3,
    hasRegistered: true,
    isVerified: true,
    permissionViewReferrals: true,
    permissionCreateReferrals: true,
    permissionManageReferrals: true,
    accountCreatedOn: '2024-03-09T10:15:00Z',
    ...overrides,
  };
}

/** Active, with Manage referrals withheld. */
export const SAM = delegateLink(41, ['Mr', 'Sam', 'Reed'], { permissionManageReferrals: false });
/** Registered, then deactivated: can be restored. */
export const DANIEL = delegateLink(42, ['Mr', 'Daniel', 'Reid'], { isVerified: false });
/** Invited, not registered yet: cannot be restored. */
export const PRIYA = delegateLink(43, ['Ms', 'Priya', 'Shah'], {
  hasRegistered: false,
  isVerified: false,
});

export const delegatesAnswer: DelegatesResponse = { delegates: [SAM], pendingDelegates: [DANIEL, PRIYA] };
export const noDelegatesAnswer: DelegatesResponse = { delegates: [], pendingDelegates: [] };

/** A management call's answer: the changed link, the notice and both lists. */
export function changeAnswer(
  delegate: DelegateUserLink,
  lists: DelegatesResponse,
  message: string,
): DelegateChangeResponse {
  return { message: { variant: 'success', message }, delegate, ...lists };
}

export const clinicianOnlyAnswer = {
  message: { variant: 'danger', message: DELEGATE_MESSAGES.clinicianOnly },
};
