import type { ReferralEvent, ReferralEventAction } from '@refnet/contracts/referrals';
import { personName, refnetColours, Typography } from '@refnet/shared-ui';
import { formatReferralTime } from './referralTime';

export const TIMELINE_LABEL = 'Referral timeline';

export const EVENT_ACTION_LABELS: Record<ReferralEventAction, string> = {
  created: 'Referred',
  accepted: 'Accepted',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  booked: 'Booked',
  unbooked: 'Set active (booking undone)',
  dna: 'Marked as DNA',
  undna: 'Set active (DNA undone)',
};

/** "Referred by Sam Lee for Dr Ben Hart": who acted, and the clinician a delegate acted for. */
export function eventActor({ actor, onBehalfOf }: Pick<ReferralEvent, 'actor' | 'onBehalfOf'>): string {
  const who = personName(actor);
  return onBehalfOf ? `${who} for ${personName(onBehalfOf)}` : who;
}

/** The audit trail, oldest first: what happened, who did it, and when (UK time). */
export function ReferralTimeline({ events }: { events: readonly ReferralEvent[] }) {
  return (
    <ol aria-label={TIMELINE_LABEL} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {events.map((event) => (
        <li
          key={event.id}
          style={{ borderLeft: `2px solid ${refnetColours.primary}`, padding: '0 0 8px 12px', marginLeft: 4 }}
        >
          <Typography.Text strong>{EVENT_ACTION_LABELS[event.action]}</Typography.Text> by {eventActor(event)}
          <br />
          <Typography.Text type="secondary">
            <time dateTime={event.at}>{formatReferralTime(event.at)}</time>
          </Typography.Text>
        </li>
      ))}
    </ol>
  );
}
