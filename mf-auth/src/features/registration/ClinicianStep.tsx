import type { ReactNode } from 'react';
import { Flex, Typography } from '@refnet/shared-ui';
import { DateOfBirthInput, Form, Input, schemaRule } from '@refnet/shared-ui/forms';
import {
  CLINICIAN_DESCRIPTION_MAX,
  registrationDobField,
  VALIDATION_MESSAGES,
  type JobRole,
} from '@refnet/contracts/accounts';
import { ClinicsEditor } from '../../components/ClinicsEditor';
import { ContactsEditor } from '../../components/ContactsEditor';
import { JobRolePicker } from '../../components/JobRolePicker';
import type { ClinicianDetails } from './wizardState';

type ClinicianFormValues = Pick<ClinicianDetails, 'dob' | 'registrationNumber' | 'clinicianDescription'>;

export interface ClinicianStepProps {
  values: ClinicianDetails;
  /** The registration e-mail: the main referral contact. */
  mainEmail: string;
  jobRoles: readonly JobRole[];
  onChange: (values: Partial<ClinicianDetails>) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Typography.Title level={3} style={{ fontSize: 18 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** Step 1 (SPEC §2.5, §5): date of birth, job roles, registration, description, contacts and clinics. */
export function ClinicianStep({ values, mainEmail, jobRoles, onChange }: ClinicianStepProps) {
  return (
    <Flex vertical gap="large">
      <Form
        name="registration-clinician"
        layout="vertical"
        initialValues={values}
        onValuesChange={(_changed, all: ClinicianFormValues) => onChange(all)}
      >
        <Form.Item
          label="Date of birth"
          name="dob"
          required
          rules={[schemaRule(registrationDobField)]}
          extra="DD/MM/YYYY"
        >
          <DateOfBirthInput autoComplete="bday" />
        </Form.Item>
        <Form.Item
          label="Registration number"
          name="registrationNumber"
          rules={[
            { required: true, whitespace: true, message: VALIDATION_MESSAGES.registrationNumberRequired },
          ]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          label="Description"
          name="clinicianDescription"
          rules={[
            { required: true, whitespace: true, message: VALIDATION_MESSAGES.descriptionRequired },
            { max: CLINICIAN_DESCRIPTION_MAX, message: VALIDATION_MESSAGES.descriptionTooLong },
          ]}
        >
          <Input.TextArea rows={4} showCount count={{ max: CLINICIAN_DESCRIPTION_MAX }} />
        </Form.Item>
      </Form>
      <Section title="Job roles">
        <JobRolePicker
          jobRoles={jobRoles}
          value={values.jobRoleIds}
          onChange={(jobRoleIds) => onChange({ jobRoleIds })}
        />
      </Section>
      <Section title="Referral contacts">
        <ContactsEditor
          mainEmail={mainEmail || undefined}
          value={values.appointmentsContacts}
          onChange={(appointmentsContacts) => onChange({ appointmentsContacts })}
        />
      </Section>
      <Section title="Clinics">
        <ClinicsEditor value={values.clinics} onChange={(clinics) => onChange({ clinics })} />
      </Section>
    </Flex>
  );
}
