import type { FONT_PAIRINGS } from "./content-schema.ts";

export type FontPairing = (typeof FONT_PAIRINGS)[number];

/**
 * The families of each type pairing (theme.fonts): a display face for names
 * and headings, a text face for the rest. The build ships their files
 * (src/server/publishing/web-fonts.ts); mail names them before a system face, since a
 * mail client loads no web font of ours.
 */
export const FONT_FAMILIES: Record<FontPairing, { display: string; text: string }> = {
  classic: { display: "Cormorant Garamond", text: "Lato" },
  modern: { display: "DM Serif Display", text: "Manrope" },
  romantic: { display: "Great Vibes", text: "Manrope" },
};
