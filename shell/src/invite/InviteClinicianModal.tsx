import { useState } from 'react';
import { inviteClinicianRequestSchema, type InviteClinicianRequest } from '@refnet/contracts/clinicians';
import { showGlobalMessage } from '@refnet/shared-ui';
import { inviteClinician } from '@refnet/shared-ui/clinicians';
import { Alert, Modal } from '@refnet/shared-ui/display';
import { Form, Input, schemaRule } from '@refnet/shared-ui/forms';
import { errorMessageOf } from '../support/errorMessage';

export const INVITE_CLINICIAN_TITLE = 'Invite a clinician';

const RULES = {
  name: [schemaRule(inviteClinicianRequestSchema.shape.name)],
  email: [schemaRule(inviteClinicianRequestSchema.shape.email)],
};

const lowerCased = (value: string) => value.trim().toLowerCase();

export interface InviteClinicianModalProps {
  onClose: () => void;
}

/**
 * SPEC §2.13: invites a colleague to RefNet by name and e-mail. On success the server's message is shown,
 * the form is cleared and the modal closes; a refusal (any 4xx) is shown here and what was typed stays.
 */
export function InviteClinicianModal({ onClose }: InviteClinicianModalProps) {
  const [form] = Form.useForm<InviteClinicianRequest>();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const invite = async (request: InviteClinicianRequest) => {
    setSending(true);
    setError(null);
    try {
      const answer = await inviteClinician(request);
      form.resetFields();
      showGlobalMessage(answer.message);
      onClose();
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={INVITE_CLINICIAN_TITLE}
      okText="Invite"
      cancelText="Cancel"
      // The OK button submits the form it sits in, so Enter in a field invites too.
      okButtonProps={{ htmlType: 'submit', loading: sending }}
      onCancel={onClose}
      modalRender={(dialog) => (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={invite}
          aria-label={INVITE_CLINICIAN_TITLE}
        >
          {dialog}
        </Form>
      )}
    >
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form.Item label="Name" name="name" rules={RULES.name}>
        <Input autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={RULES.email} normalize={lowerCased}>
        <Input type="email" autoComplete="off" />
      </Form.Item>
    </Modal>
  );
}
