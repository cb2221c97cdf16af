import { createHmac, scrypt, timingSafeEqual } from "node:crypto";
import { findAdminSetting, PASSWORD_SALT_SETTING } from "../db/admin-settings.ts";
import type { Database } from "../db/database.ts";

/**
 * Binds each admin session to the ADMIN_PASSWORD it was made with, so a new
 * password ends every older session (docs/decisions/015-auth-sign-in-limits-and-password-bound-sessions.md).
 *
 * The password is stretched once per process with scrypt under this install's
 * salt (admin_settings, migration 005) into a 32-byte key. A session keeps
 * HMAC-SHA256(key, its token): the token is 256 random bits kept only in the
 * couple's cookie (stores keep its SHA-256), so the stored fingerprint tells
 * someone holding the sessions table nothing about the password, and lets
 * them test no guess at all; with a stolen cookie as well, each guess still
 * costs a scrypt.
 */

/** scrypt's cost: 2^15 × 8 × 128 bytes = 32 MiB and about 0.1 s, paid once per process (and per guess by an attacker). */
const SCRYPT_OPTIONS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const KEY_BYTES = 32;

/** The scrypt key of ADMIN_PASSWORD for this install. */
export type PasswordKey = Buffer;

export function derivePasswordKey(password: string, salt: string): Promise<PasswordKey> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_BYTES, SCRYPT_OPTIONS, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** The install's salt, made by migration 005. */
export async function readPasswordSalt({ db }: Database): Promise<string> {
  const salt = await findAdminSetting(db, PASSWORD_SALT_SETTING);
  if (salt === null) throw new Error("admin_settings has no password salt: run the migrations");
  return salt;
}

/**
 * The password's key, derived on first use and then kept. A failure (the
 * database away) is not kept: the next call tries again.
 */
export function passwordKeyLoader(password: string, database: Database): () => Promise<PasswordKey> {
  let pending: Promise<PasswordKey> | undefined;
  return () => {
    pending ??= readPasswordSalt(database)
      .then((salt) => derivePasswordKey(password, salt))
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
    return pending;
  };
}

/** What a store keeps with a session: HMAC-SHA256 of the token under the password's key, base64url. */
export function sessionFingerprint(key: PasswordKey, token: string): string {
  return createHmac("sha256", key).update(`admin-session:${token}`, "utf8").digest("base64url");
}

/** Whether a stored fingerprint is this token's under this key; a missing one (older rows) never is. */
export function fingerprintMatches(stored: string | null | undefined, key: PasswordKey, token: string): boolean {
  if (typeof stored !== "string") return false;
  const expected = Buffer.from(sessionFingerprint(key, token), "utf8");
  const actual = Buffer.from(stored, "utf8");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
