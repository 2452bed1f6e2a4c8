import { useEffect, useRef, useState } from 'react';
import { oneTimeLinkSchema, type VerifyEmailResponse } from '@refnet/contracts';
import { verifyEmail } from '@refnet/shared-ui';

export type VerificationState =
  { status: 'pending' } | { status: 'verified'; accountApproved: boolean } | { status: 'failed' };

/**
 * Posts the e-mailed link once per mount. The request is kept in a ref, so React's development
 * double-run of effects reuses it instead of spending the one-time code twice.
 */
export function useEmailVerification(params: Readonly<Record<string, string>>): VerificationState {
  const [state, setState] = useState<VerificationState>({ status: 'pending' });
  const request = useRef<{ key: string; answer: Promise<VerifyEmailResponse> } | null>(null);
  const { userHash, timeHash, verificationCode } = params;

  useEffect(() => {
    const link = oneTimeLinkSchema.safeParse({ userHash, timeHash, verificationCode });
    if (!link.success) {
      setState({ status: 'failed' });
      return;
    }
    const key = `${userHash}/${timeHash}/${verificationCode}`;
    if (request.current?.key !== key) {
      setState({ status: 'pending' });
      request.current = { key, answer: verifyEmail(link.data) };
    }
    let active = true;
    request.current.answer.then(
      (answer) => {
        if (!active) return;
        setState(
          answer.emailVerified
            ? { status: 'verified', accountApproved: answer.accountApproved }
            : { status: 'failed' },
        );
      },
      () => {
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [userHash, timeHash, verificationCode]);

  return state;
}
