import { afterEach, describe, expect, it } from "vitest";
import { weddingContent } from "../../../content/wedding.ts";
import { ADMIN_API, GUEST_MOMENTS_API, type GuestMomentList } from "../../shared/admin-api.ts";
import {
  SLIDESHOW_ADMIN_API,
  SLIDESHOW_API,
  SLIDESHOW_ERROR_CODES,
  SLIDESHOW_KEY_PARAM,
  SLIDESHOW_PAGE_PATH,
  type SlideshowFeed,
} from "../../shared/uploads.ts";
import { type AdminTestApp, createAdminTestApp, TEST_ADMIN_PASSWORD } from "../../testing/admin-test-app.ts";
import { aHousehold } from "../../testing/household-builders.ts";
import { aJpeg, photoRequest } from "../../testing/photo-builders.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import type { AppDeps } from "../app.ts";
import { createHouseholdRepository } from "../db/household-repository.ts";
import { ANONYMOUS_UPLOADER_NAME, createPhotoRepository } from "../db/photo-repository.ts";
import { createMemoryRateLimiter } from "../services/rate-limit.ts";
import { slideshowKey } from "./slideshow.ts";

const KEY = slideshowKey(TEST_ADMIN_PASSWORD);
const withKey = (url: string, key = KEY) => `${url}?${SLIDESHOW_KEY_PARAM}=${encodeURIComponent(key)}`;
const sameSite = (cookie: string) => ({ headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" } });

describe("the live slideshow", () => {
  let t: AdminTestApp;
  afterEach(() => t.cleanup());
  const start = async (overrides: Partial<AppDeps> = {}) => {
    t = await createAdminTestApp("sqlite", overrides);
  };

  /** A photo as the old upload route stores it (pending, anonymous); its id. */
  async function upload(): Promise<string> {
    const response = await t.app.request("/api/photos", photoRequest(await aJpeg({ width: 480, height: 320 })));
    expect(response.status).toBe(201);
    return ((await response.json()) as { photo: { id: string } }).photo.id;
  }
  async function review(id: string, status: "approved" | "rejected" | "pending", cookie: string) {
    const response = await t.app.request(ADMIN_API.photoStatus(id), {
      method: "POST",
      headers: { ...sameSite(cookie).headers, "Content-Type": "application/json" },
      body: JSON.stringify({ status }),
    });
    expect(response.status).toBe(200);
  }
  async function feed(): Promise<SlideshowFeed> {
    const response = await t.app.request(withKey(SLIDESHOW_API.feed));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    return (await response.json()) as SlideshowFeed;
  }
  const errorCode = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

  it("opens with the key or the admin session, and refuses a missing or wrong key", async () => {
    await start();
    expect((await t.app.request(withKey(SLIDESHOW_API.feed))).status).toBe(200);

    for (const url of [
      SLIDESHOW_API.feed,
      withKey(SLIDESHOW_API.feed, "x".repeat(32)),
      withKey(SLIDESHOW_API.feed, ""),
    ]) {
      const refused = await t.app.request(url);
      expect(refused.status, url).toBe(403);
      expect(await errorCode(refused)).toBe(SLIDESHOW_ERROR_CODES.wrongKey);
    }
    // The key of another password is another key.
    const other = await t.app.request(withKey(SLIDESHOW_API.feed, slideshowKey(`${TEST_ADMIN_PASSWORD}!`)));
    expect(other.status).toBe(403);

    const cookie = await t.signIn();
    expect((await t.app.request(SLIDESHOW_API.feed, sameSite(cookie))).status).toBe(200);
    // A session that ended opens nothing.
    const signOut = await t.app.request(ADMIN_API.session, { method: "DELETE", ...sameSite(cookie) });
    expect(signOut.status).toBeLessThan(300);
    expect((await t.app.request(SLIDESHOW_API.feed, sameSite(cookie))).status).toBe(403);
  });

  it("is off without ADMIN_PASSWORD, saying so", async () => {
    await start({ adminPassword: null });
    for (const url of [SLIDESHOW_API.feed, withKey(SLIDESHOW_API.feed), withKey(SLIDESHOW_API.image("x"))]) {
      const response = await t.app.request(url);
      expect(response.status, url).toBe(404);
      expect(await errorCode(response)).toBe(SLIDESHOW_ERROR_CODES.disabled);
    }
  });

  it("lists approved photos only, newest approval first, and serves only their published copies", async () => {
    await start();
    const cookie = await t.signIn();
    const [first, second, pending, rejected] = [await upload(), await upload(), await upload(), await upload()];
    expect((await feed()).photos).toEqual([]);

    await review(second, "approved", cookie);
    const secondApproved = t.clock.now.toISOString();
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    await review(first, "approved", cookie);
    await review(rejected, "rejected", cookie);

    expect((await feed()).photos).toEqual([
      { id: first, width: 480, height: 320, approvedAt: t.clock.now.toISOString(), uploaderName: null },
      { id: second, width: 480, height: 320, approvedAt: secondApproved, uploaderName: null },
    ]);

    const image = await t.app.request(withKey(SLIDESHOW_API.image(first)));
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/jpeg");
    expect(image.headers.get("Cache-Control")).toMatch(/^private\b/);
    const published = (await createPhotoRepository(t.deps.database).findById(first))?.publishedPath;
    expect(published).toBeTruthy();

    for (const id of [pending, rejected, "no-such-photo"]) {
      expect((await t.app.request(withKey(SLIDESHOW_API.image(id)))).status, id).toBe(404);
    }
    // The image needs the key as much as the list does.
    expect((await t.app.request(SLIDESHOW_API.image(first))).status).toBe(403);
    expect((await t.app.request(SLIDESHOW_API.image(first), sameSite(cookie))).status).toBe(200);

    // Back to pending: gone from the slideshow at the next poll.
    await review(first, "pending", cookie);
    expect((await feed()).photos.map((photo) => photo.id)).toEqual([second]);
    expect((await t.app.request(withKey(SLIDESHOW_API.image(first)))).status).toBe(404);
  });

  it("names the guest who typed a name, or the household of a personal link, and nobody otherwise", async () => {
    await start();
    const photos = createPhotoRepository(t.deps.database);
    const household = await createHouseholdRepository(t.deps.database).create(
      aHousehold(weddingContent.events.map((event) => event.id)),
    );
    /** A stored photo's record; each names its own files. */
    const stored = (name: string) => ({
      fileName: `${name}.jpg`,
      filePath: `${name}-original`,
      publishedPath: `${name}-published`,
      fileSize: 1,
      mimeType: "image/jpeg",
      width: 4,
      height: 3,
    });
    const at = (minutes: number) => new Date(t.clock.now.getTime() + minutes * 60_000);
    const typed = await photos.create({ ...stored("a"), uploaderName: "Auntie Thandi", status: "approved" }, at(3));
    const fromLink = await photos.create({ ...stored("b"), householdCode: household.code, status: "approved" }, at(2));
    const anonymous = await photos.create(
      { ...stored("c"), uploaderName: ANONYMOUS_UPLOADER_NAME, status: "approved" },
      at(1),
    );
    expect((await feed()).photos.map(({ id, uploaderName }) => ({ id, uploaderName }))).toEqual([
      { id: typed.id, uploaderName: "Auntie Thandi" },
      { id: fromLink.id, uploaderName: household.displayName },
      { id: anonymous.id, uploaderName: null },
    ]);
  });

  it("counts wrong keys per address and then refuses wrong keys from it, never the right one", async () => {
    await start({ slideshowKeyLimiter: createMemoryRateLimiter({ limit: 1, windowMs: 60_000 }) });
    // Every request here comes from one address.
    const from = (url: string) => t.app.request(url);
    expect((await from(withKey(SLIDESHOW_API.feed, "wrong-1"))).status).toBe(403);
    // A right key does not count.
    expect((await from(withKey(SLIDESHOW_API.feed))).status).toBe(200);
    const tipped = await from(withKey(SLIDESHOW_API.feed, "wrong-2"));
    expect(tipped.status).toBe(429);
    expect(tipped.headers.get("Retry-After")).toMatch(/^\d+$/);
    const locked = await from(withKey(SLIDESHOW_API.feed, "wrong-3"));
    expect(locked.status).toBe(429);
    expect(await errorCode(locked)).toBe(SLIDESHOW_ERROR_CODES.rateLimited);
    // The projector behind the same address keeps its slideshow.
    expect((await from(withKey(SLIDESHOW_API.feed))).status).toBe(200);
  });

  it("gives the signed-in couple the link with its key, and nobody else", async () => {
    await start();
    expect(
      (await t.app.request(SLIDESHOW_ADMIN_API.link, { headers: { "Sec-Fetch-Site": "same-origin" } })).status,
    ).toBe(401);
    const cookie = await t.signIn();
    const response = await t.app.request(SLIDESHOW_ADMIN_API.link, sameSite(cookie));
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const link = new URL(url, "http://localhost");
    expect(link.pathname).toBe(SLIDESHOW_PAGE_PATH);
    expect(link.searchParams.get(SLIDESHOW_KEY_PARAM)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // The key in the link opens the feed.
    expect((await t.app.request(`${SLIDESHOW_API.feed}${link.search}`)).status).toBe(200);
  });
});

describe("upload-only content", () => {
  let t: TestApp;
  afterEach(() => t.cleanup());

  it("shows guests none of the approved photos, while the slideshow does", async () => {
    const content = { ...weddingContent, guestPhotos: { ...weddingContent.guestPhotos, uploadOnly: true } };
    t = await createTestApp("sqlite", { content, adminPassword: TEST_ADMIN_PASSWORD });
    const response = await t.app.request("/api/photos", photoRequest(await aJpeg({ width: 480, height: 320 })));
    const { id } = ((await response.json()) as { photo: { id: string } }).photo;
    await createPhotoRepository(t.deps.database).setStatus(id, "approved");

    const moments = await t.app.request(GUEST_MOMENTS_API.list);
    expect(moments.status).toBe(200);
    expect(((await moments.json()) as GuestMomentList).moments).toEqual([]);
    for (const url of [GUEST_MOMENTS_API.image(id), GUEST_MOMENTS_API.thumbnail(id)]) {
      expect((await t.app.request(url)).status, url).toBe(404);
    }

    const feed = (await (await t.app.request(withKey(SLIDESHOW_API.feed))).json()) as SlideshowFeed;
    expect(feed.photos.map((photo) => photo.id)).toEqual([id]);
    expect((await t.app.request(withKey(SLIDESHOW_API.image(id)))).status).toBe(200);
  });
});
