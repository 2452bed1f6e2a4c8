import { useEffect } from 'react';
import { navigateToUrl } from 'single-spa';
import { AWAITING_APPROVAL_MESSAGE } from '@refnet/contracts/accounts';
import {
  appStore,
  Button,
  checkAuth,
  Flex,
  followInAppLink,
  saveSession,
  sessionAtom,
  Typography,
  useSession,
  type ScreenProps,
} from '@refnet/shared-ui';
import { Result } from '@refnet/shared-ui/display';
import { ApprovalStatus, BETA_FREE_MESSAGE } from '../../components/progress/ApprovalStatus';
import { ProgressPage } from '../../components/progress/ProgressPage';

/**
 * /register/pending-account-approval: step 3 while the team has not approved the account. A signed-in
 * clinician who is not approved yet is sent here by the shell and may still open Profile and Help.
 */
export function PendingApprovalScreen({ route }: ScreenProps) {
  const session = useSession();
  const signedIn = session !== null;

  // Staff may have approved the account since sign-in: ask the server once, and leave when approved.
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    checkAuth().then(
      (answer) => {
        const stored = appStore.get(sessionAtom);
        if (!current || !stored) return;
        saveSession({ ...stored, ...answer });
        if (answer.isVerified) navigateToUrl('/dashboard');
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [signedIn]);

  return (
    <ProgressPage title={route.title} step={3}>
      {session?.isVerified === false ? (
        <Result
          status="info"
          title={`Welcome, ${session.user.first_name}`}
          subTitle={AWAITING_APPROVAL_MESSAGE}
          extra={
            <Flex vertical align="center" gap="middle">
              <Typography.Paragraph style={{ margin: 0 }}>{BETA_FREE_MESSAGE}</Typography.Paragraph>
              <Flex gap="small" wrap justify="center">
                <Button type="primary" href="/profile" onClick={followInAppLink}>
                  Profile
                </Button>
                <Button href="/auth/help" onClick={followInAppLink}>
                  Help
                </Button>
              </Flex>
            </Flex>
          }
        />
      ) : (
        <ApprovalStatus approved={false} />
      )}
    </ProgressPage>
  );
}
