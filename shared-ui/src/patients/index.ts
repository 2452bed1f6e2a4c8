// @refnet/shared-ui/patients: the patient calls (SPEC §7.3) and the patient helpers the patients screens and
// the referral wizard share. A separate shared entry; the shell provides it, remotes consume the shell's copy.
export {
  createPatient,
  deletePatient,
  fetchPatient,
  fetchPatientList,
  fetchPatientPage,
  fetchPatientReferrals,
  updatePatient,
} from './calls';
export { patientListQuery, patientQuery } from './queries';
export { toPatientFormData, type PatientFormFields } from './formData';
export { requirePatientId } from './patientId';
export {
  INSURANCE_POLICY_MISSING_TEXT,
  patientInsurance,
  patientMatchesName,
  SELF_PAYER_TEXT,
} from './patientText';
