import { PATIENT_MESSAGES, PATIENT_SEXES, patientFormSchema } from '@refnet/contracts/patients';
import {
  addressCheckMessage,
  DateOfBirthInput,
  Form,
  Input,
  schemaRule,
  Select,
  TITLE_OPTIONS,
  type AddressCheckStatus,
} from '@refnet/shared-ui/forms';

const RULES = patientFormSchema.shape;
const SEX_OPTIONS = PATIENT_SEXES.map((sex) => ({ value: sex, label: sex }));

export const FIELD_LABELS = {
  title: 'Title',
  firstName: 'First name',
  lastName: 'Last name',
  patientReference: 'Patient reference (optional)',
  dob: 'Date of birth',
  sex: 'Sex',
  primaryEmail: 'E-mail',
  primaryPhoneNumber: 'Phone number',
  firstLine: 'Address first line (optional)',
  city: 'City (optional)',
  postcode: 'Postcode',
  insuranceProviderId: 'Insurance',
} as const;

const lowerCase = (value: string) => value.toLowerCase();
const upperCase = (value: string) => value.toUpperCase();

export interface PatientFieldsProps {
  addressStatus: AddressCheckStatus;
  insuranceOptions: readonly { value: number; label: string }[];
}

/**
 * The patient's details (SPEC §5), each checked by the contracts' rule so the form and the server say the
 * same words. Patient fields never autofill from the signed-in user's own details.
 */
export function PatientFields({ addressStatus, insuranceOptions }: PatientFieldsProps) {
  const addressMessage = addressCheckMessage(addressStatus, PATIENT_MESSAGES.addressNotFound);
  return (
    <>
      <Form.Item label={FIELD_LABELS.title} name="title" required rules={[schemaRule(RULES.title)]}>
        <Select options={TITLE_OPTIONS} placeholder="Select a title" style={{ maxWidth: 200 }} />
      </Form.Item>
      <Form.Item
        label={FIELD_LABELS.firstName}
        name="firstName"
        required
        rules={[schemaRule(RULES.firstName)]}
      >
        <Input autoComplete="off" maxLength={100} />
      </Form.Item>
      <Form.Item label={FIELD_LABELS.lastName} name="lastName" required rules={[schemaRule(RULES.lastName)]}>
        <Input autoComplete="off" maxLength={100} />
      </Form.Item>
      <Form.Item
        label={FIELD_LABELS.patientReference}
        name="patientReference"
        rules={[schemaRule(RULES.patientReference)]}
      >
        <Input autoComplete="off" maxLength={100} />
      </Form.Item>
      <Form.Item
        label={FIELD_LABELS.dob}
        name="dob"
        required
        extra="DD/MM/YYYY"
        rules={[schemaRule(RULES.dob)]}
      >
        <DateOfBirthInput autoComplete="off" style={{ maxWidth: 200 }} />
      </Form.Item>
      <Form.Item label={FIELD_LABELS.sex} name="sex" required rules={[schemaRule(RULES.sex)]}>
        <Select options={SEX_OPTIONS} placeholder="Select a sex" style={{ maxWidth: 200 }} />
      </Form.Item>
      <Form.Item
        label={FIELD_LABELS.primaryEmail}
        name="primaryEmail"
        required
        normalize={lowerCase}
        rules={[schemaRule(RULES.primaryEmail)]}
      >
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item
        label={FIELD_LABELS.primaryPhoneNumber}
        name="primaryPhoneNumber"
        required
        extra="A UK number such as 07700 900123, or + and the country code"
        rules={[schemaRule(RULES.primaryPhoneNumber)]}
      >
        <Input type="tel" autoComplete="off" />
      </Form.Item>
      <Form.Item label={FIELD_LABELS.firstLine} name="firstLine" rules={[schemaRule(RULES.firstLine)]}>
        <Input autoComplete="off" maxLength={200} />
      </Form.Item>
      <Form.Item label={FIELD_LABELS.city} name="city" rules={[schemaRule(RULES.city)]}>
        <Input autoComplete="off" maxLength={100} />
      </Form.Item>
      <Form.Item
        label={FIELD_LABELS.postcode}
        name="postcode"
        required
        normalize={upperCase}
        rules={[schemaRule(RULES.postcode)]}
        validateStatus={addressMessage ? 'error' : addressStatus === 'checking' ? 'validating' : undefined}
        help={addressMessage}
        hasFeedback={addressStatus !== 'idle'}
      >
        {/* An empty suffix keeps antd's affix wrapper in place when the check's feedback icon comes and goes:
            otherwise the input is re-created and loses focus after the first character. */}
        <Input autoComplete="off" maxLength={10} suffix={<span />} style={{ maxWidth: 200 }} />
      </Form.Item>
      <Form.Item
        label={FIELD_LABELS.insuranceProviderId}
        name="insuranceProviderId"
        required
        rules={[schemaRule(RULES.insuranceProviderId)]}
      >
        <Select
          options={[...insuranceOptions]}
          placeholder="Select insurance status"
          showSearch={{ optionFilterProp: 'label' }}
          style={{ maxWidth: 400 }}
        />
      </Form.Item>
    </>
  );
}
