import { hash, randomBytes } from 'node:crypto';

/** SPEC §9: a session token lives 7 days. */
export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export const generateToken = (): string => randomBytes(32).toString('base64url');

/**
 * Only this digest is stored, so a leaked table does not leak usable tokens. `hash` is the one-shot form
 * (a third of createHash's cost); it runs on every authenticated request.
 */
export const hashToken = (token: string): string => hash('sha256', token, 'hex');

const AUTHORIZATION_PATTERN = /^Token +([A-Za-z0-9_-]{1,200})$/;

/** `Authorization: Token <token>` (DRF TokenAuthentication); anything else counts as absent. */
export function readTokenHeader(header: string | undefined): string | undefined {
  return header ? AUTHORIZATION_PATTERN.exec(header.trim())?.[1] : undefined;
}
