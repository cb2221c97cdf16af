import { Blob, Face, Font, Buffer as ShapingBuffer, shape } from "harfbuzzjs";
import subsetFont from "subset-font";
import type { WeddingContent } from "../../shared/content-schema.ts";
import { PAIRINGS, readFaceFile } from "./web-fonts.ts";

/**
 * A line of text drawn as outlines, in font units with y pointing up (the
 * font's own): each glyph's path data at its pen position, and the box the
 * ink covers.
 */
export interface Lettering {
  glyphs: { d: string; x: number; y: number }[];
  unitsPerEm: number;
  ink: { left: number; right: number; bottom: number; top: number };
}

/**
 * The couple's initials in their pairing's display face, as outlines, for the
 * icons (ADR 028). Drawn as `<text>`, an icon would need the face installed
 * where it is drawn: the build machine's renderer fell back to a generic serif,
 * and a browser lays out a favicon's text with the system's fonts on the
 * page's thread, once per page (about 90 ms on the test machine, after the
 * first paint). Null when the face lacks one of the characters: the icons then
 * draw the initials as text.
 */
export async function outlineInitials(content: WeddingContent): Promise<Lettering | null> {
  const text = iconInitials(content);
  const face = PAIRINGS[content.theme.fonts].display;
  const sfnt = await subsetFont(readFaceFile(face), text, { targetFormat: "sfnt" });
  return outlineText(sfnt, text);
}

/** The initials as the icons letter them: without spaces ("T & L" is "T&L"). */
export function iconInitials(content: WeddingContent): string {
  return content.couple.initials.replace(/\s+/g, "");
}

/** `text` shaped (kerning, ligatures) and outlined in the font `sfnt`; null if the font has no glyph for one of its characters. */
export function outlineText(sfnt: Uint8Array, text: string): Lettering | null {
  const font = new Font(new Face(new Blob(sfnt)));
  const buffer = new ShapingBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  const glyphs: Lettering["glyphs"] = [];
  const ink = { left: Infinity, right: -Infinity, bottom: Infinity, top: -Infinity };
  let penX = 0;
  for (const glyph of buffer.getGlyphInfosAndPositions()) {
    const id = glyph.codepoint;
    if (id === 0) return null;
    const x = penX + (glyph.xOffset ?? 0);
    const y = glyph.yOffset ?? 0;
    const extents = font.glyphExtents(id);
    if (extents && extents.width !== 0) {
      // HarfBuzz measures a glyph's height downwards from its top (a negative number).
      ink.left = Math.min(ink.left, x + extents.xBearing);
      ink.right = Math.max(ink.right, x + extents.xBearing + extents.width);
      ink.top = Math.max(ink.top, y + extents.yBearing);
      ink.bottom = Math.min(ink.bottom, y + extents.yBearing + extents.height);
      glyphs.push({ d: font.glyphToPath(id), x, y });
    }
    penX += glyph.xAdvance ?? 0;
  }
  if (glyphs.length === 0) return null;
  return { glyphs, unitsPerEm: font.face.upem, ink };
}

/**
 * SVG for `lettering` with its ink centred on (cx, cy), `size` being the
 * font size in the drawing's units, made smaller if the ink would be wider
 * than `maxWidth`.
 */
export function letteringSvg(
  lettering: Lettering,
  place: { cx: number; cy: number; size: number; maxWidth: number; fill: string },
): string {
  const { ink, unitsPerEm } = lettering;
  const scale = Math.min(place.size / unitsPerEm, place.maxWidth / (ink.right - ink.left));
  // Font units point up and SVG's down: flip, then move the ink's centre to (cx, cy).
  const x = place.cx - ((ink.left + ink.right) / 2) * scale;
  const y = place.cy + ((ink.top + ink.bottom) / 2) * scale;
  const paths = lettering.glyphs
    .map((glyph) => `<path transform="translate(${glyph.x} ${glyph.y})" d="${glyph.d}"/>`)
    .join("");
  return `<g transform="translate(${round(x)} ${round(y)}) scale(${round(scale, 5)} ${round(-scale, 5)})" fill="${place.fill}">${paths}</g>`;
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));
