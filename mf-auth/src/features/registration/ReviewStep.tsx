import { useState } from 'react';
import { Button, Flex, formatDate, personName, Typography } from '@refnet/shared-ui';
import { describeAgreement } from '@refnet/shared-ui/accounts';
import { Alert, Descriptions, type DescriptionsProps } from '@refnet/shared-ui/display';
import { Checkbox } from '@refnet/shared-ui/forms';
import {
  MISSING_DATA_MESSAGE,
  VALIDATION_MESSAGES,
  type InsuranceAgreement,
  type JobRole,
} from '@refnet/contracts/accounts';
import { describeClinic } from '../../components/clinicLabels';
import { contactText } from '../../components/contacts';
import { describeJobRole } from '@refnet/contracts/accounts';
import { hasAllRequiredData, type RegistrationState } from './wizardState';

export interface ReviewStepProps {
  state: RegistrationState;
  jobRoles: readonly JobRole[];
  agreements: readonly InsuranceAgreement[];
  submitting: boolean;
  onAcceptTerms: (accepted: boolean) => void;
  onSubmit: () => void;
}

const list = (values: string[]) => (values.length > 0 ? values.join('; ') : 'None');

function reviewItems(
  { personal, clinician, insurance }: RegistrationState,
  jobRoles: readonly JobRole[],
  agreements: readonly InsuranceAgreement[],
): DescriptionsProps['items'] {
  const roles = clinician.jobRoleIds.map((id) => {
    const jobRole = jobRoles.find((candidate) => candidate.id === id);
    return jobRole ? describeJobRole(jobRole) : `#${id}`;
  });
  const insurers = [
    ...insurance.existing.map((id) => {
      const agreement = agreements.find((candidate) => candidate.id === id);
      return agreement ? describeAgreement(agreement) : `#${id}`;
    }),
    ...insurance.newProviders.map((provider) => `${provider} (new)`),
  ];
  return [
    {
      key: 'name',
      label: 'Name',
      children: personName(personal),
    },
    { key: 'email', label: 'Email', children: personal.email },
    { key: 'dob', label: 'Date of birth', children: formatDate(clinician.dob) },
    { key: 'jobRoles', label: 'Job roles', children: list(roles) },
    { key: 'registrationNumber', label: 'Registration number', children: clinician.registrationNumber },
    { key: 'description', label: 'Description', children: clinician.clinicianDescription },
    {
      key: 'contacts',
      label: 'Referral contacts',
      children: list([personal.email, ...clinician.appointmentsContacts.map(contactText)].filter(Boolean)),
    },
    { key: 'clinics', label: 'Clinics', children: list(clinician.clinics.map(describeClinic)) },
    { key: 'insurers', label: 'Insurance providers', children: list(insurers) },
  ];
}

/** Step 3 (SPEC §2.5, §5, §8): everything entered, read-only; the terms; Submit. */
export function ReviewStep({
  state,
  jobRoles,
  agreements,
  submitting,
  onAcceptTerms,
  onSubmit,
}: ReviewStepProps) {
  const [termsError, setTermsError] = useState(false);
  const complete = hasAllRequiredData(state);

  const submit = () => {
    if (!state.acceptedTerms) {
      setTermsError(true);
      return;
    }
    onSubmit();
  };

  return (
    <Flex vertical gap="middle">
      {!complete && <Alert type="error" showIcon title={MISSING_DATA_MESSAGE} role="alert" />}
      <Descriptions bordered column={1} size="small" items={reviewItems(state, jobRoles, agreements)} />
      <Checkbox
        checked={state.acceptedTerms}
        onChange={(event) => {
          setTermsError(false);
          onAcceptTerms(event.target.checked);
        }}
      >
        I accept the{' '}
        <a href="/policy" target="_blank" rel="noopener noreferrer">
          terms and conditions
        </a>
      </Checkbox>
      {termsError && (
        <Typography.Text type="danger" role="alert">
          {VALIDATION_MESSAGES.termsRequired}
        </Typography.Text>
      )}
      <div>
        <Button type="primary" onClick={submit} loading={submitting} disabled={!complete}>
          Submit
        </Button>
      </div>
    </Flex>
  );
}
