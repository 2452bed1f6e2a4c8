import type { TimelineEntry, TimelineMessageEntry } from '@refnet/contracts/conversation';
import { Button, Flex, formatDateTime, Typography } from '@refnet/shared-ui';
import { CONVERSATION_TEXT } from './conversationText';

export interface MessageDetailProps {
  message: TimelineMessageEntry;
  /** The entries on screen: the message a correction names is looked up among them. */
  entries: readonly TimelineEntry[];
  /** Given when the caller may correct this message (their side wrote it, and they may write). */
  onCorrect?: (message: TimelineMessageEntry) => void;
}

/** A message's text, the message it corrects, and Correct for the side that wrote it. */
export function MessageDetail({ message, entries, onCorrect }: MessageDetailProps) {
  const corrected =
    message.correctsMessageId === null
      ? undefined
      : entries.find((entry) => entry.kind === 'message' && entry.id === message.correctsMessageId);
  return (
    <Flex vertical gap={4} align="start">
      {message.correctsMessageId !== null && (
        <Typography.Text type="secondary" italic>
          {corrected
            ? CONVERSATION_TEXT.corrects(formatDateTime(corrected.at))
            : CONVERSATION_TEXT.correctsEarlier}
        </Typography.Text>
      )}
      <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.body}
      </Typography.Paragraph>
      {onCorrect && (
        <Button
          size="small"
          aria-label={`${CONVERSATION_TEXT.correct} the message of ${formatDateTime(message.at)}`}
          onClick={() => onCorrect(message)}
        >
          {CONVERSATION_TEXT.correct}
        </Button>
      )}
    </Flex>
  );
}
