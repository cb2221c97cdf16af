// @vitest-environment happy-dom
import { afterEach, expect, it } from "vitest";
import { contentFor } from "../../shared/content-schema.ts";
import { siteDataScript } from "../../shared/site-data.ts";
import { PAGE_WORDS_EN } from "../../shared/words/page-en.ts";
import { aWeddingSource } from "../../testing/content-builders.ts";
import { readSiteData } from "./site-data.ts";

afterEach(() => {
  document.body.innerHTML = "";
});

it("reads the content, pictures and words the server wrote into the page, words that look like markup included", () => {
  const content = contentFor(
    aWeddingSource({
      hero: { invitationLine: "</script><b>JOIN US</b>", placeLabel: "Cape Town", floralImage: "hero/floral.svg" },
    }),
    "public",
  );
  const images = { "hero/floral.svg": { src: "/assets/floral.svg", width: 10, height: 10, variants: [] } };
  const data = { content, images, language: "en" as const, words: PAGE_WORDS_EN };
  document.body.innerHTML = `<div id="root"></div>${siteDataScript(data)}`;
  expect(readSiteData()).toEqual(data);
});

it("says which element is missing on a page without its data", () => {
  document.body.innerHTML = `<div id="root"></div>`;
  expect(() => readSiteData()).toThrow("The page has no #site-data element");
});
