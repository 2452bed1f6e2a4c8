import { patientDisplayName } from '@refnet/contracts/patients';
import { isFullPatient, type Referral, type ReferralDisplayType } from '@refnet/contracts/referrals';
import { formatDate } from '@refnet/shared-ui';
import { INSURANCE_POLICY_MISSING_TEXT } from '@refnet/shared-ui/patients';

/** SPEC §2.9: what a self-paying patient's insurance reads. */
export const SELF_PAYER_LABEL = 'Self-payer';

/** SPEC §4: these views hide the patient's name, DOB and contact details. */
const PRIVATE_VIEWS: readonly ReferralDisplayType[] = ['Pending', 'Open'];

interface SharedDetails {
  sex: string;
  insurance: string;
}

/** The patient as a referral bar shows them: their details, or only what is known before accepting. */
export type PatientView =
  | (SharedDetails & {
      kind: 'shown';
      name: string;
      dob: string;
      email: string;
      phone: string;
      address: string;
    })
  | (SharedDetails & { kind: 'private' });

/**
 * Only a full record outside the Pending and Open views is shown; anything else is treated as private,
 * so a full record sent by mistake to a receiver who has not accepted is still not displayed.
 */
export function patientView(referral: Pick<Referral, 'patient' | 'displayType'>): PatientView {
  const { patient } = referral;
  const shared: SharedDetails = {
    sex: patient.sex,
    insurance: patient.isSelfPayer
      ? SELF_PAYER_LABEL
      : (patient.insurancePolicy?.provider ?? INSURANCE_POLICY_MISSING_TEXT),
  };
  if (!isFullPatient(patient) || PRIVATE_VIEWS.includes(referral.displayType)) {
    return { kind: 'private', ...shared };
  }
  const { firstLine, city, postcode } = patient.address;
  return {
    kind: 'shown',
    ...shared,
    name: patientDisplayName(patient),
    dob: formatDate(patient.dob),
    email: patient.primaryEmail,
    phone: patient.primaryPhoneNumber,
    address: [firstLine, city, postcode].filter(Boolean).join(', '),
  };
}
