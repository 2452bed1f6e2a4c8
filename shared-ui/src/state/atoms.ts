import type { AppConfig, Message, User, UserGroup } from '@refnet/contracts';
import type { ClinicianInformationResponse } from '@refnet/contracts/accounts';
import { atom } from 'jotai';

/** Who is signed in: the facts of the login answer that the app keeps between visits. */
export type Session = {
  token: string;
  user: User;
  userGroup: UserGroup;
  isAdmin: boolean;
  isPatient: boolean;
  /** Approved by the team (SPEC §1); an unapproved clinician sees only pending approval, profile and help. */
  isVerified: boolean;
};

/** SPEC §9: the referral notification count starts at -1 (not loaded); null means loading failed. */
export const INITIAL_NOTIFICATION_COUNT = -1;

export const sessionAtom = atom<Session | null>(null);
export const globalMessageAtom = atom<Message | null>(null);
export const appConfigAtom = atom<AppConfig | null>(null);
export const notificationCountAtom = atom<number | null>(INITIAL_NOTIFICATION_COUNT);

/** The signed-in user's profile (GET /user/clinician-information/); null until loaded or after logout. */
export const profileAtom = atom<ClinicianInformationResponse | null>(null);
