import { describe, expect, it } from "vitest";
import { themeStyle } from "../../shared/theme-style.ts";
import { aHeroWithPhoto, aWedding } from "../../testing/content-builders.ts";

describe("the page's own style in its head", () => {
  it("holds the hero photo's look only for a site with a photo, cropped at its focus", () => {
    expect(themeStyle(aWedding())).not.toContain("hero-photo");
    const withPhoto = themeStyle(aWedding({ hero: aHeroWithPhoto({ focus: "bottom" }) }));
    expect(withPhoto).toContain("object-position:center bottom");
    expect(withPhoto).toContain(".hero-scrim{");
    expect(withPhoto).toMatch(/#home :is\(p,h1\)\{color:#fff/);
  });
});
