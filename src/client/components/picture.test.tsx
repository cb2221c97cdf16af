import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { imageUrl, imageUrlForWidth, responsiveImage } from "../lib/content-images.ts";
import { Picture } from "./picture.tsx";

// Uses the shipped content/images through the dev manifest (the plugin plans names; nothing is encoded).
describe("Picture", () => {
  it("offers AVIF then WebP at every width, sized to the layout, with the fallback's size on the img", () => {
    const html = renderToStaticMarkup(
      <Picture image="gallery/2-walk.jpg" alt="A walk" sizes="(min-width: 768px) 33vw, 50vw" className="rounded" />,
    );
    const types = [...html.matchAll(/<source type="([^"]+)"/g)].map((match) => match[1]);
    expect(types).toEqual(["image/avif", "image/webp"]);
    expect(html).toMatch(/srcSet="[^"]*2-walk-320w-[0-9a-f]{8}\.avif 320w, [^"]*1600w-[0-9a-f]{8}\.avif 1600w"/);
    expect(html).toContain('sizes="(min-width: 768px) 33vw, 50vw"');
    expect(html).toMatch(/<img src="[^"]*2-walk-960w-[0-9a-f]{8}\.jpg" alt="A walk" width="1600" height="2000"/);
    expect(html).toContain('decoding="async"');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain("fetchPriority");
  });

  it("fetches a priority picture eagerly and first, and shows an SVG as it is", () => {
    const html = renderToStaticMarkup(<Picture image="hero/floral.svg" alt="" sizes="208px" priority />);
    expect(html).not.toContain("<source");
    expect(html).toMatch(/<img src="[^"]*floral-[0-9a-f]{8}\.svg" alt="" width="400" height="400"/);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });
});

describe("the images module", () => {
  it("throws for a picture that is not in content/images", () => {
    expect(() => responsiveImage("gallery/missing.jpg")).toThrow("No picture content/images/gallery/missing.jpg");
    expect(() => imageUrl("gallery/missing.jpg")).toThrow();
  });

  it("picks the smallest WebP at least as wide as a texture needs", () => {
    expect(imageUrlForWidth("gallery/4-ring.jpg", 500)).toMatch(/4-ring-640w-[0-9a-f]{8}\.webp$/);
    expect(imageUrlForWidth("gallery/4-ring.jpg", 5000)).toMatch(/4-ring-1600w-[0-9a-f]{8}\.webp$/);
    expect(imageUrlForWidth("hero/floral.svg", 300)).toBe(imageUrl("hero/floral.svg"));
  });
});
