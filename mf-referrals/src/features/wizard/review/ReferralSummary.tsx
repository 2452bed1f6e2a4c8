import { describeJobRole, type JobRole } from '@refnet/contracts/accounts';
import { formatDate, personName } from '@refnet/shared-ui';
import { Descriptions, type DescriptionsProps } from '@refnet/shared-ui/display';
import { LONG_OPTION_PROPS, Select } from '@refnet/shared-ui/forms';
import { openToAllText } from '../../../components/ReferralCounterpart';
import type { WizardData } from '../wizardState';

export interface ReferralSummaryProps {
  data: WizardData;
  /** Direct-to-clinician: the target's own roles to choose from, when they hold several. */
  onSetJobRole?: (jobRole: JobRole) => void;
}

const TEXT_STYLE = { whiteSpace: 'pre-wrap' } as const;

function JobRoleValue({ data, onSetJobRole }: ReferralSummaryProps) {
  const roles = data.targetClinician?.userProfile.jobRole ?? [];
  if (!onSetJobRole || roles.length < 2) return data.jobRole ? describeJobRole(data.jobRole) : '';
  return (
    <Select
      {...LONG_OPTION_PROPS}
      aria-label="Job role"
      value={data.jobRoleId}
      options={roles.map((jobRole) => ({ value: jobRole.id, label: describeJobRole(jobRole) }))}
      onChange={(id: number) => {
        const jobRole = roles.find((role) => role.id === id);
        if (jobRole) onSetJobRole(jobRole);
      }}
      style={{ minWidth: 260 }}
    />
  );
}

function clinicianText({ targetClinician, specifiedClinician, jobRole }: WizardData): string {
  if (specifiedClinician && targetClinician) {
    return `${personName(targetClinician.userProfile)}, ${targetClinician.clinic.centreName}`;
  }
  return jobRole ? openToAllText(jobRole.jobTitle) : '';
}

/** Step 3's summary of what will be sent (SPEC §2.11). */
export function ReferralSummary({ data, onSetJobRole }: ReferralSummaryProps) {
  const patient = data.currentPatient;
  const items: DescriptionsProps['items'] = [
    {
      key: 'patient',
      label: 'Patient',
      children: patient ? `${personName(patient)} (${formatDate(patient.dob)})` : '',
    },
    { key: 'history', label: 'History', children: <span style={TEXT_STYLE}>{data.patientHistory}</span> },
    {
      key: 'reason',
      label: 'Reason for referral',
      children: <span style={TEXT_STYLE}>{data.mainDescription}</span>,
    },
    { key: 'jobRole', label: 'Job role', children: <JobRoleValue data={data} onSetJobRole={onSetJobRole} /> },
    { key: 'clinician', label: 'Clinician', children: clinicianText(data) },
  ];
  return <Descriptions bordered column={1} size="small" items={items} />;
}
