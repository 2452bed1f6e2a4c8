// @refnet/contracts/api-tokens: personal API tokens (issue 21), which let a clinician's or a delegate's own
// systems call the API as they would, and the staff list of every token.
// zod/mini: tree-shakable, so the browser carries only the checks these schemas use.
import { z } from 'zod/mini';
import { messageSchema } from './common.js';
import { noControlCharacters } from './control-characters.js';
import { isRowId, rule } from './validation.js';

/** Every token starts so, which tells a session key (`Token …`) and an API token (`Bearer rn_pat_…`) apart. */
export const API_TOKEN_PREFIX = 'rn_pat_';
export const API_TOKEN_NAME_MAX = 60;
/** The lifetimes a token may be given, in days. */
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
export type ApiTokenExpiryDays = (typeof API_TOKEN_EXPIRY_DAYS)[number];
export const DEFAULT_API_TOKEN_EXPIRY_DAYS: ApiTokenExpiryDays = 90;
/** How many tokens one person may hold at once (neither expired nor revoked). */
export const MAX_ACTIVE_API_TOKENS = 20;

export const API_TOKEN_STATES = ['active', 'expired', 'revoked'] as const;
export type ApiTokenState = (typeof API_TOKEN_STATES)[number];

/** The staff list's filters: the tokens still usable, or every token ever made. */
export const STAFF_API_TOKEN_FILTERS = ['active', 'all'] as const;
export type StaffApiTokenFilter = (typeof STAFF_API_TOKEN_FILTERS)[number];

/** Staff pages of 25 tokens, as the other staff tables (SPEC §9). */
export const STAFF_API_TOKEN_PAGE_SIZE = 25;

export const API_TOKEN_TEXTS = {
  nameRequired: 'Please name the token after the system that will use it.',
  nameTooLong: `A token name can be at most ${API_TOKEN_NAME_MAX} characters.`,
  expiryInvalid: `Choose how long the token lasts: ${API_TOKEN_EXPIRY_DAYS.join(', ')} days.`,
  idInvalid: 'The token id must be a whole number.',
  filterInvalid: 'Show active or all tokens.',
  cursorInvalid: 'A page starts after or before a token id, or at the end.',
  nameTaken: (name: string) =>
    `You already have a token named "${name}". Choose another name, or revoke that token first.`,
  tooMany: `You already have ${MAX_ACTIVE_API_TOKENS} active API tokens, the most allowed. Revoke one you no longer use first.`,
  notFound: 'This API token does not exist.',
  alreadyRevoked: 'This API token has already been revoked.',
  created: (name: string) => `API token "${name}" created. Copy it now: it will not be shown again.`,
  revoked: (name: string) => `API token "${name}" revoked. Systems using it can no longer call RefNet.`,
  stateLabels: { active: 'Active', expired: 'Expired', revoked: 'Revoked' } satisfies Record<
    ApiTokenState,
    string
  >,
  /** The last-used column of a token never used. */
  neverUsed: 'Never',
  revokeQuestion: (name: string) => `Revoke the API token "${name}"?`,
  revokeExplanation: 'Systems using it will be refused from now on. This cannot be undone.',
} as const;

/** The days a lifetime may be, as the expiry field says. */
export const apiTokenExpiryLabel = (days: ApiTokenExpiryDays) => (days === 365 ? '1 year' : `${days} days`);

export const apiTokenNameField = z.string().check(
  z.trim(),
  noControlCharacters(),
  rule((value: string) => value.length > 0, API_TOKEN_TEXTS.nameRequired),
  rule((value: string) => value.length <= API_TOKEN_NAME_MAX, API_TOKEN_TEXTS.nameTooLong),
);

export const apiTokenExpiryDaysField = z.literal(API_TOKEN_EXPIRY_DAYS, {
  error: API_TOKEN_TEXTS.expiryInvalid,
});

