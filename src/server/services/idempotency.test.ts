import { afterEach, beforeEach, expect, it } from "vitest";
import { createTestDatabase, describeOnDatabases, type TestDatabase } from "../../testing/test-database.ts";
import { createIdempotencyRepository } from "../db/idempotency-repository.ts";
import {
  createIdempotency,
  IDEMPOTENCY_KEY_TTL_MS,
  IdempotencyClaimLostError,
  type IdempotentTurn,
} from "./idempotency.ts";

const REQUEST = { scope: "rsvp", key: "a-key-of-sixteen-plus", fingerprint: "f1" };
const LEASE_MS = 30_000;

function claimOf(turn: IdempotentTurn) {
  if (turn.kind !== "claimed") throw new Error(`expected a claim, got ${turn.kind}`);
  return turn.claim;
}

/** The claims' edges that the API tests (routes/idempotency.test.ts) cannot time: a crash's lease, a long wait, old keys. */
describeOnDatabases("an answer's idempotency key", (dialect) => {
  let test: TestDatabase;
  let now: number;
  beforeEach(async () => {
    test = await createTestDatabase(dialect);
    now = Date.parse("2026-02-01T10:00:00Z");
  });
  afterEach(async () => {
    await test.cleanup();
  });
  const idempotency = (waitMs = 0) =>
    createIdempotency({ keys: createIdempotencyRepository(test.database), now: () => now, leaseMs: LEASE_MS, waitMs });

  it("passes a claim its holder left (a crash, nothing stored) to the next request once the lease runs out", async () => {
    const keys = idempotency();
    const crashed = claimOf(await keys.claim(REQUEST));
    expect((await keys.claim(REQUEST)).kind).toBe("busy");
    now += LEASE_MS + 1;
    const next = claimOf(await keys.claim(REQUEST));
    await test.database.db.transaction().execute((trx) => next.complete({ status: 201, body: "{}" }, trx));
    // The crashed holder, were it to wake, records nothing: its transaction would roll back.
    await expect(
      test.database.db.transaction().execute((trx) => crashed.complete({ status: 201, body: "{}" }, trx)),
    ).rejects.toBeInstanceOf(IdempotencyClaimLostError);
    expect(await keys.claim(REQUEST)).toEqual({ kind: "done", response: { status: 201, body: "{}" } });
  });

  it("forgets a key after a day, and a released one at once", async () => {
    const keys = idempotency();
    await claimOf(await keys.claim(REQUEST)).release();
    const claim = claimOf(await keys.claim(REQUEST));
    await test.database.db.transaction().execute((trx) => claim.complete({ status: 201, body: "{}" }, trx));
    now += IDEMPOTENCY_KEY_TTL_MS + 1;
    expect((await keys.claim({ ...REQUEST, fingerprint: "other" })).kind).toBe("claimed");
  });
});
