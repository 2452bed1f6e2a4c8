import type { ApiError, Message } from '@refnet/contracts';

/** The `{ message: { variant: 'danger', message } }` body every RefNet error answer uses. */
export const dangerBody = (message: string): ApiError => ({ message: { variant: 'danger', message } });

/** The `{ message: { variant: 'success', message } }` body a successful write answers with. */
export const successBody = (message: string): { message: Message & { variant: 'success' } } => ({
  message: { variant: 'success', message },
});

/**
 * An expected failure with the exact status and body the client should see. Services throw it;
 * the error-mapping plugin writes it out unchanged.
 */
export class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(`HTTP ${statusCode}`);
    this.name = 'HttpProblem';
  }
}

export const isHttpProblem = (value: unknown): value is HttpProblem => value instanceof HttpProblem;
