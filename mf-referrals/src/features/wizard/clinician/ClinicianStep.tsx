import { useState, type ComponentType } from 'react';
import type { JobRole, JobRoleChoice } from '@refnet/contracts/accounts';
import type { ClinicianCard, ClinicianPickerProps } from '@refnet/contracts/clinicians';
import { Button, Flex, Typography } from '@refnet/shared-ui';
import { Alert } from '@refnet/shared-ui/display';
import { chooseClinician } from './clinicianChoice';
import { ClinicianPickerParcel } from './ClinicianPickerParcel';
import { JobRoleChooser } from './JobRoleChooser';

export const SET_OPEN_LABEL = 'Set open to all suitable clinicians';

export interface ClinicianStepProps {
  /** The drill-down's choice so far and the job role id it reached (0: none). */
  choice: JobRoleChoice;
  jobRoleId: number;
  /** The patient's insurer (0: self-payer) and address: the search's filter and centre. */
  insuranceProviderId: number;
  origin?: { lat: number; lng: number };
  /** The referring clinician's user profile: they cannot choose themselves. */
  ownUserProfileId?: number;
  onChooseJobRole: (choice: JobRoleChoice, leaf: JobRole | null) => void;
  onChooseClinician: (clinician: ClinicianCard, jobRole: JobRole) => void;
  onSetOpen: () => void;
  /** The clinician search; mf-clinicians' parcel unless a test passes its own. */
  Picker?: ComponentType<ClinicianPickerProps>;
}

/**
 * Step 2 (SPEC §2.11, §4): the job role, then a clinician from the search (which adopts their first role
 * when none is chosen, and is refused when they do not hold the chosen one), or the referral set open to
 * every clinician holding the role. The search narrows at every level chosen, not only at a leaf.
 */
export function ClinicianStep({
  choice,
  jobRoleId,
  insuranceProviderId,
  origin,
  ownUserProfileId,
  onChooseJobRole,
  onChooseClinician,
  onSetOpen,
  Picker = ClinicianPickerParcel,
}: ClinicianStepProps) {
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSelect = (card: ClinicianCard) => {
    const chosen = chooseClinician(card, jobRoleId, choice, ownUserProfileId);
    if (chosen.accepted) onChooseClinician(card, chosen.jobRole);
    else setRefusal(chosen.reason);
  };

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>
        Choose the job role to refer to, then a clinician, or set the referral open to every clinician who
        holds the job role.
      </Typography.Paragraph>
      <Flex gap="small" wrap align="center">
        <JobRoleChooser
          choice={choice}
          onChoose={(next, leaf) => {
            setRefusal(null);
            onChooseJobRole(next, leaf);
          }}
        />
        <Button type="primary" disabled={jobRoleId === 0} onClick={onSetOpen}>
          {SET_OPEN_LABEL}
        </Button>
      </Flex>
      <div role="status">{refusal && <Alert type="info" showIcon title={refusal} />}</div>
      <Picker
        jobRoleId={jobRoleId}
        jobRoleSelected={choice.role ?? ''}
        jobSpecialtySelected={choice.specialty ?? ''}
        insuranceProviderId={insuranceProviderId}
        origin={origin}
        onSelect={onSelect}
      />
    </Flex>
  );
}
