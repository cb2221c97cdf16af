import { describe, expect, it } from "vitest";
import { aWedding } from "../testing/content-builders.ts";
import { SITE_DATA_ELEMENT_ID, siteDataScript } from "./site-data.ts";
import { PAGE_WORDS_EN } from "./words/page-en.ts";

describe("the page's data in its HTML", () => {
  it("reads back as it was written, and no text in it can end its element", () => {
    const content = aWedding();
    const hostile = { ...content, site: { ...content.site, title: "</script><script>alert(1)</script><!--" } };
    const images = { "a.jpg": { src: "/assets/a.jpg", width: 4, height: 3, variants: [] } };
    const data = { content: hostile, images, language: "en" as const, words: PAGE_WORDS_EN };
    const script = siteDataScript(data);

    const inner = script.slice(script.indexOf(">") + 1, script.lastIndexOf("</script>"));
    expect(inner).not.toContain("<");
    expect(script.startsWith(`<script type="application/json" id="${SITE_DATA_ELEMENT_ID}">`)).toBe(true);
    expect(JSON.parse(inner)).toEqual(data);
  });
});
