import type { ClinicianCard } from '@refnet/contracts/clinicians';
import { LONG_OPTION_PROPS, Select } from '@refnet/shared-ui/forms';
import { clinicText } from './clinicText';

export const CLINIC_LABEL = 'Clinic';

export interface TargetClinicChoiceProps {
  /** The clinic (clinician role profile) the referral goes to. */
  target: ClinicianCard;
  /** All the clinician's clinics. */
  clinics: readonly ClinicianCard[];
  onChoose: (clinic: ClinicianCard) => void;
}

/** Which of the clinician's clinics receives the referral: a choice when they have several. */
export function TargetClinicChoice({ target, clinics, onChoose }: TargetClinicChoiceProps) {
  if (clinics.length < 2) return clinicText(target);
  return (
    <Select
      {...LONG_OPTION_PROPS}
      aria-label={CLINIC_LABEL}
      value={target.id}
      options={clinics.map((clinic) => ({ value: clinic.id, label: clinicText(clinic) }))}
      onChange={(id: number) => {
        const clinic = clinics.find((candidate) => candidate.id === id);
        if (clinic) onChoose(clinic);
      }}
      style={{ width: '100%', maxWidth: 480 }}
    />
  );
}
