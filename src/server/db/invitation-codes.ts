import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { findAdminSetting } from "./admin-settings.ts";
import type { DatabaseSchema } from "./schema.ts";

/**
 * Invitation codes this site makes carry its mark
 * (docs/decisions/037-guest-data-erasure-search-and-codes.md): 16 base64url
 * characters (INVITATION_CODE_PATTERN) of 12 bytes, 9 of them random and 3
 * an HMAC-SHA256 of those 9 under the site's key (admin_settings, made by
 * migration 013). Nobody without the key tells a code from 96 random bits,
 * and a guess at a household's code is as hopeless as before; an import can
 * recognise a code this site made (a round trip through the export), while
 * a made-up one ("AAAAAAAAAAAAAAAA") passes with a chance of 1 in 16 million
 * and is replaced by a new code.
 */
/** The admin_settings row holding the site's key (base64url, 32 bytes), made by migration 013. */
export const INVITATION_CODE_KEY_SETTING = "invitation_code_key";

const RANDOM_BYTES = 9;
const MARK_BYTES = 3;

/** The site's key; throws if migration 013 has not run. */
export async function invitationCodeKey(db: Kysely<DatabaseSchema>): Promise<Buffer> {
  const key = await findAdminSetting(db, INVITATION_CODE_KEY_SETTING);
  if (key === null) throw new Error("The invitation code key is missing: run the migrations");
  return Buffer.from(key, "base64url");
}

/** A new code with this site's mark. */
export function newMarkedInvitationCode(key: Buffer): string {
  const random = randomBytes(RANDOM_BYTES);
  return Buffer.concat([random, markOf(key, random)]).toString("base64url");
}

/** True when `code` carries this site's mark (it made the code). */
export function isMarkedInvitationCode(key: Buffer, code: string): boolean {
  const bytes = Buffer.from(code, "base64url");
  if (bytes.length !== RANDOM_BYTES + MARK_BYTES || bytes.toString("base64url") !== code) return false;
  return timingSafeEqual(markOf(key, bytes.subarray(0, RANDOM_BYTES)), bytes.subarray(RANDOM_BYTES));
}

function markOf(key: Buffer, random: Buffer): Buffer {
  return createHmac("sha256", key).update("invitation-code\0").update(random).digest().subarray(0, MARK_BYTES);
}
