import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { parseErrorBody } from "../../shared/error-body.ts";
import { postJson } from "../../testing/rsvp-builders.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { describeOnDatabases } from "../../testing/test-database.ts";
import { createOutboxRepository } from "../db/outbox-repository.ts";
import { createRsvpRepository } from "../db/rsvp-repository.ts";
import { unlimitedRateLimiter } from "../services/rate-limit.ts";

/** Values of the right shape and of every wrong one, at every field. */
const anyValue = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.string({ minLength: 900, maxLength: 3000 }),
  fc.constantFrom("", "   ", "\u0000", "\u202e", "😀", "<script>", "a@b.co", "A@B.CO "),
  fc.emailAddress(),
  fc.string().map((text) => `${text}\u0000${text}`),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

const rsvpLike = fc.record(
  {
    name: anyValue,
    email: anyValue,
    attending: anyValue,
    bringingPartner: anyValue,
    partnerName: anyValue,
    message: anyValue,
  },
  { requiredKeys: [] },
);

/** Mostly valid RSVPs with one odd field, so the database is reached often. */
const nearlyValid = fc
  .tuple(fc.emailAddress(), fc.constantFrom("name", "partnerName", "message"), anyValue, fc.boolean())
  .map(([email, field, value, partner]) =>
    JSON.stringify({
      name: "Ann",
      email,
      attending: true,
      bringingPartner: partner,
      partnerName: "Ben",
      [field]: value,
    }),
  );

const anyBody = fc.oneof(
  nearlyValid,
  rsvpLike.map((body) => JSON.stringify(body)),
  fc.jsonValue().map((body) => JSON.stringify(body)),
  fc.object().map((body) => JSON.stringify(body)),
  fc.string({ maxLength: 200 }),
);

describeOnDatabases("POST /api/rsvps with arbitrary bodies", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimiter: unlimitedRateLimiter });
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it("answers 201, or a 4xx JSON error and stores nothing; never a 5xx", async () => {
    const rsvps = createRsvpRepository(t.deps.database);
    const outbox = createOutboxRepository(t.deps.database);
    await fc.assert(
      fc.asyncProperty(anyBody, async (body) => {
        const before = await rsvps.count();
        const mailsBefore = (await outbox.list()).length;
        const response = await t.app.request("/api/rsvps", postJson(body));
        const json: unknown = await response.json();
        if (response.status === 201) {
          expect(json).toMatchObject({ status: "received" });
          expect(await rsvps.count()).toBe(before + 1);
          return;
        }
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(parseErrorBody(json)).not.toBeNull();
        expect(await rsvps.count()).toBe(before);
        expect((await outbox.list()).length).toBe(mailsBefore);
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});
