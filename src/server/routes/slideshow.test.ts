import { afterEach, describe, expect, it } from "vitest";
import { weddingContent } from "../../../content/wedding.ts";
import { ADMIN_API } from "../../shared/admin-api.ts";
import type { GuestMomentList } from "../../shared/guest-moment-schemas.ts";
import { GUEST_MOMENTS_API } from "../../shared/guest-moments.ts";
import type { SlideshowFeed } from "../../shared/slideshow-schemas.ts";
import {
  SLIDESHOW_ADMIN_API,
  SLIDESHOW_API,
  SLIDESHOW_ERROR_CODES,
  SLIDESHOW_KEY_PARAM,
  SLIDESHOW_PAGE_PATH,
} from "../../shared/uploads.ts";
import {
  type AdminTestApp,
  createAdminTestApp,
  sessionCookieFrom,
  signInRequest,
  TEST_ADMIN_PASSWORD,
  TEST_ORIGIN,
} from "../../testing/admin-test-app.ts";
import { aHousehold } from "../../testing/household-builders.ts";
import { aJpeg, photoRequest } from "../../testing/photo-builders.ts";
import { composedApp, createTestApp, type TestApp } from "../../testing/test-app.ts";
import { describeOnDatabases } from "../../testing/test-database.ts";
import type { App, AppDeps } from "../app.ts";
import { createHouseholdRepository } from "../db/household-repository.ts";
import { ANONYMOUS_UPLOADER_NAME, createPhotoRepository } from "../db/photo-repository.ts";
import { createMemoryRateLimiter } from "../services/rate-limit.ts";
import { SLIDESHOW_COOKIE, SLIDESHOW_COOKIE_MAX_AGE_SECONDS } from "./slideshow.ts";

const SAME_ORIGIN = { "Sec-Fetch-Site": "same-origin" };
const sameSite = (cookie: string) => ({ headers: { Cookie: cookie, ...SAME_ORIGIN } });
const withCookie = (cookie: string | null) => (cookie === null ? {} : { headers: { Cookie: cookie } });
const errorCode = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;
const slideshowLink = (key: string) => `${SLIDESHOW_PAGE_PATH}?${new URLSearchParams({ [SLIDESHOW_KEY_PARAM]: key })}`;

/** The slideshow link the signed-in couple sees in the admin, and its key. */
async function linkOf(app: App, adminCookie: string): Promise<{ url: string; key: string }> {
  const response = await app.request(SLIDESHOW_ADMIN_API.link, sameSite(adminCookie));
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  return { url, key: new URL(url, TEST_ORIGIN).searchParams.get(SLIDESHOW_KEY_PARAM) ?? "" };
}

/** The couple pressing "Replace the link" in the admin: the new link's key. */
async function replaceKey(app: App, adminCookie: string): Promise<string> {
  const response = await app.request(SLIDESHOW_ADMIN_API.link, {
    method: "POST",
    headers: { ...sameSite(adminCookie).headers, "Content-Type": "application/json" },
    body: "{}",
  });
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  return new URL(url, TEST_ORIGIN).searchParams.get(SLIDESHOW_KEY_PARAM) ?? "";
}

/** A screen opening the slideshow link: the answer, and the cookie it set ("name=value"), or null when it set none. */
async function visit(app: App, url: string, init: RequestInit = {}) {
  const response = await app.request(url, init);
  const set = response.headers.getSetCookie();
  const cookie = set.length === 0 ? null : (set[0]?.split(";")[0] ?? null);
  return { response, setCookie: set, cookie };
}

/** Opens the slideshow with `key` as the screen would: the cookie its API calls then carry. */
async function cookieFor(app: App, key: string): Promise<string> {
  const { response, cookie } = await visit(app, slideshowLink(key));
  expect(response.status).toBe(303);
  expect(cookie).not.toBeNull();
  return cookie as string;
}

