// @refnet/contracts/conversation: a referral's timeline, its messages, the check that a message does not
// identify the patient before the receiver accepts, and its attachments (issue 22). Apart from
// `/referrals`, so the pages that only list referrals (the dashboard among them) do not load these schemas.
export * from './conversation-calls.js';
export * from './conversation-identity.js';
export * from './referral-attachments.js';
