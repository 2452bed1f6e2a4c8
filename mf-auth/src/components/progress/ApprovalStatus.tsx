import { AWAITING_APPROVAL_MESSAGE } from '@refnet/contracts/accounts';
import { Button, followInAppLink, Typography } from '@refnet/shared-ui';
import { Result } from '@refnet/shared-ui/display';

export const ACCOUNT_APPROVED_TITLE = 'Your account has been approved';
export const BETA_FREE_MESSAGE = 'RefNet is in beta: there is no charge for using it during the beta.';

/** Step 3 of registration (SPEC §2.5): approved with a Please Login button, or pending approval. */
export function ApprovalStatus({ approved }: { approved: boolean }) {
  if (approved) {
    return (
      <Result
        status="success"
        title={ACCOUNT_APPROVED_TITLE}
        subTitle="Your e-mail address is verified and the RefNet team has approved your account."
        extra={
          <Button type="primary" href="/login" onClick={followInAppLink}>
            Please Login
          </Button>
        }
      />
    );
  }
  return (
    <Result
      status="info"
      title="Your account is pending approval"
      subTitle={AWAITING_APPROVAL_MESSAGE}
      extra={<Typography.Paragraph>{BETA_FREE_MESSAGE}</Typography.Paragraph>}
    />
  );
}
