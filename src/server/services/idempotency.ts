import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { Kysely } from "kysely";
import { IDEMPOTENCY_ERROR_CODES, IDEMPOTENCY_MESSAGES } from "../../shared/idempotency.ts";
import type { IdempotencyRepository, IdempotentAnswer } from "../db/idempotency-repository.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { DomainError } from "../errors.ts";

/** A key answers its repeats for a day: a page repeats an answer it got no reply to within minutes, or at its next visit. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim still running after this was left by a crash (its transaction never committed): a repeat takes it over. */
export const IDEMPOTENCY_LEASE_MS = 30_000;
/** How long a repeat waits for the first request to finish before it is told to ask again. */
export const IDEMPOTENCY_WAIT_MS = 10_000;
const POLL_MS = 50;

export type { IdempotentAnswer } from "../db/idempotency-repository.ts";

/** What a request that carries a key may do. */
export type IdempotentTurn =
  /** Store the answer: the key is new, or its last holder crashed before storing anything. */
  | { kind: "claimed"; claim: HeldIdempotencyClaim }
  /** A request with this key stored its answer: answer as it did. */
  | { kind: "done"; response: { status: number; body: string } }
  /** The key came with a different request: a page's bug or a forged repeat, refused. */
  | { kind: "mismatch" }
  /** The first request with this key is still running (past IDEMPOTENCY_WAIT_MS): the client asks again. */
  | { kind: "busy" };

export interface HeldIdempotencyClaim {
  /**
   * Records the answer in `db`, the transaction that stores it, so both land
   * or neither. Throws IdempotencyClaimLostError (which rolls that
   * transaction back) when the claim was taken over meanwhile.
   */
  complete(answer: IdempotentAnswer, db: Kysely<DatabaseSchema>): Promise<void>;
  /** Gives the key up: nothing was stored, so a repeat tries afresh (a refusal, a failed save). */
  release(): Promise<void>;
}

/** How long a client waits before asking again about an answer still being stored. */
const IN_PROGRESS_RETRY_SECONDS = 1;

/** Another request holds the key and is storing its answer: 409 in_progress, ask again in a moment. */
export class AnswerInProgressError extends DomainError {
  override name = "AnswerInProgressError";
  readonly status = 409;
  readonly code = IDEMPOTENCY_ERROR_CODES.inProgress;
  override readonly headers = { "Retry-After": String(IN_PROGRESS_RETRY_SECONDS) };

  constructor(options?: ErrorOptions) {
    super(IDEMPOTENCY_MESSAGES.inProgress, options);
  }
}

/**
 * The claim ran out and another request took the key over: this request's transaction must not land, and it is
 * answered as the other request's answer in progress.
 */
export class IdempotencyClaimLostError extends AnswerInProgressError {
  override name = "IdempotencyClaimLostError";
}

export interface IdempotencyDeps {
  keys: IdempotencyRepository;
  /** Epoch milliseconds. */
  now?: () => number;
  leaseMs?: number;
  waitMs?: number;
}

/**
 * An answer sent again under its Idempotency-Key is the same answer
 * (docs/decisions/039-one-answer-one-key.md): the first request claims the
 * key with an insert only one can win, in the database every instance
 * shares, and records its answer in the transaction that stores the answer.
 * A repeat waits while the first runs, then gets its answer. A request that
 * stores nothing gives the key up. Keys are kept IDEMPOTENCY_KEY_TTL_MS.
 */
export function createIdempotency({
  keys,
  now = Date.now,
  leaseMs = IDEMPOTENCY_LEASE_MS,
  waitMs = IDEMPOTENCY_WAIT_MS,
}: IdempotencyDeps) {
  const held = (scope: string, key: string, holder: string): HeldIdempotencyClaim => ({
    async complete(answer, db) {
      if (!(await keys.complete(db, scope, key, holder, answer))) {
        throw new IdempotencyClaimLostError();
      }
    },
    release: () => keys.release(scope, key, holder),
  });

  return {
    /**
     * Whether a request under `key` for `scope` has been made (answered, or
     * running), without reading its body: a route lets such a repeat past
     * its rate limit and counts every other request before it reads a byte.
     */
    async known(scope: string, key: string): Promise<boolean> {
      const existing = await keys.find(scope, key);
      return existing !== null && existing.madeAt >= now() - IDEMPOTENCY_KEY_TTL_MS;
    },

    /** The turn of a request that carries `key` for `scope`; `fingerprint` names the request (method, path, body). */
    async claim({
      scope,
      key,
      fingerprint,
    }: {
      scope: string;
      key: string;
      fingerprint: string;
    }): Promise<IdempotentTurn> {
      const giveUpAt = now() + waitMs;
      for (;;) {
        const at = now();
        const holder = randomUUID();
        await keys.deleteMadeBefore(at - IDEMPOTENCY_KEY_TTL_MS);
        if (await keys.insert({ scope, key, fingerprint, holder, leaseExpiresAt: at + leaseMs }, at)) {
          return { kind: "claimed", claim: held(scope, key, holder) };
        }
        const existing = await keys.find(scope, key);
        // Given up between the insert and the read: try to claim it again.
        if (!existing) continue;
        if (existing.fingerprint !== fingerprint) return { kind: "mismatch" };
        if (existing.response) return { kind: "done", response: existing.response };
        if (existing.leaseExpiresAt < at && (await keys.takeOver(scope, key, holder, at + leaseMs, at))) {
          return { kind: "claimed", claim: held(scope, key, holder) };
        }
        if (now() >= giveUpAt) return { kind: "busy" };
        await sleep(POLL_MS);
      }
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
