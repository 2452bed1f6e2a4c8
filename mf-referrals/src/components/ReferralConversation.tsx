import type { Referral } from '@refnet/contracts/referrals';
import { AttachmentEntry } from '../features/attachments/AttachmentEntry';
import { AttachmentUpload } from '../features/attachments/AttachmentUpload';
import { ConversationSection } from '../features/conversation/ConversationSection';

export interface ReferralConversationProps {
  referral: Referral;
  canManage: boolean;
}

/**
 * An open referral's Conversation (issue 22) with its files: the timeline and composer, and the attachments'
 * own view of a file and upload control. Loaded when a referral is first opened, not with the list.
 */
export function ReferralConversation({ referral, canManage }: ReferralConversationProps) {
  return (
    <ConversationSection
      referral={referral}
      canManage={canManage}
      renderAttachment={(attachment) => <AttachmentEntry referralId={referral.id} attachment={attachment} />}
      renderUpload={(onUploaded) => <AttachmentUpload referralId={referral.id} onUploaded={onUploaded} />}
    />
  );
}
