import { useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { needsSecondFactor } from '@refnet/contracts';
import { INCORRECT_PASSWORD_MESSAGE, PASSWORD_UPDATED_MESSAGE } from '@refnet/contracts/accounts';
import {
  appStore,
  Button,
  clearSession,
  isApiRequestError,
  login,
  saveSession,
  sessionAtom,
  sessionFromLoginResponse,
  showGlobalMessage,
} from '@refnet/shared-ui';
import { updatePassword } from '@refnet/shared-ui/accounts';
import { Form, Input, LockOutlined } from '@refnet/shared-ui/forms';
import { NewPasswordFields } from '../../components/NewPasswordFields';

export const PASSWORD_CHANGE_FAILED_MESSAGE = 'Your password could not be changed. Please try again.';
export const RELOGIN_FAILED_MESSAGE = 'Your password has been changed. Please log in with the new password.';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Signs in again with the new password, since the server ends the old sessions (SPEC §4). With two-factor
 * sign-in the password alone opens no session; the server kept this one, so it stays.
 */
async function signInAgain(newPassword: string): Promise<void> {
  const username = appStore.get(sessionAtom)?.user.username;
  try {
    if (!username) throw new Error('not signed in');
    const answer = await login({ username, password: newPassword });
    if (!needsSecondFactor(answer)) saveSession(sessionFromLoginResponse(answer));
    showGlobalMessage({ variant: 'success', message: PASSWORD_UPDATED_MESSAGE });
    navigateToUrl('/dashboard');
  } catch {
    clearSession();
    showGlobalMessage({ variant: 'info', message: RELOGIN_FAILED_MESSAGE });
    navigateToUrl('/login');
  }
}

/** Change password: current, new and confirmation; submit only once the two new ones match. */
export function ChangePasswordView() {
  const [form] = Form.useForm<ChangePasswordValues>();
  const newPassword = Form.useWatch('newPassword', form) ?? '';
  const confirmPassword = Form.useWatch('confirmPassword', form) ?? '';
  const [saving, setSaving] = useState(false);

  const save = async ({ currentPassword, newPassword: chosen }: ChangePasswordValues) => {
    setSaving(true);
    try {
      await updatePassword({ currentPassword, newPassword: chosen });
    } catch (error) {
      setSaving(false);
      const message = isApiRequestError(error) ? error.serverMessage?.message : undefined;
      if (message === INCORRECT_PASSWORD_MESSAGE) {
        form.setFields([{ name: 'currentPassword', errors: [INCORRECT_PASSWORD_MESSAGE] }]);
      } else {
        showGlobalMessage({ variant: 'danger', message: message ?? PASSWORD_CHANGE_FAILED_MESSAGE });
      }
      return;
    }
    await signInAgain(chosen);
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={save} aria-label="Change password">
      <Form.Item
        label="Current password"
        name="currentPassword"
        rules={[{ required: true, message: 'Please enter your current password.' }]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields passwordName="newPassword" confirmName="confirmPassword" />
      <Button
        type="primary"
        htmlType="submit"
        loading={saving}
        disabled={newPassword === '' || newPassword !== confirmPassword}
      >
        Change password
      </Button>
    </Form>
  );
}
