import {
  ageByYear,
  CLINICIAN_DESCRIPTION_MAX,
  isIsoDate,
  isValidEmail,
  MIN_PASSWORD_LENGTH,
  TITLES,
  type ContactInput,
  type NewClinic,
  type RegisterRequest,
} from '@refnet/contracts/accounts';
import { NO_INSURANCE, type InsuranceChoice } from '../../components/insurance';

/** SPEC §2.5 / §9: steps 0 to 3. */
export const STEP_TITLES = ['Personal details', 'Clinician details', 'Insurance', 'Review'] as const;
export const REVIEW_STEP = STEP_TITLES.length - 1;

export interface PersonalDetails {
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  rePassword: string;
}

export interface ClinicianDetails {
  dob: string;
  jobRoleIds: number[];
  registrationNumber: string;
  clinicianDescription: string;
  appointmentsContacts: ContactInput[];
  clinics: NewClinic[];
}

/** Everything the wizard has collected; one object, so going back and forth keeps every entry. */
export interface RegistrationState {
  /** SPEC §4's review flag is `step === REVIEW_STEP`. */
  step: number;
  personal: PersonalDetails;
  clinician: ClinicianDetails;
  insurance: InsuranceChoice;
  acceptedTerms: boolean;
}

export const initialRegistrationState: RegistrationState = {
  step: 0,
  personal: { title: '', firstName: '', lastName: '', email: '', password: '', rePassword: '' },
  clinician: {
    dob: '',
    jobRoleIds: [],
    registrationNumber: '',
    clinicianDescription: '',
    appointmentsContacts: [],
    clinics: [],
  },
  insurance: NO_INSURANCE,
  acceptedTerms: false,
};

export type RegistrationAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'personal'; values: Partial<PersonalDetails> }
  | { type: 'clinician'; values: Partial<ClinicianDetails> }
  | { type: 'insurance'; value: InsuranceChoice }
  | { type: 'terms'; accepted: boolean };

export function registrationReducer(state: RegistrationState, action: RegistrationAction): RegistrationState {
  switch (action.type) {
    case 'next':
      return { ...state, step: Math.min(state.step + 1, REVIEW_STEP) };
    case 'previous':
      return { ...state, step: Math.max(state.step - 1, 0) };
    case 'personal':
      return { ...state, personal: { ...state.personal, ...action.values } };
    case 'clinician':
      return { ...state, clinician: { ...state.clinician, ...action.values } };
    case 'insurance':
      return { ...state, insurance: action.value };
    case 'terms':
      return { ...state, acceptedTerms: action.accepted };
  }
}

const filled = (value: string) => value.trim().length > 0;

/** SPEC §5 personal step, apart from the server's duplicate e-mail check. */
export function isPersonalComplete(personal: PersonalDetails): boolean {
  return (
    (TITLES as readonly string[]).includes(personal.title) &&
    filled(personal.firstName) &&
    filled(personal.lastName) &&
    isValidEmail(personal.email) &&
    personal.password.length >= MIN_PASSWORD_LENGTH &&
    personal.password === personal.rePassword
  );
}

export const isAdult = (dob: string) => isIsoDate(dob) && ageByYear(dob) >= 18;

/** SPEC §5: Next needs a job role, a clinic, a registration number, a date of birth and a description. */
export function isClinicianComplete(clinician: ClinicianDetails): boolean {
  return (
    clinician.jobRoleIds.length > 0 &&
    clinician.clinics.length > 0 &&
    filled(clinician.registrationNumber) &&
    isAdult(clinician.dob) &&
    filled(clinician.clinicianDescription) &&
    clinician.clinicianDescription.trim().length <= CLINICIAN_DESCRIPTION_MAX
  );
}

/** The review step's guard: "Error missing data." when this is false. */
export function hasAllRequiredData(state: RegistrationState): boolean {
  return isPersonalComplete(state.personal) && isClinicianComplete(state.clinician);
}

/** The body of POST /register/. */
export function toRegisterRequest({
  personal,
  clinician,
  insurance,
  acceptedTerms,
}: RegistrationState): RegisterRequest {
  return {
    email: personal.email.trim().toLowerCase(),
    password: personal.password,
    rePassword: personal.rePassword,
    title: personal.title,
    firstName: personal.firstName.trim(),
    lastName: personal.lastName.trim(),
    dob: clinician.dob.trim(),
    clinicianDescription: clinician.clinicianDescription.trim(),
    registrationNumber: clinician.registrationNumber.trim(),
    jobRoleIds: clinician.jobRoleIds,
    appointmentsContacts: clinician.appointmentsContacts,
    clinics: clinician.clinics,
    existingProviders: insurance.existing.map((id) => ({ id })),
    newProviders: insurance.newProviders.map((provider) => ({ provider })),
    acceptedTerms,
  };
}
