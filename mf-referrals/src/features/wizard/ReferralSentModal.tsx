import { navigateToUrl } from 'single-spa';
import { REFERRAL_MESSAGES } from '@refnet/contracts/referrals';
import { Button, refnetColours, Typography } from '@refnet/shared-ui';
import { CheckCircleFilled, Modal } from '@refnet/shared-ui/display';

export const DASHBOARD_PATH = '/dashboard';

/** SPEC §2.11: the success popup; closing it, either way, goes to the dashboard. */
export function ReferralSentModal({ open }: { open: boolean }) {
  const close = () => navigateToUrl(DASHBOARD_PATH);
  return (
    <Modal
      open={open}
      title="Referral sent"
      onCancel={close}
      footer={
        <Button type="primary" onClick={close}>
          OK
        </Button>
      }
    >
      <Typography.Paragraph>
        <CheckCircleFilled aria-hidden style={{ color: refnetColours.success, marginRight: 8 }} />
        {REFERRAL_MESSAGES.sent}
      </Typography.Paragraph>
    </Modal>
  );
}
