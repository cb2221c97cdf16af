// @module-tag slow
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { INVITATION_API, invitationPath } from "../shared/households.ts";
import { PHOTO_OWNER_API, PHOTO_TOKEN_HEADER } from "../shared/privacy.ts";
import { type FinishedUpload, newDeviceId, newPhotoToken, SLIDESHOW_API } from "../shared/uploads.ts";
import { TEST_ADMIN_PASSWORD } from "../testing/admin-test-app.ts";
import { aGuestListWedding, aHousehold, fromAddress } from "../testing/household-builders.ts";
import { aJpeg } from "../testing/photo-builders.ts";
import { composedApp, createTestApp, type TestApp } from "../testing/test-app.ts";
import { describeOnDatabases } from "../testing/test-database.ts";
import { type Phone, tusCreate, tusPatch, tusUpload } from "../testing/tus-requests.ts";
import type { App } from "./app.ts";
import { createHouseholdRepository, type StoredHousehold } from "./db/household-repository.ts";
import { createSlideshowKeyRepository } from "./db/slideshow-key-repository.ts";
import { parseEnv } from "./env.ts";
import { createSiteLimiters } from "./limits.ts";
import { SLIDESHOW_COOKIE_INSECURE, slideshowLink } from "./routes/slideshow.ts";
import { createRateLimiterFactory } from "./services/rate-limiter-factory.ts";
import { createSlideshowKeys } from "./services/slideshow-keys.ts";

/**
 * The venue test (issue 30): 200 phones behind the venue's one address share
 * 3 photos each within an hour, while one more phone there sends wrong photo
 * tokens, wrong upload tokens, wrong slideshow keys and wrong codes all hour
 * long, far past every per-address limit. Every honest photo is stored once,
 * the slideshow and every personal link keep working. The limits are the
 * server's own (createSiteLimiters with the shipped defaults of env.ts) on the
 * store the server would use (memory with SQLite, the database with
 * PostgreSQL); the hour passes on their injected clock, in 60 steps of a minute.
 */
const PHONES = 200;
const PHOTOS_EACH = 3;
const STEPS = 60;
const UPLOADS_PER_STEP = (PHONES * PHOTOS_EACH) / STEPS;
/** Each step the prankster sends this many of each kind of wrong secret: 300 of each in the hour. */
const WRONG_PER_STEP = 5;
const VENUE = "203.0.113.40";
const START = Date.parse("2026-06-20T17:00:00Z");

