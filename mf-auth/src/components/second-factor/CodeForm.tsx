import { useState } from 'react';
import {
  recoveryCodeField,
  secondFactorCodeField,
  type SecondFactorProof,
} from '@refnet/contracts/second-factor';
import { Button, Flex } from '@refnet/shared-ui';
import { Alert } from '@refnet/shared-ui/display';
import { Form, Input, schemaRule, useOneAtATime } from '@refnet/shared-ui/forms';

export const CODE_LABEL = '6-digit code';
export const RECOVERY_CODE_LABEL = 'Recovery code';
export const USE_RECOVERY_CODE = 'Use a recovery code instead';
export const USE_APP_CODE = 'Use a code from your app instead';

interface CodeFormValues {
  code?: string;
  recoveryCode?: string;
}

export interface CodeFormProps {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** Resolves with an error message to show (the field is emptied), or null once done. */
  onSubmit: (proof: SecondFactorProof) => Promise<string | null>;
  /** Offers "Use a recovery code instead" (not while setting up, when there are none yet). */
  allowRecoveryCode?: boolean;
  danger?: boolean;
}

/** Asks for the code an authenticator app shows, or one of the person's recovery codes. */
export function CodeForm({
  label,
  submitLabel,
  onSubmit,
  allowRecoveryCode = false,
  danger = false,
}: CodeFormProps) {
  const [form] = Form.useForm<CodeFormValues>();
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { run: submit, pending } = useOneAtATime(async (values: CodeFormValues) => {
    setError(null);
    const message = await onSubmit(
      useRecoveryCode ? { recoveryCode: values.recoveryCode ?? '' } : { code: values.code ?? '' },
    );
    if (message) {
      setError(message);
      form.resetFields();
    }
  });
  const switchField = () => {
    setUseRecoveryCode((current) => !current);
    setError(null);
    form.resetFields();
  };

  return (
    <Form
      form={form}
      // Field ids start with the form's name: two of these forms on one page keep their labels apart.
      name={label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      aria-label={label}
    >
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      {useRecoveryCode ? (
        <Form.Item
          label={RECOVERY_CODE_LABEL}
          name="recoveryCode"
          rules={[schemaRule(recoveryCodeField)]}
          extra="One of the codes you saved when you set up two-factor sign-in. Each works once."
        >
          <Input autoComplete="off" autoCapitalize="none" spellCheck={false} autoFocus />
        </Form.Item>
      ) : (
        <Form.Item
          label={CODE_LABEL}
          name="code"
          rules={[schemaRule(secondFactorCodeField)]}
          extra="From your authenticator app. It shows a new code every 30 seconds."
        >
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={7} autoFocus />
        </Form.Item>
      )}
      <Flex vertical gap="small">
        <Button type="primary" htmlType="submit" loading={pending} danger={danger} block>
          {submitLabel}
        </Button>
        {allowRecoveryCode && (
          <Button type="link" onClick={switchField}>
            {useRecoveryCode ? USE_APP_CODE : USE_RECOVERY_CODE}
          </Button>
        )}
      </Flex>
    </Form>
  );
}
