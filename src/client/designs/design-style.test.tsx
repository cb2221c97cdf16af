import { describe, expect, it } from "vitest";
import type { WeddingContentInput } from "../../shared/content-schema.ts";
import { DESIGNS, type Design } from "../../shared/designs.ts";
import {
  aContentInput,
  aHeroWithPhoto,
  aWedding,
  contentProblems,
  eventsOverDays,
  milestones,
} from "../../testing/content-builders.ts";
import { testImages } from "../../testing/test-images.ts";
import { render } from "../entry-server.tsx";
import { cssString, dateNumerals, designStyle } from "./design-style.ts";

const OTHER_DESIGNS = DESIGNS.filter((design) => design !== "classic");

function inDesign(design: Design, overrides: Partial<WeddingContentInput> = {}) {
  const input = aContentInput(overrides);
  return aWedding({ ...overrides, site: { ...input.site, design } });
}

describe("the content's design (site.design)", () => {
  it("is classic when the couple leave it out", () => {
    expect(aWedding().site.design).toBe("classic");
  });

  it.each(DESIGNS)("accepts %s", (design) => {
    expect(inDesign(design).site.design).toBe(design);
  });

  it("refuses a design the site does not have, naming those it has", () => {
    const input = aContentInput();
    expect(contentProblems({ ...input, site: { ...input.site, design: "rustic" } })).toContain(
      "must be one of classic, portrait, monogram, modern",
    );
  });
});

describe("each design's page", () => {
  it("classic adds nothing to the page", () => {
    expect(designStyle(inDesign("classic"))).toBe("");
  });

  it("each design's stylesheet carries only its own rules, and none of them any script", () => {
    const styles = OTHER_DESIGNS.map((design) => designStyle(inDesign(design)));
    expect(new Set(styles).size).toBe(OTHER_DESIGNS.length);
    for (const css of styles) expect(css).not.toMatch(/<\/?script|javascript:|@import/i);
    // On screen only: a printed page keeps the spec's printed invitation (dark words on white).
    for (const css of styles) expect(css).toMatch(/^:root\{[^}]*\}(?:#[\w-]+\{[^}]*\})*@media screen\{/);
    // A guest of one design downloads a few kB of rules, not every design's.
    for (const css of styles) expect(Buffer.byteLength(css)).toBeLessThan(9000);
  });

  it("classic draws the particles and flowers on the first screen; the other designs draw their own", () => {
    expect(render(inDesign("classic"), testImages)).toContain('data-testid="particle-still"');
    for (const design of OTHER_DESIGNS) {
      const html = render(inDesign(design), testImages);
      const hero = html.slice(html.indexOf('<section id="home"'), html.indexOf("</section>"));
      expect(html, design).not.toContain("particle-still");
      expect(hero, design).not.toContain("<img");
      // The names are still the first screen's heading.
      expect(html, design).toMatch(/<h1 id="[^"]*home-title[^"]*"[^>]*class="hero-names/);
    }
  });

  it("portrait sets the couple's photo across the first screen, a little narrower on a phone", () => {
    const html = render(inDesign("portrait", { hero: aHeroWithPhoto() }), testImages);
    expect(html).toContain('class="hero-photo"');
    expect(html).toContain('sizes="(max-width: 40rem) 85vw, 100vw"');
    // Classic's photo keeps the screen's width.
    expect(render(inDesign("classic", { hero: aHeroWithPhoto() }), testImages)).toContain('sizes="100vw"');
  });

  it("monogram makes its crest of the couple's initials", () => {
    const css = designStyle(inDesign("monogram"));
    expect(css).toContain('--monogram:"A & K"');
    expect(css).toContain("--monogram-scale:1.00");
    // The crest's rings, and the letters between the rules under each heading.
    for (const where of ["#home::before", ".flourish::after", "footer::before"]) {
      const rule = new RegExp(
        `${where.replace(/[.:]/g, "\\$&").replace("::", "::?")}[^{]*\\{[^}]*content:\\s*var\\(--monogram\\)`,
      );
      expect(css, where).toMatch(rule);
    }
    // Longer initials shrink to stay inside the rings.
    const long = aWedding({
      couple: { partners: [{ firstName: "Maria-João" }, { firstName: "Søren" }], initials: "M-J & S" },
    });
    expect(designStyle({ ...long, site: { ...long.site, design: "monogram" } })).toContain("--monogram-scale:0.80");
  });

  it("modern sets the first day in large numerals, in the wedding's time zone", () => {
    const content = inDesign("modern");
    expect(dateNumerals(content)).toMatch(/^\d\d\.\d\d\n\d{4}$/);
    expect(designStyle(content)).toContain(`--date-numerals:${cssString(dateNumerals(content))}`);
  });

  it("sets the names as large as their longest word allows, in the face the design uses", () => {
    const css = designStyle(inDesign("portrait"));
    expect(css).toContain("--name-letters:5");
    expect(css).toContain("--name-width:0.5");
  });

  it.each(OTHER_DESIGNS)("%s renders with one event or five, and with the optional sections left out", (design) => {
    const few = render(inDesign(design), testImages);
    expect(few).not.toContain('id="our-story"');
    expect(few).not.toContain('id="gallery"');
    const many = render(
      inDesign(design, { events: eventsOverDays(5), story: { milestones: milestones(3) } }),
      testImages,
    );
    expect(many.match(/<li class="card /g)).toHaveLength(5);
    expect(many).toContain('id="our-story"');
  });
});

describe("cssString", () => {
  it("keeps what the couple wrote from ending the string or the <style>", () => {
    expect(cssString('A "&" B')).toBe('"A \\22 &\\22  B"');
    expect(cssString("A</style>B")).toBe('"A\\3c /style\\3e B"');
    expect(cssString("a\\b")).toBe('"a\\5c b"');
  });
});
