import type { Redis } from "ioredis";
import {
  ADMIN_SESSION_ABSOLUTE_MS,
  ADMIN_SESSION_IDLE_MS,
  type AdminSessionStore,
  isSessionAlive,
  isWellFormedToken,
  newSessionToken,
  sessionId,
} from "./session-store.ts";

interface StoredSession {
  /** Epoch milliseconds. */
  lastSeenAt: number;
  expiresAt: number;
}

/**
 * Admin sessions in Redis (REDIS_URL), shared by every instance: one key per
 * session, named by the token's SHA-256 like the database rows, holding its
 * last use and absolute end. The key's TTL is min(idle timeout, time to the
 * absolute end), so Redis drops ended sessions by itself and deleteExpired has
 * nothing to do. A touch rewrites the key only if it still exists (SET XX), so
 * a sign-out on another instance is never undone.
 */
export function createRedisSessionStore({
  redis,
  prefix = "wedding:",
}: {
  redis: Redis;
  prefix?: string;
}): AdminSessionStore {
  const keyFor = (token: string) => `${prefix}admin-session:${sessionId(token)}`;
  const ttlMs = (session: StoredSession, now: Date) =>
    Math.min(ADMIN_SESSION_IDLE_MS, session.expiresAt - now.getTime());

  return {
    async create(now) {
      const token = newSessionToken();
      const session: StoredSession = {
        lastSeenAt: now.getTime(),
        expiresAt: now.getTime() + ADMIN_SESSION_ABSOLUTE_MS,
      };
      await redis.set(keyFor(token), JSON.stringify(session), "PX", ttlMs(session, now), "NX");
      return token;
    },

    async check(token, now) {
      if (!isWellFormedToken(token)) return false;
      const key = keyFor(token);
      const stored = await redis.get(key);
      if (stored === null) return false;
      const session = JSON.parse(stored) as StoredSession;
      if (!isSessionAlive(new Date(session.lastSeenAt), new Date(session.expiresAt), now)) {
        await redis.del(key);
        return false;
      }
      const touched: StoredSession = { ...session, lastSeenAt: now.getTime() };
      // Null when the key vanished meanwhile (signed out elsewhere, or expired): then the session is over.
      const result = await redis.set(key, JSON.stringify(touched), "PX", ttlMs(touched, now), "XX");
      return result === "OK";
    },

    async delete(token) {
      await redis.del(keyFor(token));
    },

    async deleteExpired() {
      // Every key carries its TTL: Redis removes ended sessions itself.
      return 0;
    },
  };
}
