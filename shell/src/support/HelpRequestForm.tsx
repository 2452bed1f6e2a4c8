import { useState } from 'react';
import {
  emailField,
  helpRequestSchema,
  requiredText,
  TEXT_MAX,
  VALIDATION_MESSAGES,
  type HelpRequest,
} from '@refnet/contracts/accounts';
import { Button, useGlobalMessage } from '@refnet/shared-ui';
import { sendHelpRequest } from '@refnet/shared-ui/accounts';
import { Alert, Modal } from '@refnet/shared-ui/display';
import { Form, Input, schemaRule, useOneAtATime } from '@refnet/shared-ui/forms';
import { errorMessageOf } from './errorMessage';

interface HelpFormValues {
  name?: string;
  email?: string;
  subject: string;
  message: string;
}

const RULES = {
  name: [schemaRule(requiredText(VALIDATION_MESSAGES.nameRequired))],
  email: [schemaRule(emailField)],
  subject: [schemaRule(helpRequestSchema.shape.subject)],
  message: [schemaRule(helpRequestSchema.shape.message)],
};

export interface HelpRequestFormProps {
  /** A signed-in user's name and e-mail come from the account, so the form does not ask for them. */
  signedIn: boolean;
}

/** SPEC §2.5 Help: the request form; a popup confirms before anything is sent. */
export function HelpRequestForm({ signedIn }: HelpRequestFormProps) {
  const [form] = Form.useForm<HelpFormValues>();
  const [pending, setPending] = useState<HelpRequest | null>(null);
  const [error, setError] = useState<string | null>(null);
  const globalMessage = useGlobalMessage();

  const askToConfirm = ({ name, email, subject, message }: HelpFormValues) => {
    setError(null);
    setPending(signedIn ? { subject, message } : { name, email, subject, message });
  };

  const { run: send, pending: sending } = useOneAtATime(async () => {
    if (!pending) return;
    try {
      const answer = await sendHelpRequest(pending);
      form.resetFields();
      globalMessage.show(answer.message);
    } catch (failure) {
      // The form keeps what was typed, so the user can correct it or try again.
      setError(errorMessageOf(failure));
    } finally {
      setPending(null);
    }
  });

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={askToConfirm}
      aria-label="Help request"
    >
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      {!signedIn && (
        <>
          <Form.Item label="Name" name="name" rules={RULES.name}>
            <Input autoComplete="name" />
          </Form.Item>
          <Form.Item
            label="Contact e-mail"
            name="email"
            rules={RULES.email}
            normalize={(value: string) => value.trim().toLowerCase()}
          >
            <Input type="email" autoComplete="email" />
          </Form.Item>
        </>
      )}
      <Form.Item label="Help request subject" name="subject" rules={RULES.subject}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label="Request details" name="message" rules={RULES.message}>
        <Input.TextArea rows={6} maxLength={TEXT_MAX} />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        Send Request
      </Button>
      <Modal
        open={pending !== null}
        title="Send help request?"
        okText="Send"
        cancelText="Cancel"
        confirmLoading={sending}
        onOk={() => void send()}
        onCancel={() => setPending(null)}
      >
        Your request &ldquo;{pending?.subject}&rdquo; will be sent to the RefNet team, who will reply by
        e-mail.
      </Modal>
    </Form>
  );
}
