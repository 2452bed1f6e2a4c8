import { useState } from 'react';
import { navigateToUrl } from 'single-spa';
import {
  oneTimeLinkSchema,
  SET_NEW_PASSWORD_FAILED_MESSAGE,
  SET_NEW_PASSWORD_SUCCESS_MESSAGE,
  type OneTimeLink,
} from '@refnet/contracts/accounts';
import { Button, PageContainer, PageHeading, showGlobalMessage, type ScreenProps } from '@refnet/shared-ui';
import { setNewPassword } from '@refnet/shared-ui/accounts';
import { Alert, Card } from '@refnet/shared-ui/display';
import { Form } from '@refnet/shared-ui/forms';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { RequestResetLink, SetNewPasswordHelp } from './SetNewPasswordHelp';

interface NewPasswordValues {
  password: string;
  rePassword: string;
}

function NewPasswordForm({ link }: { link: OneTimeLink }) {
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const save = async (values: NewPasswordValues) => {
    setSaving(true);
    setFailed(false);
    try {
      await setNewPassword({ ...link, ...values });
      showGlobalMessage({ variant: 'success', message: SET_NEW_PASSWORD_SUCCESS_MESSAGE });
      navigateToUrl('/login');
    } catch {
      setFailed(true);
      setSaving(false);
    }
  };

  return (
    <Form layout="vertical" requiredMark={false} onFinish={save} aria-label="Set a new password">
      {failed && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={SET_NEW_PASSWORD_FAILED_MESSAGE}
          description={<RequestResetLink />}
          style={{ marginBottom: 16 }}
        />
      )}
      <NewPasswordFields />
      <Button type="primary" htmlType="submit" loading={saving} block>
        Set new password
      </Button>
    </Form>
  );
}

/** /user/set-new-password/:userHash/:timeHash/:verificationCode: the e-mailed reset link. */
export function SetNewPasswordScreen({ route, params }: ScreenProps) {
  const link = oneTimeLinkSchema.safeParse(params);
  return (
    <PageContainer maxWidth={480}>
      <PageHeading title={route.title} />
      <Card>{link.success ? <NewPasswordForm link={link.data} /> : <SetNewPasswordHelp />}</Card>
    </PageContainer>
  );
}
