import { useId, useState } from 'react';
import { Button, Flex } from '@refnet/shared-ui';
import { addressCheckMessage, Form, Input, useAddressCheck } from '@refnet/shared-ui/forms';
import { VALIDATION_MESSAGES, type NewClinic } from '@refnet/contracts/accounts';

interface ClinicFormValues {
  clinicName: string;
  centreName: string;
  firstLine: string;
  city: string;
  postcode: string;
}

export interface ClinicFieldsProps {
  /** The form's accessible name, e.g. "Add a clinic". */
  name: string;
  submitLabel: string;
  initialValues?: NewClinic;
  /** Resolves true once the clinic is saved; the fields are then cleared when `clearOnSubmit`. */
  onSubmit: (clinic: NewClinic) => Promise<boolean> | boolean;
  onCancel?: () => void;
  clearOnSubmit?: boolean;
}

const EMPTY: ClinicFormValues = { clinicName: '', centreName: '', firstLine: '', city: '', postcode: '' };

const toFormValues = (clinic?: NewClinic): ClinicFormValues =>
  clinic ? { clinicName: clinic.clinicName, centreName: clinic.centreName, ...clinic.address } : EMPTY;

const required = (message: string) => [{ required: true, whitespace: true, message }];

/**
 * One clinic (SPEC §3 ClinicCenter, §5): clinic name (the room, optional), centre name and address.
 * The postcode is upper-cased; the address is checked with the server (by its postcode) after a 1 s pause,
 * and the submit button stays disabled until the server has found it.
 */
export function ClinicFields({
  name,
  submitLabel,
  initialValues,
  onSubmit,
  onCancel,
  clearOnSubmit = false,
}: ClinicFieldsProps) {
  const formName = useId();
  const [form] = Form.useForm<ClinicFormValues>();
  const [submitting, setSubmitting] = useState(false);
  const postcode = Form.useWatch('postcode', form) ?? initialValues?.address.postcode ?? '';
  const addressStatus = useAddressCheck(postcode);
  const addressMessage = addressCheckMessage(addressStatus, VALIDATION_MESSAGES.addressNotFound);

  const submit = async (values: ClinicFormValues) => {
    if (addressStatus !== 'valid') return;
    setSubmitting(true);
    const saved = await onSubmit({
      clinicName: values.clinicName?.trim() ?? '',
      centreName: values.centreName.trim(),
      address: {
        firstLine: values.firstLine.trim(),
        city: values.city.trim(),
        postcode: values.postcode.trim(),
      },
    });
    setSubmitting(false);
    if (saved && clearOnSubmit) form.resetFields();
  };

  return (
    <Form
      form={form}
      name={formName}
      layout="vertical"
      aria-label={name}
      initialValues={toFormValues(initialValues)}
      onFinish={submit}
    >
      <Form.Item label="Clinic name (room)" name="clinicName">
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item
        label="Centre name"
        name="centreName"
        rules={required(VALIDATION_MESSAGES.centreNameRequired)}
      >
        <Input maxLength={255} placeholder="Hospital or practice" />
      </Form.Item>
      <Form.Item
        label="First line of address"
        name="firstLine"
        rules={required(VALIDATION_MESSAGES.firstLineRequired)}
      >
        <Input maxLength={255} autoComplete="address-line1" />
      </Form.Item>
      <Form.Item label="City" name="city" rules={required(VALIDATION_MESSAGES.cityRequired)}>
        <Input maxLength={255} autoComplete="address-level2" />
      </Form.Item>
      <Form.Item
        label="Postcode"
        name="postcode"
        normalize={(value: string) => value.toUpperCase()}
        rules={required(VALIDATION_MESSAGES.postcodeRequired)}
        validateStatus={addressMessage ? 'error' : addressStatus === 'checking' ? 'validating' : undefined}
        help={addressMessage}
        hasFeedback={addressStatus !== 'idle'}
      >
        {/* The empty suffix keeps the input in place while the check's icon comes and goes (focus stays). */}
        <Input maxLength={16} autoComplete="postal-code" suffix={<span />} />
      </Form.Item>
      <Flex gap="small">
        <Button type="primary" htmlType="submit" loading={submitting} disabled={addressStatus !== 'valid'}>
          {submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      </Flex>
    </Form>
  );
}
