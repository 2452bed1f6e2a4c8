import { useEffect, useState, type ReactNode } from 'react';
import { patientFormSchema } from '@refnet/contracts/patients';
import { Button, Flex, followInAppLink } from '@refnet/shared-ui';
import { Alert } from '@refnet/shared-ui/display';
import { Checkbox, Form, schemaRule, useAddressCheck, useOneAtATime } from '@refnet/shared-ui/forms';
import { PatientFields } from './PatientFields';
import { otherFieldsPass, toPatientFields, type PatientFormValues } from './patientFormValues';
import { PATIENTS_PATH } from './saveOutcome';
import { usePatientSave } from './usePatientSave';

export const CONSENT_LABEL =
  'Patient has given consent for their details to be stored and shared with the clinicians they are referred to';
export const CONSENT_HINT =
  'Consent can be confirmed once every required field is complete and the address has been found.';

export interface PatientFormProps {
  /** The form's accessible name: the screen's title. */
  name: string;
  /** Absent: a new patient (Enter Patient Information); present: that patient is updated. */
  patientId?: number;
  initialValues: PatientFormValues;
  insuranceOptions: readonly { value: number; label: string }[];
  submitLabel: string;
  /** False when the user may not save (a delegate without the permission): the form is read-only. */
  canSave: boolean;
  /** More buttons beside submit and cancel (Remove patient). */
  actions?: ReactNode;
  /**
   * Given when the form is part of another screen (the referral wizard): it gets the saved patient's id
   * instead of the form returning to the patient list, and that screen offers its own way out (no Cancel).
   */
  onSaved?: (patientId: number) => void;
}

/**
 * The patient form in both modes (SPEC §2.10, §5). Consent can be ticked only when every other field passes
 * and the server has found the address; it is unticked again as soon as that stops being true, and the
 * form cannot be sent without it.
 */
export function PatientForm({
  name,
  patientId,
  initialValues,
  insuranceOptions,
  submitLabel,
  canSave,
  actions,
  onSaved,
}: PatientFormProps) {
  const [form] = Form.useForm<PatientFormValues>();
  const [values, setValues] = useState(initialValues);
  const consent: boolean = Form.useWatch('consent', form) ?? initialValues.consent;
  const addressStatus = useAddressCheck(values.postcode);
  const fieldsPass = otherFieldsPass(values);
  const canConsent = fieldsPass && addressStatus === 'valid';
  // While the address is being checked, a consent already given stands; the answer decides.
  const mustUntick = !fieldsPass || (addressStatus !== 'valid' && addressStatus !== 'checking');
  const { save, saving, serverMessage } = usePatientSave(patientId, onSaved);

  useEffect(() => {
    if (consent && mustUntick) form.setFieldValue('consent', false);
  }, [consent, mustUntick, form]);

  // A double click submits twice before the button shows loading: the second submit is ignored.
  const { run: submit } = useOneAtATime(async (submitted: PatientFormValues) => {
    const fields = toPatientFields(submitted);
    if (fields && canConsent) await save(fields);
  });

  return (
    <Form<PatientFormValues>
      form={form}
      layout="vertical"
      aria-label={name}
      initialValues={initialValues}
      disabled={!canSave}
      validateTrigger={['onChange', 'onBlur']}
      scrollToFirstError={{ focus: true, block: 'center' }}
      onValuesChange={(_changed, all) => setValues(all)}
      onFinish={submit}
    >
      <PatientFields addressStatus={addressStatus} insuranceOptions={insuranceOptions} />
      <Form.Item
        name="consent"
        valuePropName="checked"
        rules={[schemaRule(patientFormSchema.shape.consent)]}
        extra={canConsent ? undefined : CONSENT_HINT}
      >
        <Checkbox disabled={!canConsent && !consent}>{CONSENT_LABEL}</Checkbox>
      </Form.Item>
      {serverMessage && (
        <Alert type="error" showIcon role="alert" title={serverMessage} style={{ marginBottom: 16 }} />
      )}
      <Flex gap="small" wrap>
        <Button
          type="primary"
          htmlType="submit"
          loading={saving}
          disabled={!canSave || !consent || !canConsent}
        >
          {submitLabel}
        </Button>
        {!onSaved && (
          <Button href={PATIENTS_PATH} onClick={followInAppLink} disabled={false}>
            Cancel
          </Button>
        )}
        {actions}
      </Flex>
    </Form>
  );
}
