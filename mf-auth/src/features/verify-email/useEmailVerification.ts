import { useEffect, useRef, useState } from 'react';
import { oneTimeLinkSchema, type VerifyEmailResponse } from '@refnet/contracts/accounts';
import { verifyEmail } from '@refnet/shared-ui/accounts';

export type VerificationState =
  | { status: 'pending' }
  | { status: 'verified'; accountApproved: boolean }
  /** The link had been used before, by an address verified then: the person is told to sign in. */
  | { status: 'already-verified' }
  | { status: 'failed' };

const FAILED: VerificationState = { status: 'failed' };
const PENDING: VerificationState = { status: 'pending' };

function stateOf(answer: VerifyEmailResponse): VerificationState {
  if (!answer.emailVerified) return FAILED;
  if (answer.alreadyVerified) return { status: 'already-verified' };
  return { status: 'verified', accountApproved: answer.accountApproved };
}

/**
 * Posts the e-mailed link once per link. The request is kept in a ref, so React's development
 * double-run of effects reuses it instead of spending the one-time code twice.
 */
export function useEmailVerification(params: Readonly<Record<string, string>>): VerificationState {
  const { userHash, timeHash, verificationCode } = params;
  const link = oneTimeLinkSchema.safeParse({ userHash, timeHash, verificationCode });
  const key = link.success ? `${userHash}/${timeHash}/${verificationCode}` : null;
  const [outcome, setOutcome] = useState<{ key: string; state: VerificationState } | null>(null);
  const request = useRef<{ key: string; answer: Promise<VerifyEmailResponse> } | null>(null);

  useEffect(() => {
    if (key === null || !userHash || !timeHash || !verificationCode) return;
    if (request.current?.key !== key) {
      request.current = { key, answer: verifyEmail({ userHash, timeHash, verificationCode }) };
    }
    let active = true;
    const settle = (state: VerificationState) => {
      if (active) setOutcome({ key, state });
    };
    request.current.answer.then(
      (answer) => settle(stateOf(answer)),
      () => settle(FAILED),
    );
    return () => {
      active = false;
    };
  }, [key, userHash, timeHash, verificationCode]);

  if (key === null) return FAILED;
  return outcome?.key === key ? outcome.state : PENDING;
}
