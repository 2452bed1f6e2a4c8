import { ADMIN_TEXTS, newAdminUserRequestSchema, type NewAdminUserRequest } from '@refnet/contracts/admin';
import { Button } from '@refnet/shared-ui';
import { Alert } from '@refnet/shared-ui/display';
import {
  Form,
  Input,
  LockOutlined,
  MailOutlined,
  PersonNameFields,
  schemaRule,
} from '@refnet/shared-ui/forms';

// The rules the API applies to POST /admin/new-admin-user/, so the form says the server's words.
const fields = newAdminUserRequestSchema.shape;

export interface AddAdminFormProps {
  submitting: boolean;
  /** The server's refusal, shown above the button; what was typed stays. */
  refusal: string | null;
  onSubmit: (values: NewAdminUserRequest) => void;
}

/** SPEC §2.14, §5: title, first name, last name, e-mail and password, all required. */
export function AddAdminForm({ submitting, refusal, onSubmit }: AddAdminFormProps) {
  return (
    <Form<NewAdminUserRequest>
      name="add-admin"
      aria-label="New admin account"
      layout="vertical"
      requiredMark={false}
      onFinish={onSubmit}
      style={{ maxWidth: 560 }}
    >
      <PersonNameFields fields={fields} whose="someone-else" />
      <Form.Item
        label="Email"
        name="email"
        normalize={(value: string) => value.toLowerCase()}
        rules={[schemaRule(fields.email)]}
      >
        <Input type="email" autoComplete="off" prefix={<MailOutlined />} />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[schemaRule(fields.password)]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      {refusal !== null && (
        <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 16 }} />
      )}
      <Button type="primary" htmlType="submit" loading={submitting}>
        {ADMIN_TEXTS.createAdminButton}
      </Button>
    </Form>
  );
}
