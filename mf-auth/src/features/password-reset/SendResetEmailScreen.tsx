import { useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { emailField, RESET_REQUEST_FAILED_MESSAGE } from '@refnet/contracts/accounts';
import { Button, PageContainer, PageHeading, type ScreenProps } from '@refnet/shared-ui';
import { requestPasswordReset } from '@refnet/shared-ui/accounts';
import { Alert, Card } from '@refnet/shared-ui/display';
import { Form, Input, MailOutlined, schemaRule } from '@refnet/shared-ui/forms';

/** /user/send-reset-email: asks for the account's e-mail and sends it a reset link. */
export function SendResetEmailScreen({ route }: ScreenProps) {
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  const send = async ({ email }: { email: string }) => {
    setSending(true);
    setFailed(false);
    try {
      await requestPasswordReset({ email });
      navigateToUrl('/user/password-reset-success');
    } catch {
      setFailed(true);
      setSending(false);
    }
  };

  return (
    <PageContainer maxWidth={480}>
      <PageHeading title={route.title} />
      <Card>
        <Form layout="vertical" requiredMark={false} onFinish={send} aria-label="Reset your password">
          {failed && (
            <Alert
              type="error"
              showIcon
              title={RESET_REQUEST_FAILED_MESSAGE}
              role="alert"
              style={{ marginBottom: 16 }}
            />
          )}
          <Form.Item
            label="Email"
            name="email"
            normalize={(value: string) => value.trim().toLowerCase()}
            rules={[schemaRule(emailField)]}
          >
            <Input prefix={<MailOutlined />} type="email" autoComplete="username" autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={sending} block>
            Send password reset email
          </Button>
        </Form>
      </Card>
    </PageContainer>
  );
}
