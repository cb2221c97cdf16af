import { describe, expect, it } from "vitest";
import { aWedding, eventsOverDays, galleryItems, milestones } from "../testing/content-builders.ts";
import { testImages } from "../testing/test-images.ts";
import { render } from "./entry-server.tsx";
import { wideGridColumns } from "./sections/gallery/grid-view.tsx";
import { rowColumns } from "./sections/wedding-info/wedding-info.tsx";

/** The menu's entries, in order, from the prerendered page. */
function menuOf(html: string): string[] {
  const menu = /<ul id="[^"]+" hidden=""[^>]*>(.*?)<\/ul>/.exec(html)?.[1] ?? "";
  return [...menu.matchAll(/href="#([^"]+)"/g)].map((match) => match[1] ?? "");
}

describe("a wedding of one event, no story, two pictures, no gifts, one contact with a phone", () => {
  const html = render(
    aWedding({
      gallery: { items: galleryItems(2) },
      rsvp: { deadline: "2026-03-01", contacts: [{ name: "Ama", phone: "+27 82 555 0101" }] },
    }),
    testImages,
  );

  it("leaves the story off the page and out of the menu", () => {
    expect(html).not.toContain('id="our-story"');
    expect(menuOf(html)).toEqual(["home", "wedding-info", "gallery", "rsvp", "FindUs", "photo-upload"]);
  });

  it("prints the dates made from the one event", () => {
    expect(html).toContain("May 2nd, 2026");
    expect(html).toContain("Saturday 2 May 2026");
    expect(html).toContain("3:00 PM");
    expect(html).toContain("March 1, 2026");
    expect(html).toContain("May 2, 2026");
  });

  it("shows no empty cards: no gifts, drinks or theme", () => {
    expect(html).not.toMatch(/>Gifts<|>Beverages<|>Weekend Theme<|>Theme</);
  });

  it("shows the two pictures side by side first, the carousel one click away", () => {
    expect(html).toMatch(/aria-pressed="true"[^>]*>Grid View</);
    expect(html).toContain("3D View");
    expect(html).not.toContain('aria-roledescription="carousel"');
  });

  it("offers a tap-to-call link for the contact", () => {
    const link = /<a href="tel:\+27825550101"[^>]*>(.*?)<\/a>/.exec(html)?.[1] ?? "";
    expect(link.replace(/<[^>]+>/g, "")).toBe("Call Ama +27 82 555 0101");
  });
});

describe("sections the couple left empty", () => {
  it("leave a page with no gallery and no story, and a menu without them", () => {
    const html = render(aWedding(), testImages);
    expect(html).not.toContain('id="gallery"');
    expect(html).not.toContain('id="our-story"');
    expect(menuOf(html)).toEqual(["home", "wedding-info", "rsvp", "FindUs", "photo-upload"]);
    expect(html).not.toContain("tel:");
  });

  it("keep every anchor of a full page, in order", () => {
    const html = render(
      aWedding({ story: { milestones: milestones(3) }, gallery: { items: galleryItems(4) } }),
      testImages,
    );
    expect(menuOf(html)).toEqual(["home", "our-story", "wedding-info", "gallery", "rsvp", "FindUs", "photo-upload"]);
  });
});

describe("one of a kind", () => {
  it("shows one picture as it is: no choice of views, no carousel, no previous or next", () => {
    const html = render(aWedding({ gallery: { items: galleryItems(1), note: "More to come" } }), testImages);
    expect(html).toContain('id="gallery"');
    expect(html).not.toContain("3D View");
    expect(html).not.toContain('aria-roledescription="carousel"');
    expect(html).not.toContain("Previous photo");
    expect(html).toContain("More to come");
  });

  it("shows one milestone as a card, not a timeline", () => {
    const html = render(aWedding({ story: { milestones: milestones(1) } }), testImages);
    expect(html).toContain("Milestone 1");
    expect(html).not.toContain("before:bg-dusty");
  });
});

describe("headings", () => {
  it("come from the content, with the spec's words by default", () => {
    const defaults = render(
      aWedding({
        events: eventsOverDays(2),
        story: { milestones: milestones(3) },
        gallery: { items: galleryItems(3) },
        gifts: { note: "Cards welcome" },
        theme: { name: "Pastels" },
      }),
      testImages,
    );
    for (const heading of ["A Love Story", "Gallery", "Gifts", "Weekend Theme", "Find Us &amp; Save the Date"]) {
      expect(defaults).toContain(`>${heading}</h`);
    }
    const own = render(
      aWedding({
        story: { heading: "Our Journey", milestones: milestones(3) },
        gallery: { heading: "Moments", items: galleryItems(3) },
        gifts: { heading: "Registry", note: "Cards welcome" },
        theme: { heading: "Dress Code", name: "Black tie" },
        findUs: { heading: "Getting There" },
      }),
      testImages,
    );
    for (const heading of ["Our Journey", "Moments", "Registry", "Dress Code", "Getting There"]) {
      expect(own).toContain(`>${heading}</h`);
    }
  });
});

describe("layouts for any count", () => {
  it("lays events and cards out as one, pairs, or threes", () => {
    expect([1, 2, 3, 4, 5, 7].map(rowColumns)).toEqual([1, 2, 3, 2, 3, 3]);
  });

  it("picks rows of three or four pictures that leave the fullest last row", () => {
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10].map(wideGridColumns)).toEqual([3, 3, 4, 3, 3, 4, 4, 3, 4]);
  });

  it("renders every count of events, milestones and pictures", () => {
    for (const [events, story, pictures] of [
      [1, 0, 0],
      [2, 1, 1],
      [3, 3, 4],
      [4, 0, 9],
      [7, 1, 2],
    ] as const) {
      const html = render(
        aWedding({
          events: eventsOverDays(events),
          story: { milestones: milestones(story) },
          gallery: { items: galleryItems(pictures) },
        }),
        testImages,
      );
      expect(html.match(/>Directions</g) ?? []).toHaveLength(events);
      expect(html.match(/class="milestone /g) ?? []).toHaveLength(story);
      // The carousel comes first once the pictures no longer fit side by side.
      expect(html.includes('aria-roledescription="carousel"'), `${pictures} pictures`).toBe(pictures >= 4);
    }
  });
});

describe("a theme with colours but no picture of them", () => {
  const html = render(
    aWedding({
      theme: {
        name: "Olive Grove",
        colours: [
          { name: "Olive", hex: "#4f5d2f" },
          { name: "Terracotta", hex: "#b4532a" },
        ],
      },
    }),
    testImages,
  );

  it("shows the colours themselves, each named", () => {
    expect(html).toContain('aria-label="Colour palette"');
    expect(html).toMatch(/background-color:#4f5d2f.*Olive.*background-color:#b4532a.*Terracotta/s);
  });
});
