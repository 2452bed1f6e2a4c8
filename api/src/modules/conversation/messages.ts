/** Texts only the conversation routes write (the composer's own are CONVERSATION_MESSAGES in contracts). */
export const CONVERSATION_API_MESSAGES = {
  openNotClaimed:
    'Nobody has accepted this open referral yet: messages and files can be added once a clinician takes it on.',
  closed:
    'This referral has been rejected or cancelled: it takes no more messages or files. Send a new referral to continue.',
} as const;
