import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { aHeroWithPhoto, aWedding } from "../../../testing/content-builders.ts";
import { withPageWords } from "../../../testing/page-words.tsx";
import { Hero } from "./hero.tsx";

/** The hero's <img> tags, each as its attributes. */
function imagesIn(html: string): Record<string, string>[] {
  return [...html.matchAll(/<img ([^>]*)\/?>/g)].map((image) =>
    Object.fromEntries([...(image[1] ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value])),
  );
}

describe("the hero with the couple's photo", () => {
  const html = renderToString(withPageWords(<Hero content={aWedding({ hero: aHeroWithPhoto() })} />));

  it("shows the photo, described, first in line and at the screen's width, and no flowers", () => {
    const images = imagesIn(html);
    expect(images).toHaveLength(1);
    const [photo] = images;
    expect(photo).toMatchObject({
      alt: "Ama and Kofi walking under the trees",
      loading: "eager",
      fetchPriority: "high",
    });
    expect(photo?.class).toBe("hero-photo");
    expect(html).toMatch(/<source type="image\/avif" srcSet="[^"]+ \d+w, [^"]+ \d+w[^"]*" sizes="100vw"/);
    expect(html).not.toContain("floral");
  });

  it("draws no particles over it, and lays its scrim over the photo", () => {
    expect(html).not.toContain("<!--particle-still-->");
    expect(html).toContain('class="hero-scrim"');
  });
});

describe("the hero without a photo", () => {
  it("is the flowers over the names, as before", () => {
    const html = renderToString(withPageWords(<Hero content={aWedding()} />));
    const [flowers] = imagesIn(html);
    expect(flowers).toMatchObject({ alt: "", fetchPriority: "high" });
    expect(flowers?.src).toContain("floral");
    expect(html).toContain("<!--particle-still-->");
    expect(html).not.toContain("hero-scrim");
  });
});
