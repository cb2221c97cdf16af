import { afterEach, describe, expect, it } from "vitest";
import { INVITATION_API } from "../shared/households.ts";
import { aContentInput, aWeddingSource } from "../testing/content-builders.ts";
import { aTrilingualWeddingSource, TRILINGUAL_TITLES } from "../testing/language-builders.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { liveContent } from "./live-content.ts";

const first = aWeddingSource({ rsvp: { deadline: "2026-03-01", contacts: [{ name: "Ama" }] } });
const second = aWeddingSource({
  site: { ...aContentInput().site, gaMeasurementId: "G-ABC123" },
  rsvp: { deadline: "2026-04-20", deadlineLabel: "the twentieth of April", contacts: [{ name: "Kofi" }] },
});

describe("live content", () => {
  it("reads every field from the version last put in, whole", () => {
    const live = liveContent(first);
    const kept = live.content;
    expect(kept.rsvp.contacts[0]?.name).toBe("Ama");
    live.replace(second);
    expect(kept.rsvp.contacts[0]?.name).toBe("Kofi");
    expect(JSON.parse(JSON.stringify(kept))).toEqual(JSON.parse(JSON.stringify(live.contentFor("couple"))));
    expect(Object.keys(kept)).toEqual(Object.keys(live.contentFor("couple")));
    expect(live.contentFor("public").site.gaMeasurementId).toBe("G-ABC123");
    expect(live.source()).toBe(second);
  });

  it("makes a view in another language once per version, and anew from the next", () => {
    const live = liveContent(aTrilingualWeddingSource({ rsvp: first.rsvp }));
    const zulu = live.contentFor("public", "zu");
    expect(zulu.events[0]?.title).toBe(TRILINGUAL_TITLES.ceremony.zu);
    expect(live.contentFor("public", "zu")).toBe(zulu);
    expect(live.contentFor("couple", "zu")).not.toBe(zulu);
    live.replace(aTrilingualWeddingSource({ rsvp: second.rsvp }));
    expect(live.contentFor("public", "zu").rsvp.contacts[0]?.name).toBe("Kofi");
  });

  it("cannot be changed through the view the services hold", () => {
    const live = liveContent(first);
    expect(() => {
      (live.content as { timeZone: string }).timeZone = "UTC";
    }).toThrow(TypeError);
    expect(live.content.timeZone).toBe(first.timeZone);
  });
});

describe("an app on live content", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  it("answers by the version published since it started, with no restart", async () => {
    const live = liveContent(first);
    t = await createTestApp("sqlite", { content: live.content, contentFor: live.contentFor });
    const before = await t.app.request(INVITATION_API.rsvpWindow);
    expect((await before.json()).deadlineLabel).toBe("March 1, 2026");
    expect(before.headers.get("Content-Security-Policy")).not.toContain("googletagmanager");

    live.replace(second);
    const after = await t.app.request(INVITATION_API.rsvpWindow);
    expect((await after.json()).deadlineLabel).toBe("the twentieth of April");
    expect(after.headers.get("Content-Security-Policy")).toContain("https://www.googletagmanager.com");
  });
});
