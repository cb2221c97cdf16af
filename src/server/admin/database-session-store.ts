import type { Database } from "../db/database.ts";
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

/** Sessions as rows of admin_sessions (migrations 003 and 005), on SQLite or PostgreSQL alike. */
export function createDatabaseSessionStore({ db }: Database): AdminSessionStore {
  const store: AdminSessionStore = {
    async create(now, passwordKey, subject = null) {
      const token = newSessionToken();
      await db
        .insertInto("admin_sessions")
        .values({
          id: sessionId(token),
          created_at: now,
          last_seen_at: now,
          expires_at: new Date(now.getTime() + ADMIN_SESSION_ABSOLUTE_MS),
          password_fingerprint: sessionFingerprint(passwordKey, token),
          subject,
        })
        .execute();
      return token;
    },

    async identify(token, now, keyOf) {
      if (!isWellFormedToken(token)) return null;
      const id = sessionId(token);
      const row = await db
        .selectFrom("admin_sessions")
        .select(["last_seen_at", "expires_at", "password_fingerprint", "subject"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row) return null;
      const key = await keyOf(row.subject);
      if (
        key === null ||
        !isSessionAlive(new Date(row.last_seen_at), new Date(row.expires_at), now) ||
        !fingerprintMatches(row.password_fingerprint, key, token)
      ) {
        await db.deleteFrom("admin_sessions").where("id", "=", id).execute();
        return null;
      }
      await db.updateTable("admin_sessions").set({ last_seen_at: now }).where("id", "=", id).execute();
      return { subject: row.subject };
    },

    async check(token, now, passwordKey) {
      return (await store.identify(token, now, operatorKeyOf(passwordKey))) !== null;
    },

    async delete(token) {
      await db.deleteFrom("admin_sessions").where("id", "=", sessionId(token)).execute();
    },

    async deleteAll() {
      const result = await db.deleteFrom("admin_sessions").executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async deleteExpired(now) {
      const result = await db
        .deleteFrom("admin_sessions")
        .where((eb) =>
          eb.or([
            eb("expires_at", "<=", now),
            eb("last_seen_at", "<=", new Date(now.getTime() - ADMIN_SESSION_IDLE_MS)),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
  return store;
}
