import { ApiRequestError } from './errors';

/** The part of a zod schema this module needs, so shared-ui does not depend on zod itself. */
export type ResponseSchema<T> = {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { message: string } };
};

/** Checks a 2xx body against its contract; a mismatch is an 'invalid-response' ApiRequestError. */
export function parseResponse<T>(schema: ResponseSchema<T>, body: unknown, operation: string): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new ApiRequestError({
    kind: 'invalid-response',
    message: `The server's answer to ${operation} was not understood.`,
    body,
    cause: parsed.error,
  });
}
