import {
  completeDelegateRegistrationRequestSchema,
  VALIDATION_MESSAGES,
  type DelegateRegistration,
} from '@refnet/contracts/accounts';
import { Button, personName, Typography } from '@refnet/shared-ui';
import {
  Form,
  Input,
  LockOutlined,
  MailOutlined,
  PersonNameFields,
  schemaRule,
} from '@refnet/shared-ui/forms';
import { passwordsMatch } from '../../components/passwordRules';
import { passwordsAgree, TermsField } from './TermsField';

export interface DelegateFormValues {
  title: string;
  firstName: string;
  lastName: string;
  password: string;
  rePassword: string;
  acceptedTerms: boolean;
}

export interface DelegateRegistrationFormProps {
  invitation: DelegateRegistration;
  submitting: boolean;
  onSubmit: (values: DelegateFormValues) => void;
}

// The rules the API applies to PUT /verify-delegate/, so the form says the server's words.
const fields = completeDelegateRegistrationRequestSchema.shape;

/** SPEC §2.5: who invited the delegate, their e-mail (fixed), names, password twice and the terms. */
export function DelegateRegistrationForm({
  invitation,
  submitting,
  onSubmit,
}: DelegateRegistrationFormProps) {
  const [form] = Form.useForm<DelegateFormValues>();
  const { clinician, delegate } = invitation;

  return (
    <Form
      form={form}
      name="delegate-registration"
      layout="vertical"
      requiredMark={false}
      aria-label="Delegate registration"
      initialValues={{
        title: delegate.title || undefined,
        firstName: delegate.firstName,
        lastName: delegate.lastName,
        acceptedTerms: false,
      }}
      onValuesChange={(changed: Partial<DelegateFormValues>, all: DelegateFormValues) => {
        // SPEC §5: accepted terms are withdrawn as soon as the passwords stop matching.
        const passwordChanged = 'password' in changed || 'rePassword' in changed;
        if (passwordChanged && !passwordsAgree(all.password, all.rePassword)) {
          form.setFieldValue('acceptedTerms', false);
        }
      }}
      onFinish={onSubmit}
    >
      <Typography.Paragraph>
        {personName(clinician)} has invited you to act as their delegate on RefNet. Choose a password to
        finish setting up your account.
      </Typography.Paragraph>
      <Form.Item label="Email" htmlFor="delegate-registration-email">
        <Input id="delegate-registration-email" prefix={<MailOutlined />} value={delegate.email} readOnly />
      </Form.Item>
      <PersonNameFields fields={fields} whose="own" />
      <Form.Item label="Password" name="password" rules={[schemaRule(fields.password)]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirm password"
        name="rePassword"
        dependencies={['password']}
        validateFirst
        rules={[{ required: true, message: VALIDATION_MESSAGES.passwordRequired }, passwordsMatch()]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <TermsField />
      <Button type="primary" htmlType="submit" loading={submitting} block>
        Register
      </Button>
    </Form>
  );
}
