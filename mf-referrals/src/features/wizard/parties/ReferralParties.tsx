import type { ClinicianCard } from '@refnet/contracts/clinicians';
import type { Patient } from '@refnet/contracts/patients';
import { formatDate, personName } from '@refnet/shared-ui';
import { Descriptions, type DescriptionsProps } from '@refnet/shared-ui/display';
import { CLINIC_LABEL, TargetClinicChoice } from './TargetClinicChoice';

export const PARTIES_LABEL = 'This referral';

export interface ReferralPartiesProps {
  /** The patient being referred, or null when not to be shown here. */
  patient: Patient | null;
  /** Direct-to-clinician: the fixed target (at the clinic chosen), and all their clinics to choose from. */
  target: ClinicianCard | null;
  clinics: readonly ClinicianCard[];
  onChooseClinic: (clinic: ClinicianCard) => void;
}

/**
 * Above the steps before the review, who the referral is about and for: the patient once chosen (Mr John
 * Smith, born 02/04/1980) and, when the wizard was opened for a clinician, that clinician and the clinic
 * it goes to.
 */
export function ReferralParties({ patient, target, clinics, onChooseClinic }: ReferralPartiesProps) {
  const items: NonNullable<DescriptionsProps['items']> = [];
  if (patient) {
    items.push({
      key: 'patient',
      label: 'Patient',
      children: `${personName(patient)}, born ${formatDate(patient.dob)}`,
    });
  }
  if (target) {
    items.push(
      { key: 'clinician', label: 'Referring to', children: personName(target.userProfile) },
      {
        key: 'clinic',
        label: CLINIC_LABEL,
        children: <TargetClinicChoice target={target} clinics={clinics} onChoose={onChooseClinic} />,
      },
    );
  }
  if (items.length === 0) return null;
  return (
    <section aria-label={PARTIES_LABEL}>
      <Descriptions bordered column={1} size="small" items={items} />
    </section>
  );
}
