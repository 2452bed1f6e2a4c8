import { useState } from 'react';
import type { StaffTimelineEntry, StaffTimelineResponse } from '@refnet/contracts/conversation';
import type { AdminReferral } from '@refnet/contracts/admin';
import { Button, formatFileSize, padId, Typography } from '@refnet/shared-ui';
import { fetchStaffReferralTimeline } from '@refnet/shared-ui/admin';
import { serverQuery, useServerData } from '@refnet/shared-ui/data';
import { ReferralTimelineList } from '@refnet/shared-ui/conversation';
import { Alert, Drawer } from '@refnet/shared-ui/display';
import { LoadedContent } from '../../components/LoadedContent';

export const STAFF_TIMELINE_TEXT = {
  title: (referral: AdminReferral) => `Timeline of referral ${padId(referral.id)}`,
  loading: 'Loading the timeline...',
  failed: 'The timeline could not be loaded. Please try again.',
  privacy: 'Staff see who did what and when: never the patient, what was written, or the names of files.',
  messageHidden: 'Its text is visible only to the referral’s clinicians.',
  earlier: 'Show earlier entries',
  earlierFailed: 'The earlier entries could not be loaded. Please try again.',
  close: 'Close',
} as const;

/** "PDF, 2 KB": what staff see of a file. */
const fileSummary = (entry: { contentType: string; sizeBytes: number }) =>
  `${(entry.contentType.split('/')[1] ?? 'file').toUpperCase()}, ${formatFileSize(entry.sizeBytes)}`;

function staffDetail(entry: StaffTimelineEntry) {
  if (entry.kind === 'message')
    return <Typography.Text type="secondary">{STAFF_TIMELINE_TEXT.messageHidden}</Typography.Text>;
  if (entry.kind === 'attachment')
    return <Typography.Text type="secondary">{fileSummary(entry)}</Typography.Text>;
  return null;
}

/** The newest page, and the earlier pages read on request (a referral seldom has more than one page). */
function StaffTimeline({ referralId, newest }: { referralId: number; newest: StaffTimelineResponse }) {
  const [earlier, setEarlier] = useState<{ entries: StaffTimelineEntry[]; next: string | null } | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const before = earlier ? earlier.next : newest.earlier;
  const loadEarlier = async () => {
    if (before === null) return;
    setLoading(true);
    setFailed(false);
    try {
      const page = await fetchStaffReferralTimeline(referralId, before);
      setEarlier({ entries: [...page.entries, ...(earlier?.entries ?? [])], next: page.earlier });
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      {before !== null && (
        <Button type="link" style={{ paddingLeft: 0 }} loading={loading} onClick={() => void loadEarlier()}>
          {STAFF_TIMELINE_TEXT.earlier}
        </Button>
      )}
      {failed && <Alert type="error" showIcon role="alert" title={STAFF_TIMELINE_TEXT.earlierFailed} />}
      <ReferralTimelineList
        entries={[...(earlier?.entries ?? []), ...newest.entries]}
        renderDetail={staffDetail}
      />
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
