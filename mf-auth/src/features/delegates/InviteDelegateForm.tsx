import { useState } from 'react';
import {
  EMAIL_ALREADY_USED_MESSAGE,
  inviteDelegateRequestSchema,
  type DelegateUserLink,
  type InviteDelegateRequest,
} from '@refnet/contracts/accounts';
import { Button, Flex, Typography, useGlobalMessage } from '@refnet/shared-ui';
import { inviteDelegate } from '@refnet/shared-ui/accounts';
import { Alert } from '@refnet/shared-ui/display';
import {
  Checkbox,
  Form,
  Input,
  MailOutlined,
  PersonNameFields,
  schemaRule,
  useOneAtATime,
} from '@refnet/shared-ui/forms';
import { failureMessage } from '../../components/useProfileWrite';
import { useEmailAvailability } from '../../components/useEmailAvailability';
import { PERMISSION_FIELDS, PERMISSION_HINTS, PERMISSION_LABELS } from './permissions';

export const INVITATION_FAILED_MESSAGE = 'The invitation could not be sent. Please try again.';

type InviteValues = Required<Omit<InviteDelegateRequest, 'delegatingClinicianUserProfileId'>>;

// The rules the API applies to POST /register-delegate/, so the form says the server's words.
const fields = inviteDelegateRequestSchema.shape;

/** SPEC §6: every permission is granted unless the clinician unticks it. */
const INITIAL_VALUES: Partial<InviteValues> = {
  permissionViewReferrals: true,
  permissionCreateReferrals: true,
  permissionManageReferrals: true,
};

export interface InviteDelegateFormProps {
  onInvited: (delegate: DelegateUserLink) => void;
}

/** Add New (SPEC §2.13, §5): invites a delegate by e-mail with the permissions they start with. */
export function InviteDelegateForm({ onInvited }: InviteDelegateFormProps) {
  const [form] = Form.useForm<InviteValues>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { show } = useGlobalMessage();
  const emailStatus = useEmailAvailability(Form.useWatch('email', form) ?? '');
  const emailTaken = emailStatus === 'invalid';

  // A double click submits twice before the button shows loading: the second submit is ignored.
  const { run: send, pending: sending } = useOneAtATime(async (values: InviteValues) => {
    // The message is already beside the field; the server would refuse it too.
    if (emailTaken) return;
    setRefusal(null);
    try {
      const { message, delegate } = await inviteDelegate(values);
      show(message);
      form.resetFields();
      onInvited(delegate);
    } catch (error) {
      // What was typed stays, so the clinician can correct it.
      setRefusal(failureMessage(error, INVITATION_FAILED_MESSAGE).message);
    }
  });

  return (
    <Form
      form={form}
      name="invite-delegate"
      aria-label="Invite a delegate"
      layout="vertical"
      requiredMark={false}
      initialValues={INITIAL_VALUES}
      onFinish={send}
      style={{ maxWidth: 560 }}
    >
      <PersonNameFields fields={fields} whose="someone-else" />
      <Form.Item
        label="Email"
        name="email"
        normalize={(value: string) => value.toLowerCase()}
        rules={[schemaRule(fields.email)]}
        validateStatus={emailTaken ? 'error' : emailStatus === 'checking' ? 'validating' : undefined}
        help={emailTaken ? EMAIL_ALREADY_USED_MESSAGE : undefined}
        hasFeedback={emailStatus !== 'idle'}
      >
        {/* The empty suffix keeps the input in place while the check's icon comes and goes (focus stays). */}
        <Input type="email" autoComplete="off" prefix={<MailOutlined />} suffix={<span />} />
      </Form.Item>
      <fieldset style={{ border: 'none', margin: '0 0 24px', padding: 0 }}>
        <legend style={{ fontSize: 'inherit', marginBottom: 8 }}>Permissions</legend>
        <Flex vertical gap="small">
          {PERMISSION_FIELDS.map((field) => (
            <Form.Item key={field} name={field} valuePropName="checked" noStyle>
              <Checkbox>
                {PERMISSION_LABELS[field]}
                <Typography.Text type="secondary"> — {PERMISSION_HINTS[field]}</Typography.Text>
              </Checkbox>
            </Form.Item>
          ))}
        </Flex>
      </fieldset>
      {refusal !== null && (
        <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 16 }} />
      )}
      <Button type="primary" htmlType="submit" loading={sending}>
        Send invitation
      </Button>
    </Form>
  );
}
