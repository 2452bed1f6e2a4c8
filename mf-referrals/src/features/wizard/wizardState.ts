import { SELF_PAYER_INSURANCE_ID, type JobRole, type JobRoleChoice } from '@refnet/contracts/accounts';
import type { ClinicianCard } from '@refnet/contracts/clinicians';
import type { Patient } from '@refnet/contracts/patients';

/** SPEC §3 "Wizard data". Ids are 0 and texts '' while nothing is chosen. */
export interface WizardData {
  selectedPatient: boolean;
  patientId: number;
  currentPatient: Patient | null;
  currentPostcode: string;
  /** The patient's address coordinates: where the clinician search measures from (SPEC §4). */
  searchLatitude: number | null;
  searchLongitude: number | null;
  /** The patient's insurer, 0 for a self-payer. */
  insuranceProviderId: number;
  patientHistory: string;
  mainDescription: string;
  jobRoleId: number;
  /** The chosen job-role leaf (jobRoleId's record), for its title on the review. */
  jobRole: JobRole | null;
  selectedJobRole: string;
  selectedJobSpecialty: string;
  selectedJobSubSpecialty: string;
  specifiedClinician: boolean;
  /** The target's clinician role profile id (receiverCrpId). */
  targetClinicianId: number;
  targetClinician: ClinicianCard | null;
}

export interface WizardState extends WizardData {
  step: number;
  /** SPEC §9: 3, or 2 for the direct-to-clinician variant. */
  maxStep: number;
  /** SPEC §4: set once the referral is sent. */
  referralMade: boolean;
}

export type ReferralText = 'patientHistory' | 'mainDescription';

export type WizardAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'choosePatient'; patient: Patient }
  | { type: 'clearPatient' }
  | { type: 'setText'; field: ReferralText; value: string }
  /** The drill-down's choice; `leaf` only once it names a job role. Drops a chosen clinician. */
  | { type: 'chooseJobRole'; choice: JobRoleChoice; leaf: JobRole | null }
  /** One of the fixed target clinician's own roles (direct-to-clinician). */
  | { type: 'setJobRole'; jobRole: JobRole }
  | { type: 'chooseClinician'; clinician: ClinicianCard; jobRole: JobRole }
  /** Another of the fixed target clinician's clinics (role profiles); the job role stays. */
  | { type: 'chooseTargetClinic'; clinician: ClinicianCard }
  | { type: 'setOpen' }
  | { type: 'referralSent' };

const NO_PATIENT = {
  selectedPatient: false,
  patientId: 0,
  currentPatient: null,
  currentPostcode: '',
  searchLatitude: null,
  searchLongitude: null,
  insuranceProviderId: SELF_PAYER_INSURANCE_ID,
} satisfies Partial<WizardData>;

const NO_CLINICIAN = {
  specifiedClinician: false,
  targetClinicianId: 0,
  targetClinician: null,
} satisfies Partial<WizardData>;

const EMPTY_DATA: WizardData = {
  ...NO_PATIENT,
  patientHistory: '',
  mainDescription: '',
  jobRoleId: 0,
  jobRole: null,
  selectedJobRole: '',
  selectedJobSpecialty: '',
  selectedJobSubSpecialty: '',
  ...NO_CLINICIAN,
};

function patientData(patient: Patient): Partial<WizardData> {
  return {
    selectedPatient: true,
    patientId: patient.id,
    currentPatient: patient,
    currentPostcode: patient.address.postcode,
    searchLatitude: patient.address.latitude,
    searchLongitude: patient.address.longitude,
    insuranceProviderId: patient.isSelfPayer
      ? SELF_PAYER_INSURANCE_ID
      : (patient.insurancePolicy?.id ?? SELF_PAYER_INSURANCE_ID),
  };
}

function jobRoleData(jobRole: JobRole | null, choice: JobRoleChoice = {}): Partial<WizardData> {
  return {
    jobRoleId: jobRole?.id ?? 0,
    jobRole,
    selectedJobRole: jobRole?.jobRole ?? choice.role ?? '',
    selectedJobSpecialty: jobRole?.specialty ?? choice.specialty ?? '',
    selectedJobSubSpecialty: jobRole?.subSpecialty ?? choice.subSpecialty ?? '',
  };
}

function targetData(clinician: ClinicianCard): Partial<WizardData> {
  return { specifiedClinician: true, targetClinicianId: clinician.id, targetClinician: clinician };
}

export interface WizardStart {
  maxStep: number;
  step?: number;
  /** Patient-preselected: the route's patient. */
  patient?: Patient;
  /** Direct-to-clinician: the route's clinician, referred for their first job role. */
  target?: ClinicianCard;
}

export function initialWizardState({ maxStep, step = 0, patient, target }: WizardStart): WizardState {
  const firstRole = target?.userProfile.jobRole[0] ?? null;
  return {
    ...EMPTY_DATA,
    ...(patient && patientData(patient)),
    ...(target && { ...targetData(target), ...jobRoleData(firstRole) }),
    step,
    maxStep,
    referralMade: false,
  };
}

/** SPEC §4: advances by one up to the last step. */
const advance = (state: WizardState): WizardState => ({
  ...state,
  step: Math.min(state.step + 1, state.maxStep),
});

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'next':
      return advance(state);
    case 'previous':
      return { ...state, step: Math.max(state.step - 1, 0) };
    case 'choosePatient':
      return advance({ ...state, ...patientData(action.patient) });
    case 'clearPatient':
      return { ...state, ...NO_PATIENT };
    case 'setText':
      return { ...state, [action.field]: action.value };
    case 'chooseJobRole':
      return { ...state, ...jobRoleData(action.leaf, action.choice), ...NO_CLINICIAN };
    case 'setJobRole':
      return { ...state, ...jobRoleData(action.jobRole) };
    case 'chooseClinician':
      return advance({ ...state, ...jobRoleData(action.jobRole), ...targetData(action.clinician) });
    case 'chooseTargetClinic':
      return { ...state, ...targetData(action.clinician) };
    case 'setOpen':
      return advance({ ...state, ...NO_CLINICIAN });
    case 'referralSent':
      return { ...state, referralMade: true };
  }
}
