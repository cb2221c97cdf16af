import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * Secrets at rest (docs/decisions/053-mail-the-couple-can-set-up.md): AES-256-GCM under a key kept outside the
 * database. A sealed value is one line, `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url): the key id says
 * whether this key made it (a wrong key is told apart from damage), and `purpose` is bound in as associated
 * data, so a value sealed for one use cannot be passed off as another's.
 */

export const SECRET_KEY_BYTES = 32;
const IV_BYTES = 12;
/** The whole tag, always: a shortened one would be easier to forge. */
const TAG_BYTES = 16;
const VERSION = "v1";

/** The sealed value cannot be opened: made under another key, or changed since (tampered, truncated). */
export class SealedValueError extends Error {
  override name = "SealedValueError";

  constructor(readonly reason: "other-key" | "damaged") {
    super(reason === "other-key" ? "sealed under another key" : "damaged or tampered with");
  }
}

/** A short, stable id of `key` (a hash, never the key): which key sealed a value. */
export function keyId(key: Buffer): string {
  return createHash("sha256").update("wedding settings key id\0").update(key).digest("base64url").slice(0, 11);
}

export function seal(key: Buffer, purpose: string, plaintext: string): string {
  requireKeyLength(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(purpose, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [
    VERSION,
    keyId(key),
    iv.toString("base64url"),
    cipher.getAuthTag().toString("base64url"),
    ciphertext.toString("base64url"),
  ].join(".");
}

/** The plaintext `seal` was given; throws SealedValueError when this key did not seal it or it was changed. */
export function unseal(key: Buffer, purpose: string, sealed: string): string {
  requireKeyLength(key);
  const [version, id, iv, tag, ciphertext, ...rest] = sealed.split(".");
  if (
    version !== VERSION ||
    id === undefined ||
    iv === undefined ||
    tag === undefined ||
    ciphertext === undefined ||
    rest.length > 0
  ) {
    throw new SealedValueError("damaged");
  }
  if (id !== keyId(key)) throw new SealedValueError("other-key");
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(purpose, "utf8"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    // The tag does not match (or has the wrong length): the value was changed after it was sealed.
    throw new SealedValueError("damaged");
  }
}

function requireKeyLength(key: Buffer): void {
  if (key.length !== SECRET_KEY_BYTES)
    throw new Error(`A settings key is ${SECRET_KEY_BYTES} bytes, not ${key.length}`);
}
