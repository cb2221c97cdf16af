import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_API } from "../../shared/admin-api.ts";
import { AdminSiteSchema } from "../../shared/admin-schemas.ts";
import { type CheckedContent, contentFor } from "../../shared/content-schema.ts";
import { type AdminTestApp, createAdminTestApp } from "../../testing/admin-test-app.ts";
import { anEvent, aWeddingSource } from "../../testing/content-builders.ts";

const SAME_SITE = { "Sec-Fetch-Site": "same-origin" };

/** A public ceremony, then a family brunch the next day, by invitation only, with meals. */
const source = aWeddingSource({
  site: { language: "en", origin: "https://ama-and-kofi.example", designerCredit: { name: "Made by friends" } },
  events: [
    anEvent(),
    anEvent({
      id: "family-brunch",
      title: "Family brunch",
      start: "2026-05-03T10:00:00+02:00",
      end: "2026-05-03T13:00:00+02:00",
      venue: { name: "The Homestead", address: "4 Oak Lane, Stellenbosch" },
      meals: ["Fish", "Vegetarian"],
      public: false,
    }),
  ],
});

// The session lives in the database, the answer only in the content: one database is enough.
describe("what the admin shows of the wedding", () => {
  let t: AdminTestApp;
  /** The content published now: a test publishes another by replacing it. */
  let published: CheckedContent;
  beforeEach(async () => {
    published = source;
    t = await createAdminTestApp("sqlite", {
      content: contentFor(source, "couple"),
      contentFor: (audience) => contentFor(published, audience),
    });
  });
  afterEach(async () => {
    await t.cleanup();
  });

  const askSignedIn = async () => {
    const response = await t.app.request(ADMIN_API.site, { headers: { Cookie: await t.signIn(), ...SAME_SITE } });
    expect(response.status).toBe(200);
    return response;
  };

  it("needs the couple's session", async () => {
    const response = await t.app.request(ADMIN_API.site, { headers: SAME_SITE });
    expect(response.status).toBe(401);
    expect(JSON.stringify(await response.json())).not.toContain("Family brunch");
  });

  it("gives every event's title and meals, those by invitation only too, and never a place", async () => {
    const body = await (await askSignedIn()).text();
    const site = AdminSiteSchema.parse(JSON.parse(body));
    expect(site.events).toEqual([
      { id: "ceremony", title: "Ceremony" },
      { id: "family-brunch", title: "Family brunch", meals: ["Fish", "Vegetarian"] },
    ]);
    for (const place of ["The Vineyard", "Wine Road", "The Homestead", "Oak Lane"]) expect(body).not.toContain(place);
  });

  it("gives the couple, the time zone, and for the poster the site's origin and the public page's dates", async () => {
    const site = AdminSiteSchema.parse(await (await askSignedIn()).json());
    expect(site).toMatchObject({
      coupleNames: "Ama & Kofi",
      timeZone: "Africa/Johannesburg",
      origin: "https://ama-and-kofi.example",
      datesLabel: contentFor(source, "public").hero.datesLabel,
    });
    // The brunch's day is not on the public page: the poster says the public dates.
    expect(site.datesLabel).not.toBe(contentFor(source, "couple").hero.datesLabel);
    // A site in one language: the one it is written in, and no choice for a household.
    expect(site.languages).toEqual(["en"]);
  });

  it("answers from the content published when it is asked", async () => {
    expect(AdminSiteSchema.parse(await (await askSignedIn()).json()).origin).toBe("https://ama-and-kofi.example");
    published = aWeddingSource({ timeZone: "Europe/London", events: [anEvent({ title: "Vows" })] });
    const site = AdminSiteSchema.parse(await (await askSignedIn()).json());
    expect(site).toMatchObject({
      timeZone: "Europe/London",
      origin: null,
      events: [{ id: "ceremony", title: "Vows" }],
    });
  });
});
