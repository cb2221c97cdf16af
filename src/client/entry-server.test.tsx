// @module-tag content
import content from "virtual:wedding-content";
import { describe, expect, it } from "vitest";
import { coupleNames } from "../shared/couple-names.ts";
import { sitePalette } from "../shared/palette.ts";
import { decodeHtml } from "../testing/html-text.ts";
import { testImages } from "../testing/test-images.ts";
import { render } from "./entry-server.tsx";
import { STILL_MARKER } from "./sections/hero/particles/particle-field.tsx";
import { stillMarkup } from "./sections/hero/particles/particle-still.tsx";

/** The couple's content, whoever they are, through the same plugin the build uses. */
describe("the prerendered page", () => {
  const html = render(content, testImages);

  it("carries every section anchor of the spec the couple filled, in order", () => {
    const ids = [
      "home",
      ...(content.story.milestones.length > 0 ? ["our-story"] : []),
      "wedding-info",
      ...(content.gallery.items.length > 0 ? ["gallery"] : []),
      "rsvp",
      "FindUs",
      "photo-upload",
    ];
    const positions = ids.map((id) => html.indexOf(`id="${id}"`));
    expect(
      positions.every((position) => position >= 0),
      JSON.stringify(positions),
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("carries the hero's text before any script runs", () => {
    const page = decodeHtml(html);
    expect(page).toContain(content.hero.invitationLine);
    expect(page).toContain(coupleNames(content));
    expect(page).toContain(content.hero.datesLabel);
    expect(page).toContain(content.hero.placeLabel);
    expect(html).toContain('href="#rsvp"');
  });

  it("draws the hero's still particle field in the couple's colour, which the browser's script leaves as it is", () => {
    const still = stillMarkup(sitePalette(content.theme).particle);
    expect(html).toContain(`data-testid="particle-still"`);
    expect(html).toContain(still);
    expect(html).not.toContain(STILL_MARKER);
  });
});
