import { formatUkDateTime } from '@refnet/contracts';

/**
 * SPEC §2.9 referral times as HH:MM DD/MM/YYYY in UK time (GMT or BST), whatever the browser's zone:
 * a referral's times mean the same to both clinicians. An empty or invalid value gives ''.
 */
export const formatReferralTime = (value: string | null | undefined): string => formatUkDateTime(value);
