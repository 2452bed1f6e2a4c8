/** What the API alone says about personal API tokens (the screens' own words are in contracts). */
export const API_TOKEN_API_MESSAGES = {
  staffCannotCreate:
    'Staff accounts cannot create API tokens: they are for clinicians and delegates connecting their own systems.',
  sessionOnly:
    'An API token cannot manage API tokens, sign out or change the password. Sign in to RefNet to do this.',
  rateLimited: (limit: number, windowSeconds: number, retrySeconds: number) =>
    `Too many requests with this API token (at most ${limit} in ${windowSeconds} seconds). ` +
    `Please try again in ${retrySeconds} second${retrySeconds === 1 ? '' : 's'}.`,
} as const;
