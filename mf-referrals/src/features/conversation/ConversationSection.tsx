import { useId, useState, type ReactNode } from 'react';
import type {
  TimelineAttachmentEntry,
  TimelineEntry,
  TimelineMessageEntry,
} from '@refnet/contracts/conversation';
import type { Referral, ReferralStatus } from '@refnet/contracts/referrals';
import { Flex, formatFileSize, Typography } from '@refnet/shared-ui';
import { EarlierEntries, ReferralTimelineList } from '@refnet/shared-ui/conversation';
import { EmptyState, LoadFailed, LoadingState } from '@refnet/shared-ui/display';
import { CONVERSATION_TEXT } from './conversationText';
import { MessageComposer, type Correction } from './MessageComposer';
import { MessageDetail } from './MessageDetail';
import { patientIdentityOf } from './patientIdentity';
import { useReferralConversation } from './useReferralConversation';

/** Rejected and cancelled referrals take no more messages or files (the API says the same). */
const CLOSED: readonly ReferralStatus[] = ['REJECTED', 'CANCELLED'];

/** A file in the timeline, as the attachments feature shows it (issue 22 item 2). */
export type TimelineAttachment = Pick<
  TimelineAttachmentEntry,
  'id' | 'fileName' | 'contentType' | 'sizeBytes'
>;

export interface ConversationSectionProps {
  referral: Referral;
  /** The caller may write (a clinician, or a delegate with the manage permission). */
  canManage: boolean;
  /** How a file in the timeline shows; without it, its name (or type) and size. */
  renderAttachment?: (attachment: TimelineAttachment) => ReactNode;
  /** The file upload beside the composer, for those who may write; `onUploaded` reads the timeline again. */
  renderUpload?: (onUploaded: () => void) => ReactNode;
}

/** A file's name (or, before acceptance, its type) and size, where no richer view is given. */
const plainAttachment = ({ fileName, contentType, sizeBytes }: TimelineAttachment) => (
  <Typography.Text>
    {fileName ?? contentType} ({formatFileSize(sizeBytes)})
  </Typography.Text>
);

/**
 * The expanded referral's Conversation (issue 22): one timeline of its state changes, messages and files,
 * oldest first, then the composer and the file upload for those who may write. Opening it marks the other
 * side's news read.
 */
export function ConversationSection({
  referral,
  canManage,
  renderAttachment = plainAttachment,
  renderUpload,
}: ConversationSectionProps) {
  const headingId = useId();
  const { state, reload } = useReferralConversation(referral);
  const [correction, setCorrection] = useState<Correction | null>(null);
  const timeline = state.status === 'ready' ? state.timeline : null;
  const mayWrite = canManage && timeline?.canPost === true;

  const correct = (message: TimelineMessageEntry) =>
    setCorrection({ messageId: message.id, at: message.at, body: message.body });
  const renderDetail = (entry: TimelineEntry) => {
    if (entry.kind === 'message') {
      const ours = timeline !== null && entry.side === timeline.viewer;
      return (
        <MessageDetail
          message={entry}
          entries={state.entries}
          onCorrect={mayWrite && ours ? correct : undefined}
        />
      );
    }
    if (entry.kind === 'attachment') return renderAttachment(entry);
    return null;
  };

  return (
    <section aria-labelledby={headingId} className="refnet-conversation" style={{ marginBottom: 16 }}>
      <Typography.Title level={3} id={headingId} style={{ fontSize: 16, marginTop: 0 }}>
        {CONVERSATION_TEXT.heading}
      </Typography.Title>
      {state.status === 'ready' && <EarlierEntries pages={state.earlier} />}
      {state.entries.length === 0 && state.status === 'ready' ? (
        <EmptyState text={CONVERSATION_TEXT.empty} />
      ) : (
        <ReferralTimelineList entries={state.entries} renderDetail={renderDetail} />
      )}
      {state.status === 'loading' && <LoadingState text={CONVERSATION_TEXT.loading} />}
      {state.status === 'error' && state.retry && (
        <LoadFailed text={CONVERSATION_TEXT.failed} onRetry={state.retry} />
      )}
      {timeline && !timeline.canPost && (
        <Typography.Paragraph type="secondary">
          {CLOSED.includes(referral.status) ? CONVERSATION_TEXT.closed : CONVERSATION_TEXT.noOtherSide}
        </Typography.Paragraph>
      )}
      {timeline?.canPost && !canManage && (
        <Typography.Paragraph type="secondary">{CONVERSATION_TEXT.readOnly}</Typography.Paragraph>
      )}
      {timeline && mayWrite && (
        <Flex vertical gap="middle" style={{ marginTop: 8 }}>
          <MessageComposer
            // A new correction starts from its message's text.
            key={correction?.messageId ?? 'new'}
            referralId={referral.id}
            identity={
              timeline.viewer === 'sender' && !timeline.receiverHasAccepted
                ? patientIdentityOf(referral)
                : null
            }
            correction={correction}
            onCancelCorrection={() => setCorrection(null)}
            onSent={() => {
              setCorrection(null);
              void reload();
            }}
          />
          {renderUpload?.(() => void reload())}
        </Flex>
      )}
    </section>
  );
}
