import type { WeddingContent } from "../../src/shared/content-schema.ts";
import { coupleNames } from "../../src/shared/couple-names.ts";

export const SHARE_IMAGE = { fileName: "share-image.png", width: 1200, height: 630 } as const;
export const FAVICON_FILE = "favicon.svg";
export const APPLE_TOUCH_ICON = { fileName: "apple-touch-icon.png", size: 180 } as const;
/** Home-screen icons listed in the web manifest (Android, desktop installs). */
export const MANIFEST_ICONS = [
  { fileName: "icon-192.png", size: 192 },
  { fileName: "icon-512.png", size: 512 },
] as const;
export const WEB_MANIFEST_FILE = "site.webmanifest";

/** Title, description, icons, Open Graph and Twitter card tags for the page's <head>. */
export function headTags(content: WeddingContent): string {
  const { site } = content;
  const origin = site.origin?.replace(/\/$/, "") ?? "";
  const image = `${origin}/${SHARE_IMAGE.fileName}`;
  const imageAlt = `${content.hero.invitationLine} ${coupleNames(content)}. ${content.hero.datesLabel}, ${content.hero.placeLabel}.`;
  const meta = (key: "name" | "property", name: string, value: string) =>
    `<meta ${key}="${name}" content="${escapeAttribute(value)}">`;
  return [
    `<title>${escapeText(site.title)}</title>`,
    meta("name", "description", site.description),
    meta("name", "theme-color", content.theme.page.background),
    `<link rel="icon" href="/${FAVICON_FILE}" type="image/svg+xml">`,
    themeStyle(content),
    `<link rel="apple-touch-icon" href="/${APPLE_TOUCH_ICON.fileName}">`,
    `<link rel="manifest" href="/${WEB_MANIFEST_FILE}">`,
    meta("property", "og:type", "website"),
    meta("property", "og:title", site.title),
    meta("property", "og:description", site.description),
    meta("property", "og:image", image),
    meta("property", "og:image:type", "image/png"),
    meta("property", "og:image:width", String(SHARE_IMAGE.width)),
    meta("property", "og:image:height", String(SHARE_IMAGE.height)),
    meta("property", "og:image:alt", imageAlt),
    ...(origin
      ? [meta("property", "og:url", `${origin}/`), `<link rel="canonical" href="${escapeAttribute(origin)}/">`]
      : []),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", site.title),
    meta("name", "twitter:description", site.description),
    meta("name", "twitter:image", image),
    meta("name", "twitter:image:alt", imageAlt),
  ].join("\n    ");
}

/**
 * The content's page colours as the CSS variables Tailwind's utilities read
 * (styles.css @theme holds the defaults), so a couple's colours need no CSS.
 */
export function themeStyle(content: WeddingContent): string {
  const { page } = content.theme;
  const variables = {
    "--color-ink": page.text,
    "--color-dusk": page.accent,
    "--color-powder": page.soft,
    "--color-brown": page.earth,
    "--color-sand": page.background,
  };
  return `<style>:root{${Object.entries(variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(";")}}</style>`;
}

/**
 * The colours the share image and icons are drawn in: the theme's palette, or
 * for a couple without one the page's own colours in the same roles (dark,
 * mid, light, warm, warm, pale), so the pictures match the page.
 */
export function brandColours(content: WeddingContent): string[] {
  if (content.theme.colours.length > 0) return content.theme.colours.map((colour) => colour.hex);
  const { page } = content.theme;
  return [page.text, page.accent, page.soft, page.earth, page.earth, page.background];
}

/** The browser tab's icon: the couple's initials on the theme's first colour. */
export function faviconSvg(content: WeddingContent): string {
  const background = brandColours(content)[0] ?? "#1f2f4f";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${background}"/><text x="32" y="41" font-family="Georgia,serif" font-size="22" text-anchor="middle" fill="#ffffff">${escapeText(content.couple.initials.replace(/\s+/g, ""))}</text></svg>\n`;
}

export function escapeText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, "&quot;");
}
