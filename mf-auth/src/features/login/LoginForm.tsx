import { useState } from 'react';
import { Button, Typography, followInAppLink } from '@refnet/shared-ui';
import { Alert } from '@refnet/shared-ui/display';
import { Form, Input, LockOutlined, MailOutlined } from '@refnet/shared-ui/forms';
import type { LoginRequest } from '@refnet/contracts';

interface LoginFormValues {
  email: string;
  password: string;
}

export interface LoginFormProps {
  /** Resolves with an error message to show, or null once signed in. */
  onSubmit: (credentials: LoginRequest) => Promise<string | null>;
}

export function LoginForm({ onSubmit }: LoginFormProps) {
  const [form] = Form.useForm<LoginFormValues>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async ({ email, password }: LoginFormValues) => {
    setSubmitting(true);
    setError(null);
    const message = await onSubmit({ username: email, password });
    setSubmitting(false);
    if (message) {
      setError(message);
      form.setFieldValue('password', '');
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} aria-label="Login">
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form.Item
        label="Email"
        name="email"
        normalize={(value: string) => value.trim().toLowerCase()}
        rules={[
          { required: true, message: 'Please enter a valid email address.' },
          { type: 'email', message: 'Please enter a valid email address.' },
        ]}
      >
        <Input prefix={<MailOutlined />} type="email" autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item
        label="Password"
        name="password"
        rules={[{ required: true, message: 'Please enter your password.' }]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Typography.Paragraph>
        Forgotten password?{' '}
        <a href="/user/send-reset-email" onClick={followInAppLink}>
          Reset here
        </a>
      </Typography.Paragraph>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={submitting} block>
          Login
        </Button>
      </Form.Item>
      <Button href="/register" onClick={followInAppLink} block>
        Register
      </Button>
    </Form>
  );
}
