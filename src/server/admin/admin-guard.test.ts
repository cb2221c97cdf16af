import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_API } from "../../shared/admin-api.ts";
import {
  type AdminTestApp,
  createAdminTestApp,
  signInRequest,
  TEST_ADMIN_PASSWORD,
} from "../../testing/admin-test-app.ts";
import { aJpeg, photoRequest } from "../../testing/photo-builders.ts";
import { anRsvpRequest, postJson } from "../../testing/rsvp-builders.ts";
import { createRsvpRepository } from "../db/rsvp-repository.ts";

interface Endpoint {
  method: string;
  path: (ids: { rsvp: string; photo: string }) => string;
  body?: unknown;
}

/** Every admin endpoint of the contract that needs a session. */
const GUARDED: Endpoint[] = [
  { method: "DELETE", path: () => ADMIN_API.session },
  { method: "GET", path: () => ADMIN_API.rsvps },
  { method: "DELETE", path: ({ rsvp }) => ADMIN_API.rsvp(rsvp) },
  { method: "GET", path: () => ADMIN_API.rsvpsCsv },
  { method: "GET", path: () => `${ADMIN_API.photos}?status=pending` },
  { method: "DELETE", path: ({ photo }) => ADMIN_API.photo(photo) },
  { method: "POST", path: ({ photo }) => ADMIN_API.photoStatus(photo), body: { status: "approved" } },
  { method: "POST", path: () => ADMIN_API.photosBulkApprove, body: { ids: [] } },
  { method: "GET", path: ({ photo }) => ADMIN_API.photoThumbnail(photo) },
  { method: "GET", path: ({ photo }) => ADMIN_API.photoPublished(photo) },
  { method: "GET", path: ({ photo }) => ADMIN_API.photoOriginal(photo) },
  { method: "GET", path: () => ADMIN_API.approvedZip },
];

/** The session routes too: a cross-site page must not sign in, read the state or sign out. */
const ALL: Endpoint[] = [
  { method: "GET", path: () => ADMIN_API.session },
  { method: "POST", path: () => ADMIN_API.session, body: { password: TEST_ADMIN_PASSWORD } },
  ...GUARDED,
];

const CROSS_SITE: [string, Record<string, string>][] = [
  ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
  ["Sec-Fetch-Site: same-site", { "Sec-Fetch-Site": "same-site" }],
  ["another Origin", { Origin: "https://evil.example" }],
  ["the same host over another scheme", { Origin: "https://localhost" }],
  ["a same-origin fetch site with another Origin", { "Sec-Fetch-Site": "same-origin", Origin: "http://evil.example" }],
];

const label = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path({ rsvp: ":id", photo: ":id" })}`;

describe("admin guard", () => {
  let t: AdminTestApp;
  let ids: { rsvp: string; photo: string };
  beforeEach(async () => {
    t = await createAdminTestApp("sqlite");
    await t.app.request("/api/rsvps", postJson(anRsvpRequest()));
    const [rsvp] = await createRsvpRepository(t.deps.database).list();
    const upload = await t.app.request("/api/photos", photoRequest(await aJpeg()));
    const { photo } = (await upload.json()) as { photo: { id: string } };
    ids = { rsvp: rsvp?.id ?? "", photo: photo.id };
  });
  afterEach(async () => {
    await t.cleanup();
  });

  const send = (endpoint: Endpoint, headers: Record<string, string>) =>
    t.app.request(endpoint.path(ids), {
      method: endpoint.method,
      headers: { ...(endpoint.body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
      ...(endpoint.body === undefined ? {} : { body: JSON.stringify(endpoint.body) }),
    });

  async function expectError(response: Response, status: number, code: string) {
    expect(response.status).toBe(status);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
  }

  it.each(GUARDED.map((endpoint) => [label(endpoint), endpoint] as const))(
    "%s answers 401 without a session, or with an unknown one",
    async (_label, endpoint) => {
      await expectError(await send(endpoint, { "Sec-Fetch-Site": "same-origin" }), 401, "unauthorized");
      await expectError(
        await send(endpoint, { "Sec-Fetch-Site": "same-origin", Cookie: `wedding_admin=${"A".repeat(43)}` }),
        401,
        "unauthorized",
      );
    },
  );

  it.each(ALL.map((endpoint) => [label(endpoint), endpoint] as const))(
    "%s answers 403 to every kind of cross-site request, even with a valid session",
    async (_label, endpoint) => {
      const cookie = await t.signIn();
      for (const [, headers] of CROSS_SITE) {
        await expectError(await send(endpoint, { ...headers, Cookie: cookie }), 403, "cross_site");
      }
      // The session survived all of that: nothing was signed out or changed.
      const still = await t.app.request(ADMIN_API.session, { headers: { Cookie: cookie } });
      expect(await still.json()).toMatchObject({ signedIn: true, enabled: true });
    },
  );

  it("accepts same-origin requests: by Sec-Fetch-Site, by Origin, by a typed URL, or with neither header", async () => {
    const cookie = await t.signIn();
    const variants: Record<string, string>[] = [
      { "Sec-Fetch-Site": "same-origin" },
      { Origin: "http://localhost" },
      { "Sec-Fetch-Site": "none" },
      {},
    ];
    for (const headers of variants) {
      const response = await t.app.request(ADMIN_API.rsvps, { headers: { ...headers, Cookie: cookie } });
      expect(response.status).toBe(200);
    }
  });

  it("behind a trusted proxy, takes the scheme from X-Forwarded-Proto for the Origin check and the cookie", async () => {
    await t.cleanup();
    t = await createAdminTestApp("sqlite", { trustProxyHops: 1 });
    const proxied = { "X-Forwarded-Proto": "https", "X-Forwarded-For": "203.0.113.9" };
    const signIn = await t.app.request(
      ADMIN_API.session,
      signInRequest(TEST_ADMIN_PASSWORD, { ...proxied, Origin: "https://localhost" }),
    );
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get("Set-Cookie")).toMatch(/^__Host-wedding_admin=.*Secure/);
  });
});
