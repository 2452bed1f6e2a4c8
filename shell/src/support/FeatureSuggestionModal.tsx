import { useState } from 'react';
import { featureRequestSchema, TEXT_MAX } from '@refnet/contracts/accounts';
import { useGlobalMessage } from '@refnet/shared-ui';
import { sendFeatureRequest } from '@refnet/shared-ui/accounts';
import { Alert, Modal } from '@refnet/shared-ui/display';
import { Form, Input, schemaRule } from '@refnet/shared-ui/forms';
import { errorMessageOf } from './errorMessage';

const SUGGESTION_RULES = [schemaRule(featureRequestSchema.shape.suggestion)];

export interface FeatureSuggestionModalProps {
  onClose: () => void;
}

/** A signed-in user's suggestion for the RefNet team (SPEC §1). Rendered only while open. */
export function FeatureSuggestionModal({ onClose }: FeatureSuggestionModalProps) {
  const [form] = Form.useForm<{ suggestion: string }>();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const globalMessage = useGlobalMessage();

  const send = async ({ suggestion }: { suggestion: string }) => {
    setSending(true);
    setError(null);
    try {
      const answer = await sendFeatureRequest({ suggestion });
      globalMessage.show(answer.message);
      onClose();
    } catch (failure) {
      setError(errorMessageOf(failure));
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title="Suggest a feature"
      okText="Send suggestion"
      cancelText="Cancel"
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={send}
        aria-label="Feature suggestion"
      >
        {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
        <Form.Item label="What would make RefNet better for you?" name="suggestion" rules={SUGGESTION_RULES}>
          <Input.TextArea rows={5} maxLength={TEXT_MAX} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
