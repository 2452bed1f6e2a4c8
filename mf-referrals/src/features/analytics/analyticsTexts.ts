/** The analytics parcel's words; SPEC §8 gives the empty and loading texts. */
export const ANALYTICS_TEXTS = {
  loading: 'Loading referral stats...',
  loadFailed: 'Referral stats could not be loaded.',
  topEmpty: 'Top referrers data not available',
  favouritesEmpty: 'Favourite clinicians have not been selected',
  summaryTitle: 'Referral stats',
  topReceivedTitle: 'Top Referrals Received',
  topSentTitle: 'Top Referrals Sent',
  favouritesTitle: 'Favourite Clinicians',
  seeAll: 'See all clinicians',
  allTitle: 'All clinicians',
} as const;
