import type { Kysely, Selectable } from "kysely";
import type { Executor } from "./database.ts";
import type { DatabaseSchema, IdempotencyKeysTable } from "./schema.ts";

/** One key's row (migration 014). */
export interface IdempotencyRecord {
  scope: string;
  key: string;
  fingerprint: string;
  state: "running" | "done";
  holder: string;
  leaseExpiresAt: number;
  /** Epoch milliseconds the key was first claimed. */
  madeAt: number;
  /** The answer the first request gave; null while it runs. */
  response: { status: number; body: string } | null;
}

export interface NewIdempotencyClaim {
  scope: string;
  key: string;
  fingerprint: string;
  holder: string;
  leaseExpiresAt: number;
}

/** The answer to record, and what it stored (the key is erased with it). */
export interface IdempotentAnswer {
  status: number;
  body: string;
  rsvpId?: string | null;
  householdId?: string | null;
}

/**
 * The claims on answers' Idempotency-Keys. A claim is completed in the
 * caller's transaction, the one that stores the answer, so the answer and its
 * "done" land together or not at all.
 */
export function createIdempotencyRepository({ db }: { db: Kysely<DatabaseSchema> }) {
  const claimed = (scope: string, key: string, holder: string, executor: Executor = db) =>
    executor
      .updateTable("idempotency_keys")
      .where("scope", "=", scope)
      .where("key", "=", key)
      .where("holder", "=", holder)
      .where("state", "=", "running");

  return {
    /** Inserts the claim unless the key has one: true when this call made it. */
    async insert(claim: NewIdempotencyClaim, now: number): Promise<boolean> {
      const row = await db
        .insertInto("idempotency_keys")
        .values({
          scope: claim.scope,
          key: claim.key,
          fingerprint: claim.fingerprint,
          state: "running",
          holder: claim.holder,
          lease_expires_at: claim.leaseExpiresAt,
          created_at: now,
        })
        .onConflict((conflict) => conflict.columns(["scope", "key"]).doNothing())
        .returning("key")
        .executeTakeFirst();
      return row !== undefined;
    },

    async find(scope: string, key: string): Promise<IdempotencyRecord | null> {
      const row = await db
        .selectFrom("idempotency_keys")
        .selectAll()
        .where("scope", "=", scope)
        .where("key", "=", key)
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    /** Takes over a claim whose holder's lease ran out (it crashed before storing anything): true when `holder` has it now. */
    async takeOver(scope: string, key: string, holder: string, leaseExpiresAt: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable("idempotency_keys")
        .set({ holder, lease_expires_at: leaseExpiresAt })
        .where("scope", "=", scope)
        .where("key", "=", key)
        .where("state", "=", "running")
        .where("lease_expires_at", "<", now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Records the answer in `trx` if `holder` still has the claim: false when it was taken over (nothing changed). */
    async complete(
      trx: Executor,
      scope: string,
      key: string,
      holder: string,
      answer: IdempotentAnswer,
    ): Promise<boolean> {
      const result = await claimed(scope, key, holder, trx)
        .set({
          state: "done",
          response_status: answer.status,
          response_body: answer.body,
          rsvp_id: answer.rsvpId ?? null,
          household_id: answer.householdId ?? null,
        })
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Gives a claim up: its request stored nothing, so a repeat is a new try. */
    async release(scope: string, key: string, holder: string): Promise<void> {
      await db
        .deleteFrom("idempotency_keys")
        .where("scope", "=", scope)
        .where("key", "=", key)
        .where("holder", "=", holder)
        .where("state", "=", "running")
        .execute();
    },

    /** Removes the keys made before `cutoff`; returns how many. */
    async deleteMadeBefore(cutoff: number): Promise<number> {
      const result = await db.deleteFrom("idempotency_keys").where("created_at", "<", cutoff).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

function toRecord(row: Selectable<IdempotencyKeysTable>): IdempotencyRecord {
  return {
    scope: row.scope,
    key: row.key,
    fingerprint: row.fingerprint,
    state: row.state,
    holder: row.holder,
    leaseExpiresAt: Number(row.lease_expires_at),
    madeAt: Number(row.created_at),
    response:
      row.response_status === null || row.response_body === null
        ? null
        : { status: Number(row.response_status), body: row.response_body },
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
