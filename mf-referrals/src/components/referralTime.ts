const LONDON_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hourCycle: 'h23',
});

/**
 * SPEC §2.9 referral times as HH:MM DD/MM/YYYY in UK time (GMT or BST), whatever the browser's zone:
 * a referral's times mean the same to both clinicians. An empty or invalid value gives ''.
 */
export function formatReferralTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(LONDON_PARTS.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.hour}:${part.minute} ${part.day}/${part.month}/${part.year}`;
}
