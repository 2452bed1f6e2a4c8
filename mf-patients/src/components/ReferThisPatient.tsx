import { patientReferralPath } from '@refnet/contracts/referrals';
import { Button, followInAppLink, InAppLink } from '@refnet/shared-ui';

export const REFER_THIS_PATIENT_LABEL = 'Refer this patient';

/** The patient's page: opens the referral wizard with this patient chosen. */
export function ReferThisPatientButton({ patientId }: { patientId: number }) {
  return (
    <Button type="primary" href={patientReferralPath(patientId)} onClick={followInAppLink}>
      {REFER_THIS_PATIENT_LABEL}
    </Button>
  );
}

/** A row of the patients list: the same, named for the row's patient among the many on the page. */
export function ReferThisPatientLink({ href, patientName }: { href: string; patientName: string }) {
  return (
    <InAppLink href={href} aria-label={`${REFER_THIS_PATIENT_LABEL}: ${patientName}`}>
      {REFER_THIS_PATIENT_LABEL}
    </InAppLink>
  );
}
