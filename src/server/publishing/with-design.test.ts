import { describe, expect, it } from "vitest";
import { DESIGNS } from "../../shared/designs.ts";
import { aContentInput, aWedding } from "../../testing/content-builders.ts";
import { withDesign } from "./site-head.ts";

const TEMPLATE = '<html lang="en"><head><link rel="stylesheet" href="/assets/styles.css"></head><body></body></html>';

function inDesign(design: (typeof DESIGNS)[number]) {
  return aWedding({ site: { ...aContentInput().site, design } });
}

describe("a published page in the couple's design (withDesign)", () => {
  it("leaves classic's page exactly as it was", () => {
    expect(withDesign(TEMPLATE, inDesign("classic"), "")).toBe(TEMPLATE);
  });

  it.each(DESIGNS.filter((design) => design !== "classic"))(
    "names %s on <html> and puts its rules after the page's stylesheet, inside the head",
    (design) => {
      const css = `#home{color:red}/*${design}*/`;
      const html = withDesign(TEMPLATE, inDesign(design), css);
      expect(html).toContain(`<html lang="en" data-design="${design}">`);
      const style = html.indexOf(`<style>${css}</style>`);
      expect(style).toBeGreaterThan(html.indexOf("styles.css"));
      expect(style).toBeLessThan(html.indexOf("</head>"));
    },
  );
});
