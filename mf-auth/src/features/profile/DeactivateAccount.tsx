import { useEffect, useRef, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { DEACTIVATE_FAILED_MESSAGE, DEACTIVATE_SUCCESS_MESSAGE } from '@refnet/contracts/accounts';
import { Button, clearSession, Typography } from '@refnet/shared-ui';
import { deactivateAccount } from '@refnet/shared-ui/accounts';
import { Alert, Modal } from '@refnet/shared-ui/display';

/** SPEC §9: the outcome stays on screen this long before the landing page or the popup closing. */
export const DEACTIVATION_OUTCOME_MS = 5000;

type Outcome = 'confirm' | 'working' | 'removed' | 'failed';

/** The Deactivate account button and its confirmation popup (SPEC §4). */
export function DeactivateAccount({ userProfileId }: { userProfileId: number }) {
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>('confirm');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const removed = useRef(false);

  // Leaving (e.g. Back) before the 5 s are up must not leave a deactivated account signed in.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (removed.current) clearSession();
    },
    [],
  );

  const deactivate = async () => {
    setOutcome('working');
    try {
      await deactivateAccount(userProfileId);
      removed.current = true;
      setOutcome('removed');
      timer.current = setTimeout(() => {
        clearSession();
        navigateToUrl('/');
      }, DEACTIVATION_OUTCOME_MS);
    } catch {
      setOutcome('failed');
      timer.current = setTimeout(() => {
        setOpen(false);
        setOutcome('confirm');
      }, DEACTIVATION_OUTCOME_MS);
    }
  };

  const deciding = outcome === 'confirm' || outcome === 'working';
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        Deactivate account
      </Button>
      <Modal
        title="Deactivate account"
        open={open}
        okText="Deactivate"
        okButtonProps={{ danger: true, loading: outcome === 'working' }}
        onOk={deactivate}
        onCancel={() => setOpen(false)}
        closable={deciding}
        mask={{ closable: deciding }}
        footer={deciding ? undefined : null}
      >
        {outcome === 'removed' && (
          <Alert type="success" showIcon role="alert" title={DEACTIVATE_SUCCESS_MESSAGE} />
        )}
        {outcome === 'failed' && (
          <Alert type="error" showIcon role="alert" title={DEACTIVATE_FAILED_MESSAGE} />
        )}
        {deciding && (
          <Typography.Paragraph>
            Are you sure you want to deactivate your account? You will be signed out and will no longer be
            able to log in.
          </Typography.Paragraph>
        )}
      </Modal>
    </>
  );
}
