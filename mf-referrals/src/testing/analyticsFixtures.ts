import type { SlimUserProfile } from '@refnet/contracts/accounts';
import type { AnalyticsEntry, AnalyticsFavourite, AnalyticsResponse } from '@refnet/contracts/referrals';

/** Test data: a slim clinician profile, an analytics answer and its entries. */
export function clinician(id: number, firstName: string, lastName: string): SlimUserProfile {
  return { id, title: 'Dr', firstName, lastName, profilePicture: '', jobRole: [], isVerified: true };
}

export function entry(
  rank: number,
  profile: SlimUserProfile,
  count: number,
  isFavourite = false,
): AnalyticsEntry {
  return { clinician: profile, rank, count, isFavourite };
}

export function favourite(id: number, profile: SlimUserProfile): AnalyticsFavourite {
  return { id, userProfile: 1, favouriteUserProfile: profile };
}

export const CLINICIANS = [
  clinician(11, 'Ava', 'Adams'),
  clinician(12, 'Ben', 'Brown'),
  clinician(13, 'Cara', 'Cole'),
  clinician(14, 'Dev', 'Dutta'),
  clinician(15, 'Eve', 'Evans'),
  clinician(16, 'Finn', 'Ford'),
] as const;

export function analyticsAnswer(overrides: Partial<AnalyticsResponse> = {}): AnalyticsResponse {
  return {
    number: 5,
    noPatientsMade: 12,
    noPatientsReceived: 3,
    noReferralsMade: 20,
    noReferralsReceived: 7,
    topReferredTo: [],
    topReferralsFrom: [],
    favouriteClinicians: [],
    ...overrides,
  };
}
