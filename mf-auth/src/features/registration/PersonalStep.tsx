import { Form, Input, schemaRule, Select, TITLE_OPTIONS, type CheckStatus } from '@refnet/shared-ui/forms';
import {
  EMAIL_ALREADY_USED_MESSAGE,
  emailField,
  MIN_PASSWORD_LENGTH,
  VALIDATION_MESSAGES,
} from '@refnet/contracts/accounts';
import { passwordsMatch } from '../../components/passwordRules';
import type { PersonalDetails } from './wizardState';

export interface PersonalStepProps {
  values: PersonalDetails;
  emailStatus: CheckStatus;
  onChange: (values: PersonalDetails) => void;
}

/** Step 0 (SPEC §2.5, §5): title, names, e-mail (checked for duplicates) and password twice. */
export function PersonalStep({ values, emailStatus, onChange }: PersonalStepProps) {
  const emailTaken = emailStatus === 'invalid';
  return (
    <Form
      name="registration-personal"
      layout="vertical"
      initialValues={values}
      onValuesChange={(_changed, all: PersonalDetails) => onChange(all)}
    >
      <Form.Item
        label="Title"
        name="title"
        rules={[{ required: true, message: VALIDATION_MESSAGES.titleRequired }]}
      >
        <Select options={TITLE_OPTIONS} placeholder="Select a title" />
      </Form.Item>
      <Form.Item
        label="First name"
        name="firstName"
        rules={[{ required: true, whitespace: true, message: VALIDATION_MESSAGES.firstNameRequired }]}
      >
        <Input autoComplete="given-name" maxLength={100} />
      </Form.Item>
      <Form.Item
        label="Last name"
        name="lastName"
        rules={[{ required: true, whitespace: true, message: VALIDATION_MESSAGES.lastNameRequired }]}
      >
        <Input autoComplete="family-name" maxLength={100} />
      </Form.Item>
      <Form.Item
        label="Email"
        name="email"
        // Marked as required like the other fields; the schema rule below says "Please enter email" when empty.
        required
        normalize={(value: string) => value.toLowerCase()}
        // The contracts' check, the one that enables Next and that the server applies.
        rules={[schemaRule(emailField)]}
        validateStatus={emailTaken ? 'error' : emailStatus === 'checking' ? 'validating' : undefined}
        help={emailTaken ? EMAIL_ALREADY_USED_MESSAGE : undefined}
        hasFeedback={emailStatus !== 'idle'}
      >
        {/* The empty suffix keeps the input in place while the check's icon comes and goes (focus stays). */}
        <Input type="email" autoComplete="email" suffix={<span />} />
      </Form.Item>
      <Form.Item
        label="Password"
        name="password"
        rules={[
          { required: true, message: VALIDATION_MESSAGES.passwordRequired },
          { min: MIN_PASSWORD_LENGTH, message: VALIDATION_MESSAGES.passwordTooShort },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirm password"
        name="rePassword"
        dependencies={['password']}
        validateFirst
        rules={[{ required: true, message: VALIDATION_MESSAGES.passwordRequired }, passwordsMatch()]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </Form>
  );
}