describe("the live slideshow", () => {
  let t: AdminTestApp;
  afterEach(() => t.cleanup());
  const start = async (overrides: Partial<AppDeps> = {}) => {
    t = await createAdminTestApp("sqlite", overrides);
  };
  /** The cookie of a screen that opened the current link. */
  const screenCookie = async () => cookieFor(t.app, (await linkOf(t.app, await t.signIn())).key);

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
  async function feed(screen: string): Promise<SlideshowFeed> {
    const response = await t.app.request(SLIDESHOW_API.feed, withCookie(screen));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    return (await response.json()) as SlideshowFeed;
  }

  it("trades the link's key for a cookie scoped to the slideshow's API on the first visit, and 303s to the clean address", async () => {
    await start();
    const { url, key } = await linkOf(t.app, await t.signIn());

    const { response, setCookie, cookie } = await visit(t.app, `${url}&from=poster`);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`${SLIDESHOW_PAGE_PATH}?from=poster`);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(setCookie).toHaveLength(1);
    const attributes = (setCookie[0] ?? "").split(/;\s*/).slice(1);
    expect(attributes).toEqual(
      expect.arrayContaining([
        "HttpOnly",
        "SameSite=Strict",
        `Path=${SLIDESHOW_API.feed}`,
        `Max-Age=${SLIDESHOW_COOKIE_MAX_AGE_SECONDS}`,
      ]),
    );
    // Over plain http (localhost) a Secure cookie would never come back.
    expect(attributes).not.toContain("Secure");
    expect(setCookie[0]).not.toContain(key);

    // The screen's calls then carry the cookie, and it opens both the list and the images.
    expect((await t.app.request(SLIDESHOW_API.feed, withCookie(cookie))).status).toBe(200);
    expect((await t.app.request(SLIDESHOW_API.image("no-such-photo"), withCookie(cookie))).status).toBe(404);
    expect((await t.app.request(SLIDESHOW_API.feed)).status).toBe(403);

    // Over https (or behind a proxy saying so) the cookie is Secure.
    const https = await visit(t.app, `https://localhost${url}`);
    expect(https.response.status).toBe(303);
    expect(https.cookie?.startsWith(`${SLIDESHOW_COOKIE}=`)).toBe(true);
    expect((https.setCookie[0] ?? "").split(/;\s*/)).toContain("Secure");
  });

  it("opens with the screen's cookie or the admin session, and refuses a missing or wrong key or cookie", async () => {
    await start();
    const screen = await screenCookie();
    expect((await t.app.request(SLIDESHOW_API.feed, withCookie(screen))).status).toBe(200);

    const [name] = screen.split("=");
    for (const [what, init] of [
      ["no cookie", {}],
      ["a made-up cookie", withCookie(`${name}=${"x".repeat(43)}`)],
      ["an empty cookie", withCookie(`${name}=`)],
    ] as const) {
      const refused = await t.app.request(SLIDESHOW_API.feed, init);
      expect(refused.status, what).toBe(403);
      expect(await errorCode(refused)).toBe(SLIDESHOW_ERROR_CODES.wrongKey);
    }
    // A wrong key sets no cookie, and still leaves the address bar.
    for (const key of ["x".repeat(43), ""]) {
      const wrong = await visit(t.app, slideshowLink(key));
      expect(wrong.response.status).toBe(303);
      expect(wrong.response.headers.get("Location")).toBe(SLIDESHOW_PAGE_PATH);
      expect(wrong.cookie).toBeNull();
    }
    // The key itself is not a credential for the API: only the page takes it, once.
    const { key } = await linkOf(t.app, await t.signIn());
    expect((await t.app.request(`${SLIDESHOW_API.feed}?${SLIDESHOW_KEY_PARAM}=${key}`)).status).toBe(403);

    const admin = await t.signIn();
    expect((await t.app.request(SLIDESHOW_API.feed, sameSite(admin))).status).toBe(200);
    // A session that ended opens nothing.
    const signOut = await t.app.request(ADMIN_API.session, { method: "DELETE", ...sameSite(admin) });
    expect(signOut.status).toBeLessThan(300);
    expect((await t.app.request(SLIDESHOW_API.feed, sameSite(admin))).status).toBe(403);
  });

  it("works without ADMIN_PASSWORD (people sign in as themselves), still refusing a screen without a key", async () => {
    await start({ adminPassword: null });
    for (const url of [SLIDESHOW_API.feed, SLIDESHOW_API.image("x")]) {
      const response = await t.app.request(url);
      expect(response.status, url).toBe(403);
      expect(await errorCode(response)).toBe(SLIDESHOW_ERROR_CODES.wrongKey);
    }
    // A wrong link leaves the address bar, and sets nothing.
    const old = await visit(t.app, slideshowLink("x".repeat(43)));
    expect(old.response.status).toBe(303);
    expect(old.cookie).toBeNull();
  });

  it("lists approved photos only, newest approval first, and serves only their published copies", async () => {
    await start();
    const cookie = await t.signIn();
    const screen = await screenCookie();
    const [first, second, pending, rejected] = [await upload(), await upload(), await upload(), await upload()];
    expect((await feed(screen)).photos).toEqual([]);

    await review(second, "approved", cookie);
    const secondApproved = t.clock.now.toISOString();
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    await review(first, "approved", cookie);
    await review(rejected, "rejected", cookie);

    expect((await feed(screen)).photos).toEqual([
      { id: first, width: 480, height: 320, approvedAt: t.clock.now.toISOString(), uploaderName: null },
      { id: second, width: 480, height: 320, approvedAt: secondApproved, uploaderName: null },
    ]);

    const image = await t.app.request(SLIDESHOW_API.image(first), withCookie(screen));
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/jpeg");
    expect(image.headers.get("Cache-Control")).toMatch(/^private\b/);
    const published = (await createPhotoRepository(t.deps.database).findById(first))?.publishedPath;
    expect(published).toBeTruthy();

    for (const id of [pending, rejected, "no-such-photo"]) {
      expect((await t.app.request(SLIDESHOW_API.image(id), withCookie(screen))).status, id).toBe(404);
    }
    // The image needs the cookie as much as the list does.
    expect((await t.app.request(SLIDESHOW_API.image(first))).status).toBe(403);
    expect((await t.app.request(SLIDESHOW_API.image(first), sameSite(cookie))).status).toBe(200);

    // Back to pending: gone from the slideshow at the next poll.
    await review(first, "pending", cookie);
    expect((await feed(screen)).photos.map((photo) => photo.id)).toEqual([second]);
    expect((await t.app.request(SLIDESHOW_API.image(first), withCookie(screen))).status).toBe(404);
  });

  it("names the guest who typed a name, or the household of a personal link, and nobody otherwise", async () => {
    await start();
    const screen = await screenCookie();
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
    expect((await feed(screen)).photos.map(({ id, uploaderName }) => ({ id, uploaderName }))).toEqual([
      { id: typed.id, uploaderName: "Auntie Thandi" },
      { id: fromLink.id, uploaderName: household.displayName },
      { id: anonymous.id, uploaderName: null },
    ]);
  });

  it("never refuses the right key for others' wrong guesses from the same address", async () => {
    // Production's limit: 20 wrong keys per address per window.
    await start();
    const { key } = await linkOf(t.app, await t.signIn());
    // Every request here comes from one address: a venue's Wi-Fi with someone guessing on it.
    for (let guess = 0; guess < 25; guess++) {
      const wrong = await visit(t.app, slideshowLink(`wrong-${guess}`));
      expect(wrong.response.status).toBe(303);
      expect(wrong.cookie).toBeNull();
    }
    // The screen without a cookie hears why the guesses stopped working.
    const locked = await t.app.request(SLIDESHOW_API.feed);
    expect(locked.status).toBe(429);
    expect(locked.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await errorCode(locked)).toBe(SLIDESHOW_ERROR_CODES.rateLimited);

    const screen = await cookieFor(t.app, key);
    expect((await t.app.request(SLIDESHOW_API.feed, withCookie(screen))).status).toBe(200);
  });

  it("counts wrong keys only, per address", async () => {
    await start({ slideshowKeyLimiter: createMemoryRateLimiter({ limit: 1, windowMs: 60_000 }) });
    const { key } = await linkOf(t.app, await t.signIn());
    // The right key, again and again, counts for nothing.
    for (let visits = 0; visits < 3; visits++) await cookieFor(t.app, key);
    expect((await t.app.request(SLIDESHOW_API.feed)).status).toBe(403);
    await visit(t.app, slideshowLink("wrong-1"));
    expect((await t.app.request(SLIDESHOW_API.feed)).status).toBe(403);
    await visit(t.app, slideshowLink("wrong-2"));
    expect((await t.app.request(SLIDESHOW_API.feed)).status).toBe(429);
  });

  it("gives the signed-in couple the link with a key of 256 random bits, the same until replaced, and nobody else", async () => {
    await start();
    expect((await t.app.request(SLIDESHOW_ADMIN_API.link, { headers: SAME_ORIGIN })).status).toBe(401);
    const cookie = await t.signIn();
    const { url, key } = await linkOf(t.app, cookie);
    const link = new URL(url, TEST_ORIGIN);
    expect(link.pathname).toBe(SLIDESHOW_PAGE_PATH);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await linkOf(t.app, cookie)).key).toBe(key);
  });

  it("lets the couple replace the key only from the admin's own page", async () => {
    await start();
    const cookie = await t.signIn();
    const { key } = await linkOf(t.app, cookie);
    const post = (headers: Record<string, string>, body = "{}") =>
      t.app.request(SLIDESHOW_ADMIN_API.link, { method: "POST", headers, body });
    const json = { "Content-Type": "application/json" };
    expect((await post({ ...json, ...SAME_ORIGIN })).status).toBe(401);
    expect((await post({ ...json, Cookie: cookie, "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await post({ ...json, Cookie: cookie, Origin: "http://evil.example" })).status).toBe(403);
    // A form can post text/plain across sites without asking: refused.
    expect((await post({ "Content-Type": "text/plain", Cookie: cookie }, "x")).status).toBe(415);
    expect((await linkOf(t.app, cookie)).key).toBe(key);

    const replaced = await replaceKey(t.app, cookie);
    expect(replaced).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(replaced).not.toBe(key);
    expect((await linkOf(t.app, cookie)).key).toBe(replaced);
  });

  it("writes neither the key nor the cookie in any log line", async () => {
    await start();
    const admin = await t.signIn();
    const { url, key } = await linkOf(t.app, admin);
    const screen = await cookieFor(t.app, key);
    await t.app.request(SLIDESHOW_API.feed, withCookie(screen));
    await t.app.request(`${SLIDESHOW_API.feed}?${SLIDESHOW_KEY_PARAM}=${key}`);
    const replaced = await replaceKey(t.app, admin);
    await visit(t.app, url);
    await t.app.request(SLIDESHOW_API.feed, withCookie(screen));

    const logged = JSON.stringify(t.logs);
    expect(t.logs.length).toBeGreaterThan(5);
    for (const secret of [key, replaced, screen.split("=")[1] ?? ""]) expect(logged).not.toContain(secret);
  });
});

describeOnDatabases("the slideshow's key", (dialect) => {
  const sites: AdminTestApp[] = [];
  afterEach(async () => {
    for (const site of sites.splice(0)) await site.cleanup();
  });
  const aSite = async () => {
    const site = await createAdminTestApp(dialect);
    sites.push(site);
    return site;
  };

  it("is a secret of the site's own: two sites with the same password have different keys", async () => {
    const [one, two] = [await aSite(), await aSite()];
    expect(one.deps.adminPassword).toBe(TEST_ADMIN_PASSWORD);
    expect(two.deps.adminPassword).toBe(TEST_ADMIN_PASSWORD);
    const [oneKey, twoKey] = [
      (await linkOf(one.app, await one.signIn())).key,
      (await linkOf(two.app, await two.signIn())).key,
    ];
    expect(oneKey).not.toBe(twoKey);
    // Each site's key opens that site only.
    expect((await visit(two.app, slideshowLink(oneKey))).cookie).toBeNull();
    await cookieFor(one.app, oneKey);
  });

  it("stays the key two instances agree on, and replacing it stops the old link and cookie at once on both", async () => {
    const t = await aSite();
    // A second instance of the site: its own app and memory, the same database.
    const other = composedApp({ ...t.deps });
    const admin = await t.signIn();
    const { key } = await linkOf(t.app, admin);
    const screenHere = await cookieFor(t.app, key);
    const screenThere = await cookieFor(other, key);
    for (const [app, screen] of [
      [t.app, screenThere],
      [other, screenHere],
    ] as const) {
      expect((await app.request(SLIDESHOW_API.feed, withCookie(screen))).status).toBe(200);
    }

    const replaced = await replaceKey(other, admin);
    for (const app of [t.app, other]) {
      for (const screen of [screenHere, screenThere]) {
        const refused = await app.request(SLIDESHOW_API.feed, withCookie(screen));
        expect(refused.status).toBe(403);
        expect(await errorCode(refused)).toBe(SLIDESHOW_ERROR_CODES.wrongKey);
      }
      expect((await visit(app, slideshowLink(key))).cookie).toBeNull();
      const renewed = await cookieFor(app, replaced);
      expect((await app.request(SLIDESHOW_API.feed, withCookie(renewed))).status).toBe(200);
    }
    expect((await linkOf(t.app, admin)).key).toBe(replaced);
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

    const adminCookie = sessionCookieFrom(await t.app.request(ADMIN_API.session, signInRequest(TEST_ADMIN_PASSWORD)));
    const screen = await cookieFor(t.app, (await linkOf(t.app, adminCookie)).key);
    const feed = (await (await t.app.request(SLIDESHOW_API.feed, withCookie(screen))).json()) as SlideshowFeed;
    expect(feed.photos.map((photo) => photo.id)).toEqual([id]);
    expect((await t.app.request(SLIDESHOW_API.image(id), withCookie(screen))).status).toBe(200);
  });
});
