// @refnet/shared-ui/conversation: what happens inside a referral (issue 22): its timeline, the messages and
// attachments calls, and the antd pieces only they use (the upload zone, the progress bar, the file icons).
// A separate shared entry, so the dashboard and the referral lists do not carry them: it loads with the first
// expanded referral (mf-referrals) or staff timeline (mf-admin). The shell provides it, remotes consume its copy.
export {
  EyeOutlined,
  FileImageOutlined,
  FilePdfOutlined,
  InboxOutlined,
  PaperClipOutlined,
} from '@ant-design/icons';
export { Progress, Upload } from 'antd';
export {
  EVENT_ACTION_LABELS,
  ReferralTimelineList,
  TIMELINE_LABEL,
  timelineActor,
  timelineEntryTitle,
  type ReferralTimelineListProps,
} from '../components/ReferralTimelineList/ReferralTimelineList';
export { attachmentSummary, attachmentTypeLabel } from './attachmentSummary';
export { EARLIER_ENTRIES_TEXT, EarlierEntries } from './EarlierEntries';
export { useEarlierPages, type EarlierPages, type TimelinePage } from './useEarlierPages';
export {
  downloadReferralAttachment,
  fetchReferralAttachment,
  uploadReferralAttachment,
  type AttachmentUploadOptions,
  type FetchedAttachment,
} from './attachments';
export {
  fetchReferralTimeline,
  markReferralConversationRead,
  postReferralMessage,
  referralTimelinePath,
} from './conversation';
