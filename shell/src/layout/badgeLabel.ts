/** The badge's accessible name: it counts referrals waiting and referrals with unread messages (issue 22). */
export const badgeLabel = (count: number) =>
  count === 1 ? '1 new referral or message' : `${count} new referrals or messages`;
