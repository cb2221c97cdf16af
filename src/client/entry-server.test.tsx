import content from "virtual:wedding-content";
import { describe, expect, it } from "vitest";
import { render } from "./entry-server.tsx";

describe("the prerendered page", () => {
  const html = render(content);

  it("carries every section anchor of the spec, in order", () => {
    const ids = ["home", "our-story", "wedding-info", "gallery", "rsvp", "FindUs", "photo-upload"];
    const positions = ids.map((id) => html.indexOf(`id="${id}"`));
    expect(
      positions.every((position) => position >= 0),
      JSON.stringify(positions),
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("carries the hero's text before any script runs", () => {
    expect(html).toContain("PLEASE JOIN US FOR THE TRADITIONAL WEDDING OF");
    expect(html).toContain("Thabo &amp; Lerato");
    expect(html).toContain("September 27th - 28th, 2025");
    expect(html).toContain("Meadowlands • Soweto");
    expect(html).toContain('href="#rsvp"');
  });
});
