import { createHash, randomBytes } from "node:crypto";
import type { PasswordKey } from "./password-key.ts";

/**
 * The couple's admin sessions behind a small interface: the database store is
 * the default, a shared store (e.g. Redis) can replace it for several
 * instances. Tokens are random; stores keep only their SHA-256
 * (docs/decisions/011-admin-sessions.md), and each session's fingerprint of
 * the password it was made with (password-key.ts), so a new ADMIN_PASSWORD
 * ends every older session.
 */
export interface AdminSessionStore {
  /**
   * Starts a session bound to the key given: the operator's password key (subject null), or a person's session key
   * (subject their id, docs/decisions/052-people-not-a-password.md). Returns its token (for the cookie; never stored as is).
   */
  create(now: Date, passwordKey: PasswordKey, subject?: string | null): Promise<string>;
  /**
   * Whose live session the token names (`{ subject }`), when its fingerprint matches the key `keyOf` gives for its
   * subject; a live one's idle timer restarts at `now`. A session whose key has changed or is gone (a new
   * ADMIN_PASSWORD, a removed person) is ended.
   */
  identify(token: string, now: Date, keyOf: SessionKeyOf): Promise<{ subject: string | null } | null>;
  /** identify for the operator alone: whether the token names a live operator session made with this password's key. */
  check(token: string, now: Date, passwordKey: PasswordKey): Promise<boolean>;
  /** Ends the session; an unknown token is not an error. */
  delete(token: string): Promise<void>;
  /** Ends every session ("sign out everywhere"); returns how many. */
  deleteAll(): Promise<number>;
  /** Removes every session past its idle or absolute end; returns how many. */
  deleteExpired(now: Date): Promise<number>;
}

/** The key a subject's sessions are bound to (null subject: the operator); null when there is none any more. */
export type SessionKeyOf = (subject: string | null) => Promise<PasswordKey | null>;

/** check() in terms of identify(): only the operator's key is known. */
export function operatorKeyOf(passwordKey: PasswordKey): SessionKeyOf {
  return async (subject) => (subject === null ? passwordKey : null);
}

/** A session ends after this long without a request… */
export const ADMIN_SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** …and this long after sign-in, however active. */
export const ADMIN_SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

const TOKEN_BYTES = 32;

/** 32 random bytes, base64url: 256 bits nobody can guess. */
export function newSessionToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

/** What stores keep instead of the token: a leaked table or key list signs nobody in. */
export function sessionId(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Tokens we issue are 43 base64url characters; anything else is refused before a lookup. */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** Whether a session seen last at `lastSeenAt` and ending at `expiresAt` is still alive at `now`. */
export function isSessionAlive(lastSeenAt: Date, expiresAt: Date, now: Date): boolean {
  return now.getTime() < expiresAt.getTime() && now.getTime() - lastSeenAt.getTime() < ADMIN_SESSION_IDLE_MS;
}
