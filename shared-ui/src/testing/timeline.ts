import type { TimelineEntry } from '@refnet/contracts/conversation';

/** The people of the timeline tests: Dr Ada Okafor refers, Sam Lee is a delegate, Mr Ben Hart receives. */
export const TIMELINE_PEOPLE = {
  ada: { id: 7, title: 'Dr', firstName: 'Ada', lastName: 'Okafor' },
  sam: { id: 30, title: '', firstName: 'Sam', lastName: 'Lee' },
  ben: { id: 8, title: 'Mr', firstName: 'Ben', lastName: 'Hart' },
} as const;

/** A timeline's first entry: Dr Okafor refers on 5 January 2026 at 09:30 UTC. */
export const REFERRED_ENTRY = {
  kind: 'event',
  id: 1,
  at: '2026-01-05T09:30:00Z',
  actor: TIMELINE_PEOPLE.ada,
  onBehalfOf: null,
  side: 'sender',
  action: 'created',
  fromStatus: null,
  toStatus: 'PENDING',
} as const satisfies TimelineEntry;
