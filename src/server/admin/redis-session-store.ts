import type { Redis } from "ioredis";
import { fingerprintMatches, sessionFingerprint } from "./password-key.ts";
import {
  ADMIN_SESSION_ABSOLUTE_MS,
  ADMIN_SESSION_IDLE_MS,
  type AdminSessionStore,
  isSessionAlive,
  isWellFormedToken,
  newSessionToken,
  operatorKeyOf,
  sessionId,
} from "./session-store.ts";

interface StoredSession {
  /** Epoch milliseconds. */
  lastSeenAt: number;
  expiresAt: number;
  /** The password's fingerprint (password-key.ts); absent on sessions from before it, which are refused. */
  passwordFingerprint?: string;
  /** The person's id; absent or null for the operator. */
  subject?: string | null;
}

/**
 * Admin sessions in Redis (REDIS_URL), shared by every instance: one key per
 * session, named by the token's SHA-256 like the database rows, holding its
 * last use and absolute end. The key's TTL is min(idle timeout, time to the
 * absolute end), so Redis drops ended sessions by itself and deleteExpired has
 * nothing to do. A touch rewrites the key only if it still exists (SET XX), so
 * a sign-out on another instance is never undone. "Sign out everywhere"
 * deletes every session key (SCAN, then DEL), which SCAN guarantees finds
 * every key that existed when it began.
 */
export function createRedisSessionStore({
  redis,
  prefix = "wedding:",
}: {
  redis: Redis;
  prefix?: string;
}): AdminSessionStore {
  const keyPrefix = `${prefix}admin-session:`;
  const keyFor = (token: string) => `${keyPrefix}${sessionId(token)}`;
  const ttlMs = (session: StoredSession, now: Date) =>
    Math.min(ADMIN_SESSION_IDLE_MS, session.expiresAt - now.getTime());

  const store: AdminSessionStore = {
    async create(now, passwordKey, subject = null) {
      const token = newSessionToken();
      const session: StoredSession = {
        lastSeenAt: now.getTime(),
        expiresAt: now.getTime() + ADMIN_SESSION_ABSOLUTE_MS,
        passwordFingerprint: sessionFingerprint(passwordKey, token),
        subject,
      };
      await redis.set(keyFor(token), JSON.stringify(session), "PX", ttlMs(session, now), "NX");
      return token;
    },

    async identify(token, now, keyOf) {
      if (!isWellFormedToken(token)) return null;
      const key = keyFor(token);
      const stored = await redis.get(key);
      if (stored === null) return null;
      const session = JSON.parse(stored) as StoredSession;
      const subject = session.subject ?? null;
      const sessionKey = await keyOf(subject);
      if (
        sessionKey === null ||
        !isSessionAlive(new Date(session.lastSeenAt), new Date(session.expiresAt), now) ||
        !fingerprintMatches(session.passwordFingerprint, sessionKey, token)
      ) {
        await redis.del(key);
        return null;
      }
      const touched: StoredSession = { ...session, lastSeenAt: now.getTime() };
      // Null when the key vanished meanwhile (signed out elsewhere, or expired): then the session is over.
      const result = await redis.set(key, JSON.stringify(touched), "PX", ttlMs(touched, now), "XX");
      return result === "OK" ? { subject } : null;
    },

    async check(token, now, passwordKey) {
      return (await store.identify(token, now, operatorKeyOf(passwordKey))) !== null;
    },

    async delete(token) {
      await redis.del(keyFor(token));
    },

    async deleteAll() {
      let deleted = 0;
      let cursor = "0";
      do {
        const [next, keys] = await redis.scan(cursor, "MATCH", `${keyPrefix}*`, "COUNT", 500);
        cursor = next;
        if (keys.length > 0) deleted += await redis.del(...keys);
      } while (cursor !== "0");
      return deleted;
    },

    async deleteExpired() {
      // Every key carries its TTL: Redis removes ended sessions itself.
      return 0;
    },
  };
  return store;
}
