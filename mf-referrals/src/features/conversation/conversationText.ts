import { EARLIER_ENTRIES_TEXT } from '@refnet/shared-ui/conversation';

/** The words of a referral's Conversation section, in one place for the components and their tests. */
export const CONVERSATION_TEXT = {
  heading: 'Conversation',
  loading: 'Loading the conversation...',
  failed: 'The conversation could not be loaded. Please try again.',
  empty: 'Nothing has happened on this referral yet.',
  ...EARLIER_ENTRIES_TEXT,
  messageLabel: 'Message',
  send: 'Send',
  sendCorrection: 'Send correction',
  correct: 'Correct',
  cancelCorrection: 'Cancel correction',
  correcting: (time: string) => `Correcting your message of ${time}. The original stays as it was written.`,
  corrects: (time: string) => `Corrects the message of ${time}`,
  correctsEarlier: 'Corrects an earlier message',
  notSent: 'The message could not be sent. Please try again.',
  noOtherSide: 'Messages and files can be added once a clinician accepts this open referral.',
  closed: 'This referral has been rejected or cancelled: it takes no more messages or files.',
  readOnly: 'You can read this conversation; writing needs the permission to manage referrals.',
  appendOnly: 'Messages cannot be changed or deleted: a mistake is followed by a correction.',
  beforeAcceptance:
    "Until the receiver accepts, do not write the patient's name, date of birth or NHS number: they see the referral without them.",
} as const;
