// @refnet/contracts/referrals: the referral record, its calls, lists, transitions and analytics
// (SPEC §2.6–2.9, §2.11, §3, §4, §5, §7.4, §7.6 analytics-data).
export * from './referral.js';
export * from './referral-calls.js';
export * from './referral-pages.js';
export * from './referral-paths.js';
