import { useId, useState, type KeyboardEvent } from 'react';
import {
  CONVERSATION_MESSAGE_MAX,
  CONVERSATION_MESSAGES,
  findPatientIdentity,
  identityFindingWords,
  postMessageRequestSchema,
  type PatientIdentity,
} from '@refnet/contracts/conversation';
import { Button, Flex, formatDateTime, isApiRequestError, Typography } from '@refnet/shared-ui';
import { Alert } from '@refnet/shared-ui/display';
import { Input, useOneAtATime } from '@refnet/shared-ui/forms';
import { postReferralMessage } from '@refnet/shared-ui/conversation';
import { CONVERSATION_TEXT } from './conversationText';

/** A message of this side being corrected: the new one names it and starts from its text. */
export interface Correction {
  messageId: number;
  at: string;
  body: string;
}

export interface MessageComposerProps {
  referralId: number;
  /**
   * The patient's identity when the message may not carry it (the sender's side before the receiver
   * accepts): the text is checked as it is typed, as the server will check it.
   */
  identity: PatientIdentity | null;
  correction?: Correction | null;
  onCancelCorrection?: () => void;
  /** After the server kept the message (the timeline reads itself again after any write). */
  onSent?: () => void;
}

const COUNT = { show: true, max: CONVERSATION_MESSAGE_MAX };

/**
 * Writes a message on the referral: a text box with its character count and Send (or Ctrl+Enter). Before
 * the receiver accepts, a message from the sender's side that names the patient, gives their date of
 * birth or an NHS number is warned about as it is typed and cannot be sent.
 */
export function MessageComposer({
  referralId,
  identity,
  correction = null,
  onCancelCorrection,
  onSent,
}: MessageComposerProps) {
  const fieldId = useId();
  const warningId = useId();
  const hintId = useId();
  const [body, setBody] = useState(correction?.body ?? '');
  const [refusal, setRefusal] = useState<string | null>(null);
  const findings = identity ? findPatientIdentity(body, identity) : [];
  const warning =
    findings.length > 0
      ? CONVERSATION_MESSAGES.identityBeforeAcceptance(identityFindingWords(findings))
      : null;
  const valid = postMessageRequestSchema.safeParse({ body }).success;

  const { run: send, pending } = useOneAtATime(async () => {
    if (!valid || warning) return;
    setRefusal(null);
    try {
      await postReferralMessage(referralId, {
        body,
        ...(correction ? { correctsMessageId: correction.messageId } : {}),
      });
      setBody('');
      onSent?.();
    } catch (error) {
      setRefusal(isApiRequestError(error) ? error.message : CONVERSATION_TEXT.notSent);
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form
      aria-label={CONVERSATION_TEXT.messageLabel}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {correction && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 8 }}
          title={CONVERSATION_TEXT.correcting(formatDateTime(correction.at))}
          action={
            <Button size="small" onClick={onCancelCorrection}>
              {CONVERSATION_TEXT.cancelCorrection}
            </Button>
          }
        />
      )}
      <label htmlFor={fieldId}>
        <Typography.Text type="secondary">{CONVERSATION_TEXT.messageLabel}</Typography.Text>
      </label>
      {identity && (
        <Typography.Paragraph id={hintId} type="secondary" style={{ margin: '0 0 4px' }}>
          {CONVERSATION_TEXT.beforeAcceptance}
        </Typography.Paragraph>
      )}
      <Input.TextArea
        id={fieldId}
        value={body}
        rows={3}
        count={COUNT}
        autoFocus={correction !== null}
        aria-invalid={warning !== null}
        aria-describedby={[identity ? hintId : '', warning ? warningId : ''].join(' ').trim() || undefined}
        onChange={(event) => {
          setBody(event.target.value);
          setRefusal(null);
        }}
        onKeyDown={onKeyDown}
      />
      {warning && (
        <div id={warningId} style={{ marginTop: 8 }}>
          <Alert type="warning" showIcon role="alert" title={warning} />
        </div>
      )}
      {refusal && <Alert type="error" showIcon role="alert" title={refusal} style={{ marginTop: 8 }} />}
      <Flex justify="space-between" align="center" gap="small" wrap style={{ marginTop: 24 }}>
        <Typography.Text type="secondary">{CONVERSATION_TEXT.appendOnly}</Typography.Text>
        <Button type="primary" htmlType="submit" loading={pending} disabled={!valid || warning !== null}>
          {correction ? CONVERSATION_TEXT.sendCorrection : CONVERSATION_TEXT.send}
        </Button>
      </Flex>
    </form>
  );
}
