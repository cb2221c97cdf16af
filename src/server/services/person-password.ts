import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * A person's password, kept as scrypt with its own random salt and the cost it was made with
 * (`scrypt$N$r$p$salt$key`), so a later, higher cost can sit beside older hashes. The cost is password-key.ts's
 * for ADMIN_PASSWORD: 32 MiB and about 0.1 s per check, paid per sign-in.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_BYTES, { ...cost, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** A hash of nothing anyone types, checked when the email is unknown so that takes as long as a wrong password. */
const UNKNOWN_PERSON_HASH = hashPassword(randomBytes(32).toString("base64url"));

/** Whether `password` is the one `stored` was made from; null `stored` (no such person) costs the same and is false. */
export async function passwordIsRight(password: string, stored: string | null): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = (stored ?? (await UNKNOWN_PERSON_HASH)).split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}
