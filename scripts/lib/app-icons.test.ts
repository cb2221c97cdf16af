import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { weddingContent } from "../../content/wedding.ts";
import { aWedding } from "../../src/testing/content-builders.ts";
import { APP_ICONS, appIconSvg, renderAppIcon, webManifest } from "./app-icons.ts";
import { faviconSvg } from "./site-head.ts";

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

  it("draws a couple without a palette in their page's colours", () => {
    const page = { text: "#2b1d0e", accent: "#7a3b12", soft: "#f0d9c4", earth: "#6b4226", background: "#fbf6f0" };
    const content = aWedding({ theme: { page } });
    expect(faviconSvg(content)).toContain(`fill="${page.accent}"`);
    expect(appIconSvg(content)).toContain(`stop-color="${page.text}"`);
    expect(appIconSvg(content)).toContain(`fill="${page.background}"`);
  });

  it("renders each icon as a square PNG of its size", async () => {
    for (const icon of APP_ICONS) {
      const metadata = await sharp(await renderAppIcon(weddingContent, icon.size)).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", icon.size, icon.size]);
    }
  });
});
