import { InAppLink, Typography } from '@refnet/shared-ui';

export function RequestResetLink() {
  return <InAppLink href="/user/send-reset-email">Request a new password reset</InAppLink>;
}

/** What the reset screen says without a usable link. */
export function SetNewPasswordHelp() {
  return (
    <>
      <Typography.Paragraph>
        To set a new password, open the link in the password reset e-mail we sent you. Links can be used once
        only.
      </Typography.Paragraph>
      <Typography.Paragraph>
        No e-mail, or the link no longer works? <RequestResetLink />.
      </Typography.Paragraph>
    </>
  );
}
