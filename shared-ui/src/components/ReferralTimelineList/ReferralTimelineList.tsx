import type { ReactNode } from 'react';
import { FlagOutlined, MessageOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { StaffTimelineEntry, TimelineEntry } from '@refnet/contracts/conversation';
import type { ReferralEventAction } from '@refnet/contracts/referrals';
// By the package's name, so the shell's `/conversation` entry uses its shared modules instead of copies.
import { formatDateTime, personName, refnetColours, Typography } from '@refnet/shared-ui';

/** The timeline's accessible name: the same list whoever reads it. */
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

type Entry = TimelineEntry | StaffTimelineEntry;

/** "Sam Lee for Dr Ben Hart": who acted, and the clinician a delegate acted for. */
export function timelineActor({ actor, onBehalfOf }: Pick<Entry, 'actor' | 'onBehalfOf'>): string {
  const who = personName(actor);
  return onBehalfOf ? `${who} for ${personName(onBehalfOf)}` : who;
}

/** What happened, in the entry's first words: "Referred", "Message", "Correction", "File". */
export function timelineEntryTitle(entry: Entry): { what: string; by: string } {
  if (entry.kind === 'event') return { what: EVENT_ACTION_LABELS[entry.action], by: 'by' };
  if (entry.kind === 'message')
    return { what: entry.correctsMessageId === null ? 'Message' : 'Correction', by: 'from' };
  return { what: 'File', by: 'added by' };
}

const ICONS = { event: FlagOutlined, message: MessageOutlined, attachment: PaperClipOutlined } as const;

export interface ReferralTimelineListProps<Item extends Entry> {
  /** Oldest first. */
  entries: readonly Item[];
  /** What an entry shows under its first line: a message's text, a file, a Correct button. */
  renderDetail?: (entry: Item) => ReactNode;
}

/**
 * A referral's one timeline (issue 22): each state change, message and file, oldest first, with who did it
 * (and for whom, when a delegate acted) and when, in UK time. What an entry carries besides is the
 * caller's to show (`renderDetail`): the two sides show a message's text, staff never have it.
 */
export function ReferralTimelineList<Item extends Entry>({
  entries,
  renderDetail,
}: ReferralTimelineListProps<Item>) {
  return (
    <ol aria-label={TIMELINE_LABEL} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {entries.map((entry) => {
        const Icon = ICONS[entry.kind];
        const { what, by } = timelineEntryTitle(entry);
        const detail = renderDetail?.(entry);
        return (
          <li
            key={`${entry.kind}-${entry.id}`}
            data-kind={entry.kind}
            style={{
              borderLeft: `2px solid ${refnetColours.primary}`,
              padding: '0 0 12px 12px',
              marginLeft: 4,
            }}
          >
            <Icon aria-hidden style={{ marginRight: 6, color: refnetColours.primary }} />
            <Typography.Text strong>{what}</Typography.Text> {by} {timelineActor(entry)}
            <br />
            <Typography.Text type="secondary">
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </Typography.Text>
            {detail !== undefined && detail !== null && <div style={{ marginTop: 4 }}>{detail}</div>}
          </li>
        );
      })}
    </ol>
  );
}
