import type { WeddingContent } from "./content-schema.ts";
import { sitePalette } from "./palette.ts";

/**
 * The page's own styles made from the content: in the published page's head (server/publishing/site-head.ts), and
 * in the editor's preview, which draws a draft the same way (ADR 055).
 */

/**
 * The content's page colours as the CSS variables Tailwind's utilities read
 * (styles.css @theme holds the defaults), so a couple's colours need no CSS.
 */
export function themeStyle(content: WeddingContent): string {
  const palette = sitePalette(content.theme);
  const variables = {
    "--color-ink": palette.text,
    "--color-dusk": palette.accent,
    "--color-dusty": palette.line,
    "--color-powder": palette.soft,
    "--color-brown": palette.earth,
    "--color-sand": palette.background,
  };
  return `<style>:root{${Object.entries(variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(";")}}${heroPhotoStyle(content)}</style>`;
}

/** Where the photo is kept when the screen crops it. */
const PHOTO_FOCUS = { top: "center top", center: "center", bottom: "center bottom" } as const;

/**
 * The couple's photo behind the hero's names (hero.photo), styled here, in
 * the published page's head, so a site with flowers sends none of it. The
 * scrim darkens toward the page's ink, most where the words are, so white
 * text stays above 4.5:1 even over a white dress (at 64% of a near-black
 * shade, white reads at about 5:1 on white); lighter at the top, where the
 * faces usually are. The words turn white with a soft shadow, the RSVP button
 * white with ink text.
 */
export function heroPhotoStyle(content: WeddingContent): string {
  const { photo } = content.hero;
  if (!photo) return "";
  // Mostly black: the couple's ink may be as light as #767676 (4.5:1 on white), and the words must still read.
  const shade = "color-mix(in oklab,var(--color-ink) 35%,black)";
  const at = (percent: number) => `color-mix(in oklab,${shade} ${percent}%,transparent)`;
  return [
    `.hero-photo,.hero-scrim{position:absolute;inset:0;width:100%;height:100%}`,
    `.hero-photo{z-index:-20;object-fit:cover;object-position:${PHOTO_FOCUS[photo.focus]}}`,
    `.hero-scrim{z-index:-10;background:linear-gradient(to bottom,${at(30)} 0%,${at(64)} 32%,${at(64)} 72%,${at(80)} 100%)}`,
    `#home :is(p,h1){color:#fff;text-shadow:0 1px 12px rgb(0 0 0/.35)}`,
    `#home a[href="#rsvp"]{background:#fff;color:var(--color-ink)}`,
  ].join("");
}