describeOnDatabases("a venue full of guests behind one address", (dialect) => {
  let t: TestApp;
  let clientDir: string;
  let clock: number;
  let app: App;

  beforeEach(async () => {
    clock = START;
    clientDir = await mkdtemp(path.join(tmpdir(), "wedding-venue-"));
    await writeFile(path.join(clientDir, "index.html"), "<!doctype html><html><head></head><body>page</body></html>");
    t = await createTestApp(dialect, { content: aGuestListWedding() });
    const env = parseEnv({});
    const limits = createRateLimiterFactory({ database: t.deps.database, now: () => clock });
    app = composedApp({
      ...t.deps,
      clientDir,
      guestPages: { render: async () => "<!doctype html><html><head></head><body>page</body></html>" },
      adminPassword: TEST_ADMIN_PASSWORD,
      now: () => new Date(clock),
      ...createSiteLimiters(limits, {
        rsvpPerMinute: env.rsvpRateLimitPerMinute,
        photosPerDevicePerHour: env.photoRateLimitPerHour,
        photoMbPerDevicePerHour: env.photoRateLimitMbPerHour,
      }),
    });
  });
  afterEach(async () => {
    await t.cleanup();
    await rm(clientDir, { recursive: true, force: true });
  });

  it("stores every honest photo once, and the slideshow and every personal link keep working", {
    timeout: 300_000,
  }, async () => {
    const households = createHouseholdRepository(t.deps.database);
    const guests: Array<{ phone: Phone; household: StoredHousehold }> = [];
    for (let n = 0; n < PHONES; n++) {
      const household = await households.create(aHousehold(["day-1"], { email: `guest-${n}@example.com` }));
      guests.push({ phone: { device: newDeviceId(), address: VENUE }, household });
    }
    const prankster: Phone = { device: newDeviceId(), address: VENUE };
    const photo = await aJpeg({ width: 48, height: 32 });
    const from = fromAddress(VENUE);
    /** The projector's poll (or a guess at it), with the cookie its first visit traded the link's key for. */
    const feed = async (cookie: string) => app.request(SLIDESHOW_API.feed, { headers: { Cookie: cookie } }, from);
    const trade = await app.request(
      slideshowLink(await createSlideshowKeys(createSlideshowKeyRepository(t.deps.database)).current()),
      {},
      from,
    );
    expect(trade.status).toBe(303);
    const screen = trade.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    expect(screen).toMatch(new RegExp(`^${SLIDESHOW_COOKIE_INSECURE}=`));
    const wrongCode = (n: number) => `WRONG${String(n).padStart(11, "0")}`;
    const storedIds: string[] = [];
    const refusedPrank: Record<string, number> = { deleteToken: 0, uploadToken: 0, slideshowKey: 0, code: 0 };
    const prank = async (kind: keyof typeof refusedPrank, request: Promise<Response>, wrongStatus: number) => {
      const { status } = await request;
      expect([wrongStatus, 429]).toContain(status);
      if (status === 429) refusedPrank[kind] = (refusedPrank[kind] ?? 0) + 1;
    };

    // A guest sends a photo early on, to delete it from their phone at the end of the evening.
    const keptToken = newPhotoToken();
    const firstGuest = guests[0];
    if (!firstGuest) throw new Error("no guests");
    const kept = await tusUpload(app, firstGuest.phone, keptToken, photo);
    expect(kept.status).toBe(200);
    const keptId = ((await kept.json()) as FinishedUpload).photo.id;

    let wrong = 0;
    for (let step = 0; step < STEPS; step++) {
      const senders = await Promise.all(
        Array.from({ length: UPLOADS_PER_STEP }, async (_, i) => {
          const guest = guests[(step * UPLOADS_PER_STEP + i) % PHONES];
          if (!guest) throw new Error("no guest");
          // Each photo its own: the site stores the same bytes once.
          return { ...guest, token: newPhotoToken(), photo: await aJpeg({ width: 48, height: 32 }) };
        }),
      );
      // The step's uploads begin; the prankster names them with wrong tokens while they are in flight.
      const locations = await Promise.all(
        senders.map(async ({ phone, token, photo }) => {
          const created = await tusCreate(app, phone, token, photo.length);
          expect(created.status, await created.clone().text()).toBe(201);
          return created.headers.get("Location") ?? "";
        }),
      );
      for (let i = 0; i < WRONG_PER_STEP; i++, wrong++) {
        const target = senders[i]?.photo ?? photo;
        await prank("uploadToken", tusPatch(app, prankster, locations[i] ?? "", newPhotoToken(), 0, target), 404);
        await prank(
          "deleteToken",
          Promise.resolve(
            app.request(
              PHOTO_OWNER_API.photo(keptId),
              { method: "DELETE", headers: { [PHOTO_TOKEN_HEADER]: newPhotoToken() } },
              from,
            ),
          ),
          404,
        );
        await prank("slideshowKey", feed(`${SLIDESHOW_COOKIE_INSECURE}=wrong-${wrong}`), 403);
        const code = wrongCode(wrong);
        const lookup = wrong % 2 === 0 ? INVITATION_API.invitation(code) : invitationPath(code);
        await prank("code", Promise.resolve(app.request(lookup, {}, from)), 404);
      }
      // Every honest upload finishes and is stored, with its right token.
      const finished = await Promise.all(
        senders.map(async ({ phone, token, photo }, i) => {
          const response = await tusPatch(app, phone, locations[i] ?? "", token, 0, photo);
          expect(response.status, await response.clone().text()).toBe(200);
          return ((await response.json()) as FinishedUpload).photo.id;
        }),
      );
      storedIds.push(...finished);
      // The guests who sent this step open their personal links (page and API); the projector polls.
      for (const { household } of senders.slice(0, 4)) {
        expect((await app.request(invitationPath(household.code), {}, from)).status).toBe(200);
        expect((await app.request(INVITATION_API.invitation(household.code), {}, from)).status).toBe(200);
      }
      expect((await feed(screen)).status).toBe(200);
      clock += 60_000;
    }

    // Every personal link still opens at the end of the hour, and the early photo is deleted with its token.
    for (const { household } of guests) {
      expect((await app.request(INVITATION_API.invitation(household.code), {}, from)).status).toBe(200);
    }
    const removal = await app.request(
      PHOTO_OWNER_API.photo(keptId),
      { method: "DELETE", headers: { [PHOTO_TOKEN_HEADER]: keptToken } },
      from,
    );
    expect(removal.status).toBe(204);

    // Each honest photo is stored exactly once.
    expect(new Set(storedIds).size).toBe(PHONES * PHOTOS_EACH);
    const rows = await t.deps.database.db.selectFrom("wedding_photos").select("id").execute();
    expect(rows.map((row) => row.id).sort()).toEqual([...storedIds].sort());
    // The prankster went far past every per-address limit: each kind was refused many times.
    for (const refused of Object.values(refusedPrank)) expect(refused).toBeGreaterThan(100);
  });
});
