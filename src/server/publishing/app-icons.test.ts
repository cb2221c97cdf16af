// @module-tag content
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { weddingContent } from "../../../content/wedding.ts";
import { FONT_PAIRINGS } from "../../shared/content-schema.ts";
import { aContentInput, aWedding } from "../../testing/content-builders.ts";
import { APP_ICONS, appIconSvg, renderAppIcon, renderFavicon, webManifest } from "./app-icons.ts";
import { outlineInitials } from "./lettering.ts";
import { FAVICON, faviconSvg, headTags } from "./site-head.ts";
import type { FontPairing } from "./web-fonts.ts";

function coupleWithInitials(initials: string, fonts: FontPairing = "classic") {
  const input = aContentInput();
  return aWedding({ couple: { ...input.couple, initials }, theme: { ...input.theme, fonts } });
}

describe("home-screen icons", () => {
  it("makes the site installable under the couple's initials, in the page's colours", () => {
    const manifest = JSON.parse(webManifest(weddingContent));
    expect(manifest).toMatchObject({
      name: weddingContent.site.title,
      short_name: weddingContent.couple.initials,
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: weddingContent.theme.page.background,
      background_color: weddingContent.theme.page.background,
    });
    expect(
      manifest.icons.map((icon: { src: string; sizes: string; purpose: string }) =>
        [icon.src, icon.sizes, icon.purpose].join(" "),
      ),
    ).toEqual([
      "/icon-192.png 192x192 any",
      "/icon-512.png 512x512 any",
      "/icon-192.png 192x192 maskable",
      "/icon-512.png 512x512 maskable",
    ]);
  });

  it("names another couple's app by their initials", () => {
    const manifest = JSON.parse(
      webManifest({ ...weddingContent, couple: { ...weddingContent.couple, initials: "A & B" } }),
    );
    expect(manifest.short_name).toBe("A & B");
  });

  it("draws a couple without a palette in their page's colours", async () => {
    const page = { text: "#2b1d0e", accent: "#7a3b12", soft: "#f0d9c4", earth: "#6b4226", background: "#fbf6f0" };
    const content = aWedding({ theme: { page } });
    const initials = await outlineInitials(content);
    expect(faviconSvg(content, initials)).toContain(`fill="${page.accent}"`);
    expect(appIconSvg(content, initials)).toContain(`stop-color="${page.text}"`);
    expect(appIconSvg(content, initials)).toContain(`fill="${page.background}"`);
  });

  it("draws the initials as outlines of the couple's display face, so no icon needs a font where it is shown", async () => {
    const outlines = new Set<string>();
    for (const fonts of FONT_PAIRINGS) {
      const content = coupleWithInitials("A & B", fonts);
      const favicon = faviconSvg(content, await outlineInitials(content));
      expect(favicon).not.toContain("<text");
      expect(favicon.match(/<path /g)).toHaveLength(3);
      outlines.add(favicon);
    }
    expect(outlines.size).toBe(FONT_PAIRINGS.length);
  });

  it("writes the initials as text when the face lacks one of their letters", async () => {
    const content = coupleWithInitials("Ω & Ж");
    const initials = await outlineInitials(content);
    expect(initials).toBeNull();
    expect(faviconSvg(content, initials)).toContain(">Ω&amp;Ж</text>");
    expect(appIconSvg(content, initials)).toContain(">Ω&amp;Ж</text>");
  });

  it("renders each icon as a square PNG of its size", async () => {
    const initials = await outlineInitials(weddingContent);
    for (const icon of APP_ICONS) {
      const metadata = await sharp(await renderAppIcon(weddingContent, initials, icon.size)).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", icon.size, icon.size]);
    }
  });

  it("draws the tab's icon as a PNG in the couple's accent, linked from the page's head", async () => {
    const page = { text: "#2b1d0e", accent: "#7a3b12", soft: "#f0d9c4", earth: "#6b4226", background: "#fbf6f0" };
    const content = aWedding({ theme: { page } });
    const png = await renderFavicon(content, await outlineInitials(content));
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([FAVICON.size, FAVICON.size]);
    // The pixel left of the middle, inside the circle and beside the letters: the accent, #7a3b12.
    const at = ((FAVICON.size / 2) * info.width + 3) * info.channels;
    expect([...data.subarray(at, at + 3)].map((value) => Math.round(value / 8))).toEqual(
      [0x7a, 0x3b, 0x12].map((value) => Math.round(value / 8)),
    );
    expect(headTags(content)).toContain(`<link rel="icon" href="/${FAVICON.fileName}" sizes="48x48" type="image/png">`);
  });
});