/** A token id in a path (`/api-tokens/{tokenId}/`) or a page cursor. */
const tokenIdText = (message: string) =>
  z.pipe(
    z.string().check(rule((value: string) => /^\d{1,10}$/.test(value) && isRowId(Number(value)), message)),
    z.transform(Number),
  );

export const apiTokenIdParamsSchema = z.object({ tokenId: tokenIdText(API_TOKEN_TEXTS.idInvalid) });

/** One of the caller's own tokens: never its secret, which the create answer alone carries. */
export const apiTokenSchema = z.object({
  id: z.int(),
  name: z.string(),
  /** The token's first characters (`rn_pat_` and six more), to recognise it by. */
  displayPrefix: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
  state: z.enum(API_TOKEN_STATES),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

// ---------- GET /api-tokens/ ----------

/** The caller's tokens, newest first, revoked and expired ones included. */
export const apiTokensResponseSchema = z.object({ tokens: z.array(apiTokenSchema) });
export type ApiTokensResponse = z.infer<typeof apiTokensResponseSchema>;

// ---------- POST /api-tokens/ ----------

export const createApiTokenRequestSchema = z.object({
  name: apiTokenNameField,
  expiresInDays: apiTokenExpiryDaysField,
});
export type CreateApiTokenRequest = z.infer<typeof createApiTokenRequestSchema>;

/** The only answer that carries the token itself: RefNet keeps its hash alone. */
export const createApiTokenResponseSchema = z.object({
  message: messageSchema,
  token: apiTokenSchema,
  secret: z.string(),
});
export type CreateApiTokenResponse = z.infer<typeof createApiTokenResponseSchema>;

// ---------- DELETE /api-tokens/{tokenId}/ ----------

export const revokeApiTokenResponseSchema = z.object({ message: messageSchema, token: apiTokenSchema });
export type RevokeApiTokenResponse = z.infer<typeof revokeApiTokenResponseSchema>;

// ---------- GET /staff/api-tokens/ ----------

/** Whose token it is. */
export const apiTokenOwnerSchema = z.object({
  userId: z.int(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type ApiTokenOwner = z.infer<typeof apiTokenOwnerSchema>;

export const staffApiTokenSchema = z.extend(apiTokenSchema, { owner: apiTokenOwnerSchema });
export type StaffApiToken = z.infer<typeof staffApiTokenSchema>;

const cursorId = tokenIdText(API_TOKEN_TEXTS.cursorInvalid);

/**
 * Newest first. `filter` active (default: neither expired nor revoked) or all; `after` = the page following
 * that token, `before` = the page preceding it, `at=end` = the last page; none = the first page.
 */
export const staffApiTokensQuerySchema = z
  .object({
    filter: z.optional(z.enum(STAFF_API_TOKEN_FILTERS, { error: API_TOKEN_TEXTS.filterInvalid })),
    after: z.optional(cursorId),
    before: z.optional(cursorId),
    at: z.optional(z.literal('end', { error: API_TOKEN_TEXTS.cursorInvalid })),
  })
  .check(
    z.refine(
      (query) => [query.after, query.before, query.at].filter((value) => value !== undefined).length <= 1,
      { message: API_TOKEN_TEXTS.cursorInvalid },
    ),
  );
export type StaffApiTokensQuery = z.infer<typeof staffApiTokensQuerySchema>;

/** One page (STAFF_API_TOKEN_PAGE_SIZE tokens at most) and how many the filter holds. */
export const staffApiTokensResponseSchema = z.object({
  tokens: z.array(staffApiTokenSchema),
  total: z.int(),
});
export type StaffApiTokensResponse = z.infer<typeof staffApiTokensResponseSchema>;

// ---------- DELETE /staff/api-tokens/{tokenId}/ ----------

export const staffRevokeApiTokenResponseSchema = z.object({
  message: messageSchema,
  token: staffApiTokenSchema,
});
export type StaffRevokeApiTokenResponse = z.infer<typeof staffRevokeApiTokenResponseSchema>;
