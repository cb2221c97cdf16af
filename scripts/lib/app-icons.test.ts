import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { weddingContent } from "../../content/wedding.ts";
import { APP_ICONS, renderAppIcon, webManifest } from "./app-icons.ts";

describe("home-screen icons", () => {
  it("describes the site in a web manifest with the theme's colours", () => {
    const manifest = JSON.parse(webManifest(weddingContent));
    expect(manifest).toMatchObject({
      name: weddingContent.site.title,
      short_name: "Thabo & Lerato",
      start_url: "/",
      theme_color: "#1f2f4f",
      background_color: "#e4d3bd",
    });
    expect(manifest.icons.map((icon: { src: string; sizes: string }) => `${icon.src} ${icon.sizes}`)).toEqual([
      "/icon-192.png 192x192",
      "/icon-512.png 512x512",
    ]);
  });

  it("renders each icon as a square PNG of its size", async () => {
    for (const icon of APP_ICONS) {
      const metadata = await sharp(await renderAppIcon(weddingContent, icon.size)).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", icon.size, icon.size]);
    }
  });
});
