import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { WeddingContent } from "../../src/shared/content-schema.ts";
import { coupleNames } from "../../src/shared/couple-names.ts";
import { brandColours, escapeText, SHARE_IMAGE } from "./site-head.ts";

/**
 * The picture chat apps show beside the link: the invitation line, the
 * couple's names, dates and place over the theme colours, with the hero's
 * flowers. Rendered from SVG at build time, so it follows the content.
 */
export async function renderShareImage(content: WeddingContent, imagesDir: string): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE;
  const colours = brandColours(content);
  const [ink = "#1f2f4f", , light = "#c5d5e8", brown = "#4a2f23", , sand = "#e4d3bd"] = colours;
  const floral = await sharp(await readFile(path.join(imagesDir, content.hero.floralImage)))
    .resize(420, 420, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const text = (y: number, size: number, value: string, fill: string, extra = "") =>
    `<text x="800" y="${y}" font-family="DejaVu Serif, Georgia, serif" font-size="${size}" text-anchor="middle" fill="${fill}" ${extra}>${escapeText(value)}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${sand}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    <rect x="24" y="24" width="${width - 48}" height="${height - 48}" fill="none" stroke="${brown}" stroke-width="3" rx="16"/>
    ${text(200, 22, content.hero.invitationLine, brown, 'letter-spacing="2"')}
    ${text(320, 84, coupleNames(content), ink)}
    ${text(410, 36, content.hero.datesLabel, brown)}
    ${text(470, 30, content.hero.placeLabel, ink)}
  </svg>`;
  return sharp(Buffer.from(svg))
    .composite([{ input: floral, left: 40, top: 105 }])
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}
