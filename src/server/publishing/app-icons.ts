import sharp from "sharp";
import { mixHex } from "../../shared/colours.ts";
import type { WeddingContent } from "../../shared/content-schema.ts";
import { sitePalette } from "../../shared/palette.ts";
import { MANIFEST_ICONS } from "../../shared/site-files.ts";
import { iconInitials, type Lettering, letteringSvg } from "./lettering.ts";
import { APPLE_TOUCH_ICON, escapeText, FAVICON, faviconSvg } from "./site-head.ts";

/** Every home-screen icon: iOS reads the apple-touch-icon link, Android the web manifest. */
export const APP_ICONS = [APPLE_TOUCH_ICON, ...MANIFEST_ICONS] as const;

/**
 * The favicon's design for a home screen: the initials in the page's
 * background colour over its text colour (a pair the schema keeps readable),
 * full bleed because phones round the corners themselves, with the lettering
 * inside the central 80% that maskable icons keep.
 */
export function appIconSvg(content: WeddingContent, initials: Lettering | null): string {
  const palette = sitePalette(content.theme);
  const [ink, dusty, sand] = [palette.text, palette.line, palette.background];
  const ring = mixHex(palette.earth, palette.background, 0.35);
  const text = escapeText(iconInitials(content));
  const letters = initials
    ? letteringSvg(initials, { cx: 256, cy: 256, size: 160, maxWidth: 250, fill: sand })
    : `<text x="256" y="${256 + 44}" font-family="Georgia, DejaVu Serif, serif" font-size="${text.length > 4 ? 88 : 128}" text-anchor="middle" fill="${sand}">${text}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <defs><radialGradient id="bg" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="${dusty}"/><stop offset="0.6" stop-color="${ink}"/></radialGradient></defs>
  <rect width="512" height="512" fill="url(#bg)"/>
  <circle cx="256" cy="256" r="172" fill="none" stroke="${ring}" stroke-width="6"/>
  <circle cx="256" cy="256" r="158" fill="none" stroke="${sand}" stroke-opacity="0.45" stroke-width="2"/>
  ${letters}
</svg>`;
}

/** A palette of at most 256 colours: a third of the bytes for a gradient and two letters (browsers fetch the 192 px icon with the manifest). */
export async function renderAppIcon(
  content: WeddingContent,
  initials: Lettering | null,
  size: number,
): Promise<Buffer> {
  return pngOf(appIconSvg(content, initials), size);
}

/** The browser tab's icon (`faviconSvg`) as a PNG of `FAVICON.size` pixels. */
export function renderFavicon(content: WeddingContent, initials: Lettering | null): Promise<Buffer> {
  return pngOf(faviconSvg(content, initials), FAVICON.size);
}

function pngOf(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 })
    .toBuffer();
}

/**
 * The web app manifest: installed from the page, the invitation opens on its
 * own (standalone) with the couple's initials under its icon, and its colours
 * are the page's, like the theme-color tag, so the splash screen and the
 * title bar match the page that follows.
 */
export function webManifest(content: WeddingContent): string {
  const { background } = content.theme.page;
  const icons = MANIFEST_ICONS.map((icon) => ({
    src: `/${icon.fileName}`,
    sizes: `${icon.size}x${icon.size}`,
    type: "image/png",
  }));
  return `${JSON.stringify(
    {
      id: "/",
      name: content.site.title,
      // The label under the home-screen icon, where a launcher shows about 12 characters.
      short_name: content.couple.initials,
      description: content.site.description,
      lang: content.site.language,
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: background,
      background_color: background,
      // The icons are full bleed with the lettering in the central 80%, so launchers may mask them to any shape.
      icons: [
        ...icons.map((icon) => ({ ...icon, purpose: "any" })),
        ...icons.map((icon) => ({ ...icon, purpose: "maskable" })),
      ],
    },
    null,
    2,
  )}\n`;
}
