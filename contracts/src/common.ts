// zod/mini: tree-shakable, so the browser carries only the checks these schemas use.
import { z } from 'zod/mini';

/** The version the API reports and the front end expects (SPEC §3: compared as v1.6.6). */
export const APP_VERSION = '1.6.6';

export const messageVariantSchema = z.enum(['success', 'info', 'danger']);
export type MessageVariant = z.infer<typeof messageVariantSchema>;

/** SPEC §8 "Message": what the global message modal shows and what many answers carry. */
export const messageSchema = z.object({ variant: messageVariantSchema, message: z.string() });
export type Message = z.infer<typeof messageSchema>;

/** SPEC §9 notice auto-close: a success message closes by itself after this long; errors stay. */
export const NOTICE_AUTO_CLOSE_MS = 5000;

/** Every 4xx/5xx body the API writes, unless SPEC §4 names a `detail` answer. */
export const apiErrorSchema = z.object({ message: messageSchema });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** SPEC §4 session-expiry answers: a 403 with one of these `detail` strings clears the session. */
export const AUTH_DETAIL = {
  missing: 'Authentication credentials were not provided.',
  invalid: 'Invalid token.',
} as const;
export const authDetailSchema = z.object({ detail: z.string() });

export const emptySchema = z.object({});
