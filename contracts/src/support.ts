// zod/mini: tree-shakable, so the browser carries only the checks these schemas use.
import { z } from 'zod/mini';
import { messageSchema } from './common.js';
import {
  TEXT_MAX,
  VALIDATION_MESSAGES,
  optionalEmailField,
  optionalText,
  requiredText,
} from './validation.js';

export const HELP_REQUEST_SENT_MESSAGE = 'Your help request has been sent. We will reply by e-mail.';
export const FEATURE_REQUEST_SENT_MESSAGE = 'Thank you! Your suggestion has been sent to the RefNet team.';

/**
 * POST /user/request-help/. A visitor must give a name and an e-mail; for a signed-in user the
 * server takes both from the account and ignores what was sent.
 */
export const helpRequestSchema = z.object({
  name: z.optional(optionalText()),
  email: z.optional(optionalEmailField),
  subject: requiredText(VALIDATION_MESSAGES.subjectRequired, 200),
  message: requiredText(VALIDATION_MESSAGES.detailsRequired, TEXT_MAX, { multiLine: true }),
});
export type HelpRequest = z.infer<typeof helpRequestSchema>;

/** POST /user/request-feature/. */
export const featureRequestSchema = z.object({
  suggestion: requiredText(VALIDATION_MESSAGES.suggestionEmpty, TEXT_MAX, { multiLine: true }),
});
export type FeatureRequest = z.infer<typeof featureRequestSchema>;

/** POST /error-notification/ (answers 204, no body). */
export const errorNotificationRequestSchema = z.object({
  errorDescription: requiredText(VALIDATION_MESSAGES.errorDescriptionRequired, 20_000, { multiLine: true }),
});
export type ErrorNotificationRequest = z.infer<typeof errorNotificationRequestSchema>;

export const supportResponseSchema = z.object({ message: messageSchema });
export type SupportResponse = z.infer<typeof supportResponseSchema>;
