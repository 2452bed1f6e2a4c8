import { newPasswordField } from '@refnet/contracts/accounts';
import { Form, Input, LockOutlined, schemaRule } from '@refnet/shared-ui/forms';
import { passwordsMatch } from './passwordRules';

export interface NewPasswordFieldsProps {
  /** Form names of the new password and its confirmation. */
  passwordName?: string;
  confirmName?: string;
}

/** A new password and its confirmation, which must match (SPEC §5 "Passwords do not match!"). */
export function NewPasswordFields({
  passwordName = 'password',
  confirmName = 'rePassword',
}: NewPasswordFieldsProps) {
  return (
    <>
      <Form.Item label="New password" name={passwordName} rules={[schemaRule(newPasswordField)]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirm new password"
        name={confirmName}
        dependencies={[passwordName]}
        rules={[passwordsMatch(passwordName)]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
