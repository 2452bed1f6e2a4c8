/** Response texts that are not part of the contracts because only the server writes them. */
export const MESSAGES = {
  notFound: 'Not found.',
  permissionDenied: 'You do not have permission to perform this action.',
  unexpected: 'An unexpected error occurred. Please try again later.',
  invalidJson: 'Request body is not valid JSON.',
  bodyRequired: 'Request body is required.',
  bodyNotObject: 'Request body must be a JSON object.',
  unsupportedMediaType: 'Request body must be JSON (Content-Type: application/json).',
  bodyTooLarge: 'Request body is too large.',
  badUrl: 'The address is not valid.',
  urlTooLong: 'The address is too long.',
  databaseUnavailable: 'RefNet cannot reach its database just now. Please try again in a few seconds.',
  tooManyRequests: (after: string) => `Too many requests. Please try again in ${after}.`,
  accountLocked: (minutes: number) =>
    `Too many failed login attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
} as const;
