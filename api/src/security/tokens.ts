import { hash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX } from '@refnet/contracts/api-tokens';

/** SPEC §9: a session token lives 7 days. */
export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export const generateToken = (): string => randomBytes(32).toString('base64url');

/** A personal API token (issue 21): `rn_pat_` and 32 random bytes. */
export const generateApiToken = (): string => API_TOKEN_PREFIX + randomBytes(32).toString('base64url');

/** How many characters of an API token its owner sees again: the prefix and six more (36 of 256 bits). */
const API_TOKEN_DISPLAY_LENGTH = API_TOKEN_PREFIX.length + 6;

/** The beginning of an API token that its list shows, so its owner can tell which one it is. */
export const apiTokenDisplayPrefix = (token: string): string => token.slice(0, API_TOKEN_DISPLAY_LENGTH);

/**
 * Only this digest is stored, so a leaked table does not leak usable tokens. `hash` is the one-shot form
 * (a third of createHash's cost); it runs on every authenticated request.
 */
export const hashToken = (token: string): string => hash('sha256', token, 'hex');

const AUTHORIZATION_PATTERN = /^Token +([A-Za-z0-9_-]{1,200})$/;
const API_TOKEN_AUTHORIZATION_PATTERN = new RegExp(`^Bearer +(${API_TOKEN_PREFIX}[A-Za-z0-9_-]{1,200})$`);

/** `Authorization: Token <token>` (DRF TokenAuthentication); anything else counts as absent. */
export function readTokenHeader(header: string | undefined): string | undefined {
  return header ? AUTHORIZATION_PATTERN.exec(header.trim())?.[1] : undefined;
}

/** What a request authenticates with: a browser session's key, or a personal API token. */
export type Credentials = { kind: 'session' | 'api-token'; token: string };

/**
 * `Authorization: Token <key>` (a session) or `Authorization: Bearer rn_pat_…` (an API token, as FHIR clients
 * send it); anything else counts as absent.
 */
export function readCredentials(header: string | undefined): Credentials | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  const sessionKey = AUTHORIZATION_PATTERN.exec(trimmed)?.[1];
  if (sessionKey) return { kind: 'session', token: sessionKey };
  const apiToken = API_TOKEN_AUTHORIZATION_PATTERN.exec(trimmed)?.[1];
  return apiToken ? { kind: 'api-token', token: apiToken } : undefined;
}
