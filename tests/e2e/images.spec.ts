import path from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { publicContent } from "../../content/wedding.ts";
import { SITE_DATA_ELEMENT_ID } from "../../src/shared/site-data.ts";

const YEAR_CACHE = "public, max-age=31536000, immutable";

async function fetchOk(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return response;
}

function attribute(html: string, pattern: RegExp): string {
  const value = html.match(pattern)?.[1];
  if (value === undefined) throw new Error(`the page has no match for ${pattern}`);
  return value;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString()).toBe("PNG");
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

// Everything here depends on the couple's content: CI runs it again with a second couple (npm run test:content).
test.describe("images", { tag: "@content" }, () => {
  test.describe("pictures and icons as served", () => {
    test("the head links a web manifest and home-screen icons that are served", async ({ request }) => {
      const html = await (await fetchOk(request, "/")).text();
      const manifestUrl = attribute(html, /<link rel="manifest" href="([^"]+)"/);
      const appleIcon = attribute(html, /<link rel="apple-touch-icon" href="([^"]+)"/);

      const manifestResponse = await fetchOk(request, manifestUrl);
      expect(manifestResponse.headers()["content-type"]).toContain("application/manifest+json");
      const manifest = (await manifestResponse.json()) as {
        name: string;
        icons: { src: string; sizes: string; purpose: string }[];
      };
      expect(manifest.name).toBe(publicContent.site.title);

      // Each home-screen icon is listed for both purposes: as it is, and masked by the launcher.
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
        "192x192 any",
        "512x512 any",
        "192x192 maskable",
        "512x512 maskable",
      ]);
      const icons = [{ src: appleIcon, sizes: "180x180" }, ...manifest.icons];
      for (const icon of icons) {
        const response = await fetchOk(request, icon.src);
        expect(response.headers()["content-type"]).toBe("image/png");
        expect(pngSize(await response.body()).join("x")).toBe(icon.sizes);
      }
    });

    test("every gallery picture is served as AVIF and WebP variants cached for a year, with a JPEG fallback", async ({
      request,
    }) => {
      // Photos are resized; a drawing (SVG) is served as it is.
      const photos = publicContent.gallery.items.filter((item) => !item.src.endsWith(".svg"));
      test.skip(photos.length === 0, "no photos in the content's gallery");
      const stem = (src: string) => path.basename(src, path.extname(src));
      const html = await (await fetchOk(request, "/")).text();
      // The page hands its code the image manifest in its HTML (src/shared/site-data.ts): it names every variant.
      const siteData = attribute(
        html,
        new RegExp(`<script type="application/json" id="${SITE_DATA_ELEMENT_ID}">(.*?)</script>`),
      );
      const variants = [...new Set(siteData.match(/\/assets\/[\w-]+\.(?:avif|webp)/g))];
      for (const name of photos.map((photo) => stem(photo.src))) {
        for (const extension of ["avif", "webp"]) {
          expect(variants, `${name}.${extension}`).toContainEqual(
            expect.stringMatching(new RegExp(`/${name}-480w-[0-9a-f]{8}\\.${extension}$`)),
          );
        }
      }

      for (const url of variants.filter((variant) => variant.includes("-480w-"))) {
        const response = await fetchOk(request, url);
        const avif = url.endsWith(".avif");
        expect(response.headers()["content-type"]).toBe(avif ? "image/avif" : "image/webp");
        expect(response.headers()["cache-control"]).toBe(YEAR_CACHE);
        const body = await response.body();
        expect(avif ? body.subarray(4, 12).toString() : body.subarray(8, 12).toString()).toBe(
          avif ? "ftypavif" : "WEBP",
        );
        expect(body.length).toBeLessThan(60_000);
      }

      const fallback = attribute(
        html,
        new RegExp(`<img src="(/assets/${stem(photos[0]?.src ?? "")}-\\d+w-[0-9a-f]{8}\\.jpg)"`),
      );
      const response = await fetchOk(request, fallback);
      expect(response.headers()["content-type"]).toBe("image/jpeg");
      expect(response.headers()["cache-control"]).toBe(YEAR_CACHE);
    });
  });
});
