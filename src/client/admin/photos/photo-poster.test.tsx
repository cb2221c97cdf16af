import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { PHOTOS_PAGE_PATH } from "../../../shared/uploads.ts";
import { TEST_SITE, withSite } from "../test-site.tsx";
import { PhotoPoster } from "./photo-poster.tsx";

it("prints the couple, the public dates and the photos page's code on the site's own address", () => {
  const site = { ...TEST_SITE, coupleNames: "Ama & Kofi", datesLabel: "2–3 May 2026", origin: "https://ama.example" };
  const html = renderToStaticMarkup(withSite(<PhotoPoster />, site));
  expect(html).toContain('<p class="photo-poster-names">Ama &amp; Kofi</p>');
  expect(html).toContain('<p class="photo-poster-date">2–3 May 2026</p>');
  expect(html).toContain(`aria-label="QR code of https://ama.example${PHOTOS_PAGE_PATH}"`);
  expect(html).toContain(`ama.example${PHOTOS_PAGE_PATH}</p>`);
});
