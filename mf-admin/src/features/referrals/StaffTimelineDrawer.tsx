import type { StaffTimelineEntry, StaffTimelineResponse } from '@refnet/contracts/conversation';
import type { AdminReferral } from '@refnet/contracts/admin';
import { padId, Typography } from '@refnet/shared-ui';
import { fetchStaffReferralTimeline } from '@refnet/shared-ui/admin';
import { serverQuery, useServerData } from '@refnet/shared-ui/data';
import {
  attachmentSummary,
  EARLIER_ENTRIES_TEXT,
  EarlierEntries,
  ReferralTimelineList,
  useEarlierPages,
} from '@refnet/shared-ui/conversation';
import { Drawer } from '@refnet/shared-ui/display';
import { LoadedContent } from '../../components/LoadedContent';

export const STAFF_TIMELINE_TEXT = {
  title: (referral: AdminReferral) => `Timeline of referral ${padId(referral.id)}`,
  loading: 'Loading the timeline...',
  failed: 'The timeline could not be loaded. Please try again.',
  privacy: 'Staff see who did what and when: never the patient, what was written, or the names of files.',
  messageHidden: 'Its text is visible only to the referral’s clinicians.',
  ...EARLIER_ENTRIES_TEXT,
  close: 'Close',
} as const;

function staffDetail(entry: StaffTimelineEntry) {
  if (entry.kind === 'message')
    return <Typography.Text type="secondary">{STAFF_TIMELINE_TEXT.messageHidden}</Typography.Text>;
  if (entry.kind === 'attachment')
    return <Typography.Text type="secondary">{attachmentSummary(entry)}</Typography.Text>;
  return null;
}

/** The newest page, and the earlier pages read on request (a referral seldom has more than one page). */
function StaffTimeline({ referralId, newest }: { referralId: number; newest: StaffTimelineResponse }) {
  const pages = useEarlierPages(newest, (before) => fetchStaffReferralTimeline(referralId, before));
  return (
    <>
      <EarlierEntries pages={pages} />
      <ReferralTimelineList entries={pages.entries} renderDetail={staffDetail} />
    </>
  );
}

function StaffTimelineContent({ referral }: { referral: AdminReferral }) {
  const { loaded } = useServerData(
    serverQuery([`/staff/referrals/${referral.id}/timeline/`], (options) =>
      fetchStaffReferralTimeline(referral.id, undefined, options),
    ),
  );
  return (
    <LoadedContent
      loaded={loaded}
      loadingText={STAFF_TIMELINE_TEXT.loading}
      failedText={STAFF_TIMELINE_TEXT.failed}
    >
      {(newest) => <StaffTimeline key={referral.id} referralId={referral.id} newest={newest} />}
    </LoadedContent>
  );
}

export interface StaffTimelineDrawerProps {
  /** The referral whose timeline is open; null: closed. */
  referral: AdminReferral | null;
  onClose: () => void;
}

/** A referral's timeline for staff (issue 22), in a drawer over the referrals list. */
export function StaffTimelineDrawer({ referral, onClose }: StaffTimelineDrawerProps) {
  return (
    <Drawer
      open={referral !== null}
      onClose={onClose}
      title={referral ? STAFF_TIMELINE_TEXT.title(referral) : undefined}
      closable={{ 'aria-label': STAFF_TIMELINE_TEXT.close }}
      size="large"
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{STAFF_TIMELINE_TEXT.privacy}</Typography.Paragraph>
      {referral && <StaffTimelineContent referral={referral} />}
    </Drawer>
  );
}
