import { render, screen, within } from '@testing-library/react';
import type { StaffTimelineEntry, TimelineEntry } from '@refnet/contracts/conversation';
import { REFERRED_ENTRY, TIMELINE_PEOPLE } from '../../testing/timeline';
import { ReferralTimelineList, TIMELINE_LABEL, timelineActor } from './ReferralTimelineList';

const { ada: ADA, sam: SAM, ben: BEN } = TIMELINE_PEOPLE;

const ENTRIES: TimelineEntry[] = [
  REFERRED_ENTRY,
  {
    kind: 'message',
    id: 4,
    at: '2026-07-05T23:30:00Z',
    actor: SAM,
    onBehalfOf: ADA,
    side: 'sender',
    body: 'Please call first.',
    correctsMessageId: null,
  },
  {
    kind: 'message',
    id: 5,
    at: '2026-07-06T08:00:00Z',
    actor: ADA,
    onBehalfOf: null,
    side: 'sender',
    body: 'Call after 10.',
    correctsMessageId: 4,
  },
  {
    kind: 'attachment',
    id: 2,
    at: '2026-07-06T09:00:00Z',
    actor: BEN,
    onBehalfOf: null,
    side: 'receiver',
    fileName: 'plan.pdf',
    contentType: 'application/pdf',
    sizeBytes: 2048,
  },
];

const items = () => within(screen.getByRole('list', { name: TIMELINE_LABEL })).getAllByRole('listitem');

describe('ReferralTimelineList', () => {
  it('says what happened, who did it (for whom) and when in UK time, oldest first', () => {
    render(<ReferralTimelineList entries={ENTRIES} />);
    expect(items().map((item) => item.textContent)).toEqual([
      'Referred by Dr Ada Okafor09:30 05/01/2026',
      'Message from Sam Lee for Dr Ada Okafor00:30 06/07/2026',
      'Correction from Dr Ada Okafor09:00 06/07/2026',
      'File added by Mr Ben Hart10:00 06/07/2026',
    ]);
    expect(within(items()[0]!).getByText('09:30 05/01/2026')).toHaveAttribute(
      'datetime',
      '2026-01-05T09:30:00Z',
    );
  });

  it('shows what the caller renders for an entry under its first line', () => {
    render(
      <ReferralTimelineList
        entries={ENTRIES}
        renderDetail={(entry) => (entry.kind === 'message' ? <p>{entry.body}</p> : null)}
      />,
    );
    expect(within(items()[1]!).getByText('Please call first.')).toBeInTheDocument();
    expect(items()[0]).not.toHaveTextContent('Please call');
  });

  it('takes staff entries, which carry no text or file name', () => {
    const staff: StaffTimelineEntry[] = [
      {
        kind: 'message',
        id: 3,
        at: '2026-01-06T10:00:00Z',
        actor: BEN,
        onBehalfOf: null,
        side: 'receiver',
        correctsMessageId: null,
      },
      {
        kind: 'attachment',
        id: 6,
        at: '2026-01-06T11:00:00Z',
        actor: BEN,
        onBehalfOf: null,
        side: 'receiver',
        contentType: 'image/png',
        sizeBytes: 10,
      },
    ];
    render(<ReferralTimelineList entries={staff} />);
    expect(items().map((item) => item.textContent)).toEqual([
      'Message from Mr Ben Hart10:00 06/01/2026',
      'File added by Mr Ben Hart11:00 06/01/2026',
    ]);
  });

  it('names a delegate with the clinician they acted for', () => {
    expect(timelineActor({ actor: SAM, onBehalfOf: ADA })).toBe('Sam Lee for Dr Ada Okafor');
    expect(timelineActor({ actor: ADA, onBehalfOf: null })).toBe('Dr Ada Okafor');
  });
});
