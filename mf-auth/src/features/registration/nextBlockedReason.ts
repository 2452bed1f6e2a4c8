import {
  CLINICIAN_DESCRIPTION_MAX,
  isIsoDate,
  isValidEmail,
  MIN_PASSWORD_LENGTH,
  TITLES,
} from '@refnet/contracts/accounts';
import type { CheckStatus } from '@refnet/shared-ui/forms';
import { emailMayBeUsed } from '../../components/useEmailAvailability';
import { isAdult, type ClinicianDetails, type PersonalDetails, type RegistrationState } from './wizardState';

export const EMAIL_BEING_CHECKED_TEXT = 'Checking that the e-mail address is not already registered...';

const filled = (value: string) => value.trim().length > 0;

/** What the personal details still lack, in the form's order (SPEC §5 personal step). */
function personalGaps(personal: PersonalDetails, emailStatus: CheckStatus): string[] {
  const gaps: string[] = [];
  if (!(TITLES as readonly string[]).includes(personal.title)) gaps.push('a title');
  if (!filled(personal.firstName)) gaps.push('your first name');
  if (!filled(personal.lastName)) gaps.push('your last name');
  if (!isValidEmail(personal.email)) gaps.push('a valid e-mail address');
  else if (emailStatus === 'invalid') gaps.push('an e-mail address that is not already registered');
  if (personal.password.length < MIN_PASSWORD_LENGTH) {
    gaps.push(`a password of at least ${MIN_PASSWORD_LENGTH} characters`);
  } else if (personal.password !== personal.rePassword) {
    gaps.push('the same password in Confirm password');
  }
  return gaps;
}

/** What the clinician details still lack, in the form's order (SPEC §5 registration clinician step). */
function clinicianGaps(clinician: ClinicianDetails): string[] {
  const gaps: string[] = [];
  if (!isIsoDate(clinician.dob)) gaps.push('your date of birth');
  else if (!isAdult(clinician.dob)) gaps.push('a date of birth showing you are over 18');
  if (!filled(clinician.registrationNumber)) gaps.push('your registration number');
  if (!filled(clinician.clinicianDescription)) gaps.push('a description');
  else if (clinician.clinicianDescription.trim().length > CLINICIAN_DESCRIPTION_MAX) {
    gaps.push(`a description of at most ${CLINICIAN_DESCRIPTION_MAX} characters`);
  }
  if (clinician.jobRoleIds.length === 0) gaps.push('a job role');
  if (clinician.clinics.length === 0) gaps.push('a clinic');
  return gaps;
}

/** "a, b and c". */
const listed = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/**
 * Why Next is disabled on the wizard's current step, as a sentence under it; null when nothing stops it
 * (or the step has no Next).
 */
export function nextBlockedReason(state: RegistrationState, emailStatus: CheckStatus): string | null {
  const gaps =
    state.step === 0
      ? personalGaps(state.personal, emailStatus)
      : state.step === 1
        ? clinicianGaps(state.clinician)
        : [];
  if (gaps.length > 0) return `To continue, please add ${listed(gaps)}.`;
  if (state.step === 0 && !emailMayBeUsed(emailStatus)) return EMAIL_BEING_CHECKED_TEXT;
  return null;
}
