import { Button, followInAppLink, PageContainer, PageHeading, type ScreenProps } from '@refnet/shared-ui';
import { Card, Result } from '@refnet/shared-ui/display';

/** /user/password-reset-success: the reset e-mail is on its way. */
export function ResetEmailSentScreen({ route }: ScreenProps) {
  return (
    <PageContainer maxWidth={640}>
      <PageHeading title={route.title} />
      <Card>
        <Result
          status="success"
          title="Check your e-mail"
          subTitle="If an account uses the address you entered, we have sent it an e-mail with a link to reset your password. Open the link to choose a new password."
          extra={
            <Button href="/login" onClick={followInAppLink}>
              Back to login
            </Button>
          }
        />
      </Card>
    </PageContainer>
  );
}
