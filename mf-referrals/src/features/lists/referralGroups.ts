import type { InboundReferralGroup, Referral } from '@refnet/contracts/referrals';
import type { ReferralDirection, ReferralListData } from '../../state/referralListQuery';

export interface ReferralGroup<Data> {
  /** Also the group's ?referralType= value (SPEC §2.7, §2.8). */
  key: string;
  label: string;
  /** What the help modal says about the group. */
  meaning: string;
  /** The group's name in the API (GET /referrals/list/{direction}/{group}). */
  apiGroup: InboundReferralGroup;
  /** The group's first page (newest first) in the list, and how many it holds in all. */
  select: (data: Data) => readonly Referral[];
  total: (data: Data) => number;
}

export type InboundGroup = ReferralGroup<ReferralListData['inbound']>;
export type OutboundGroup = ReferralGroup<ReferralListData['outbound']>;

/** SPEC §2.7 Referrals Received tabs, in order; the first is the default. */
export const INBOUND_GROUPS: readonly InboundGroup[] = [
  {
    key: 'inboundPending',
    label: 'New Referrals',
    meaning:
      'Referrals sent to you that you have not accepted or rejected yet. The patient’s details are shown once you accept.',
    apiGroup: 'waiting',
    select: (data) => data.referralsReceived.waiting,
    total: (data) => data.totals.waiting,
  },
  {
    key: 'openReferrals',
    label: 'Open Referrals',
    meaning:
      'Referrals open to every clinician holding one of your job roles. The first to accept one takes it on; the patient’s details are shown once you accept.',
    apiGroup: 'open',
    select: (data) => data.referralsOpen,
    total: (data) => data.totals.open,
  },
  {
    key: 'inboundAccepted',
    label: 'Accepted',
    meaning: 'Referrals you have accepted and not booked yet.',
    apiGroup: 'accepted',
    select: (data) => data.referralsReceived.accepted,
    total: (data) => data.totals.accepted,
  },
  {
    key: 'inboundBooked',
    label: 'Booked',
    meaning: 'Referrals you have booked an appointment for.',
    apiGroup: 'booked',
    select: (data) => data.referralsReceived.booked,
    total: (data) => data.totals.booked,
  },
  {
    key: 'inboundDna',
    label: 'DNA',
    meaning: 'Referrals whose patient did not attend (DNA).',
    apiGroup: 'dna',
    select: (data) => data.referralsReceived.dna,
    total: (data) => data.totals.dna,
  },
];

/** SPEC §2.8 Referrals Made tabs, in order; Pending (the default) includes the open referrals you made. */
export const OUTBOUND_GROUPS: readonly OutboundGroup[] = [
  {
    key: 'outboundPending',
    label: 'Pending',
    meaning:
      'Referrals you have sent that nobody has accepted yet, including open referrals waiting for any suitable clinician. You can cancel them.',
    apiGroup: 'waiting',
    select: (data) => data.referralsMade.waiting,
    total: (data) => data.totals.waiting,
  },
  {
    key: 'outboundAccepted',
    label: 'Accepted',
    meaning: 'Referrals you have sent that the clinician has accepted.',
    apiGroup: 'accepted',
    select: (data) => data.referralsMade.accepted,
    total: (data) => data.totals.accepted,
  },
  {
    key: 'outboundBooked',
    label: 'Booked',
    meaning: 'Referrals you have sent that the clinician has booked.',
    apiGroup: 'booked',
    select: (data) => data.referralsMade.booked,
    total: (data) => data.totals.booked,
  },
  {
    key: 'outboundDna',
    label: 'DNA',
    meaning: 'Referrals you have sent whose patient did not attend (DNA).',
    apiGroup: 'dna',
    select: (data) => data.referralsMade.dna,
    total: (data) => data.totals.dna,
  },
];

export const REFERRAL_TYPE_PARAM = 'referralType';

/** The screen's own path: Referrals Made links to /referrals/outbound (SPEC §2.8 fixes the old app's link). */
export const REFERRAL_LIST_PATHS: Record<ReferralDirection, string> = {
  inbound: '/referrals/inbound',
  outbound: '/referrals/outbound',
};

/** The group a ?referralType= value names exactly; the first group otherwise. */
export function groupFromQuery<Group extends { key: string }>(
  groups: readonly Group[],
  value: string | null,
): Group {
  return groups.find((group) => group.key === value) ?? (groups[0] as Group);
}

/** The link to one group of a list, e.g. /referrals/outbound?referralType=outboundAccepted. */
export function referralGroupHref(direction: ReferralDirection, key: string): string {
  return `${REFERRAL_LIST_PATHS[direction]}?${new URLSearchParams({ [REFERRAL_TYPE_PARAM]: key })}`;
}
