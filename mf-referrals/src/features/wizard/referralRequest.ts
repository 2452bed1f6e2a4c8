import { REFERRAL_MESSAGES, type CreateReferralRequest } from '@refnet/contracts/referrals';
import type { WizardData } from './wizardState';

/** SPEC §5 "Referral before sending": the first missing piece, in the spec's words, or null. */
export function missingReferralData(data: WizardData): string | null {
  if (!data.currentPatient) return REFERRAL_MESSAGES.patientMissing;
  if (data.patientHistory.trim() === '') return REFERRAL_MESSAGES.historyMissing;
  if (data.mainDescription.trim() === '') return REFERRAL_MESSAGES.mainDescriptionMissing;
  if (data.jobRoleId === 0) return REFERRAL_MESSAGES.jobRoleMissing;
  return null;
}

/**
 * POST /referrals/create/'s body. crpId is the sender's first clinician role profile (SPEC §6);
 * receiverCrpId goes only with a specified clinician.
 */
export function createReferralRequest(data: WizardData, crpId: number): CreateReferralRequest {
  return {
    patientId: data.patientId,
    crpId,
    jobRoleId: data.jobRoleId,
    mainDescription: data.mainDescription,
    patientHistory: data.patientHistory,
    specifiedClinician: data.specifiedClinician,
    ...(data.specifiedClinician && { receiverCrpId: data.targetClinicianId }),
  };
}
