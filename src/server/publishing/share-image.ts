import sharp from "sharp";
import { contrastRatio, mixHex } from "../../shared/colours.ts";
import type { WeddingContent } from "../../shared/content-schema.ts";
import { coupleNames } from "../../shared/couple-names.ts";
import { sitePalette } from "../../shared/palette.ts";
import { DEFAULT_FLORAL_IMAGE } from "../../shared/picture-paths.ts";
import { SHARE_IMAGE } from "../../shared/site-files.ts";
import { type PictureSource, readPicture } from "./responsive-images.ts";
import { escapeAttribute, escapeText } from "./site-head.ts";

/** The text column right of the flowers: centred at x = 800, 720 px wide (over a photo: the middle, 960 px). */
const TEXT_COLUMN = { centre: 800, width: 720 };
const PHOTO_TEXT_COLUMN = { centre: 600, width: 960 };
/** The words' colours over the darkened photo: white, and a warm white for the lines the page writes in its earth colour. */
const OVER_PHOTO = { text: "#ffffff", earth: "#f6efe7" };
const FONT = "DejaVu Serif, Georgia, serif";
/** The same face, as Pango names it for measuring. */
const MEASURE_FONT = "DejaVu Serif";
/** WCAG AA for normal text: the share image is read as small as a chat bubble. */
const MIN_CONTRAST = 4.5;

interface Line {
  text: string;
  size: number;
  fill: string;
  /** Extra px between letters. */
  spacing: number;
}

/**
 * The picture chat apps show beside the link: the invitation line, the
 * couple's names, dates and place in the couple's page colours, with the
 * hero's flowers, or over the couple's hero photo. Rendered from SVG when the content is published,
 * so it follows the content: long names and lines shrink or wrap to fit (measured, never clipped), and
 * the background stays one colour when the text would not be readable on the
 * gradient's far end.
 */
export async function renderShareImage(content: WeddingContent, pictures: PictureSource): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE;
  const { photo } = content.hero;
  if (photo) return renderOverPhoto(content, photo, await pictures.read(photo.image));
  const palette = sitePalette(content.theme);
  const readableOnSoft = [palette.text, palette.earth].every(
    (colour) => contrastRatio(colour, palette.soft) >= MIN_CONTRAST,
  );
  const far = readableOnSoft ? palette.soft : palette.background;
  const floralImage = content.hero.floralImage ?? DEFAULT_FLORAL_IMAGE;
  const floral = await (await readPicture(floralImage, await pictures.read(floralImage)))
    .resize(420, 420, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();

  const lines = await shareImageLines(content);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.background}"/><stop offset="1" stop-color="${far}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    <rect x="24" y="24" width="${width - 48}" height="${height - 48}" fill="none" stroke="${mixHex(palette.earth, palette.background, 0.2)}" stroke-width="3" rx="16"/>
    ${layOut(lines, height, TEXT_COLUMN).join("\n    ")}
  </svg>`;
  return sharp(Buffer.from(svg))
    .composite([{ input: floral, left: 40, top: 105 }])
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

/**
 * The couple's photo filling the image (cropped around its focus), darkened
 * under the words so white text reads at ≥ 4.5:1 even over a white dress:
 * the scrim is at least 66% of a near-black shade of the page's text colour behind every line
 * (as light a text colour as the content allows, #767676, included).
 */
async function renderOverPhoto(
  content: WeddingContent,
  photo: NonNullable<WeddingContent["hero"]["photo"]>,
  bytes: Buffer,
): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE;
  const shade = mixHex(sitePalette(content.theme).text, "#000000", 0.7);
  // Encoded, not raw: a HEIC comes from readPicture as bare pixels, which sharp cannot read back without their size.
  const background = await (await readPicture(photo.image, bytes))
    .resize(width, height, { fit: "cover", position: photo.focus })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const lines = await shareImageLines(content, PHOTO_TEXT_COLUMN.width, OVER_PHOTO);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="scrim" cx="0.5" cy="0.5" r="0.75"><stop offset="0" stop-color="${shade}" stop-opacity="0.74"/><stop offset="0.55" stop-color="${shade}" stop-opacity="0.66"/><stop offset="1" stop-color="${shade}" stop-opacity="0.4"/></radialGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#scrim)"/>
    <rect x="24" y="24" width="${width - 48}" height="${height - 48}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="2" rx="16"/>
    ${layOut(lines, height, PHOTO_TEXT_COLUMN).join("\n    ")}
  </svg>`;
  return sharp(background)
    .composite([{ input: Buffer.from(svg) }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * Everything of the content the share image is drawn from (besides the floral
 * picture's bytes), as text: publishing keeps the image under it and draws
 * it again only when it changes. Keep it in step with renderShareImage.
 */
export function shareImageInputs(content: WeddingContent): string {
  const { invitationLine, datesLabel, placeLabel, floralImage, photo } = content.hero;
  return JSON.stringify([
    invitationLine,
    coupleNames(content),
    datesLabel,
    placeLabel,
    floralImage,
    photo,
    content.theme,
  ]);
}

/** The text the share image draws, top to bottom, each line fitted to the column. */
export async function shareImageLines(
  content: WeddingContent,
  width = TEXT_COLUMN.width,
  palette: { text: string; earth: string } = sitePalette(content.theme),
): Promise<Line[]> {
  return [
    ...(await fitLine(content.hero.invitationLine, 22, 16, palette.earth, 2, width)),
    ...(await fitLine(coupleNames(content), 84, 48, palette.text, 0, width)),
    ...(await fitLine(content.hero.datesLabel, 36, 24, palette.earth, 0, width)),
    ...(await fitLine(content.hero.placeLabel, 30, 22, palette.text, 0, width)),
  ];
}

/**
 * One line at `size` if it fits the column, else smaller down to `minSize`,
 * else two lines (split at the word that balances them best).
 */
export async function fitLine(
  text: string,
  size: number,
  minSize: number,
  fill: string,
  spacing = 0,
  width = TEXT_COLUMN.width,
): Promise<Line[]> {
  const largest = async (line: string) =>
    Math.floor((width - spacing * [...line].length) / (await widthPerPixel(line)));
  const fitting = Math.min(size, await largest(text));
  if (fitting >= minSize) return [{ text, size: fitting, fill, spacing }];
  const words = text.split(" ");
  // One long word: smaller still, rather than cut off.
  if (words.length < 2) return [{ text, size: fitting, fill, spacing }];
  let best = { cut: 1, size: 0 };
  for (let cut = 1; cut < words.length; cut++) {
    const halves = [words.slice(0, cut).join(" "), words.slice(cut).join(" ")];
    const twoLineSize = Math.min(size, ...(await Promise.all(halves.map(largest))));
    if (twoLineSize > best.size) best = { cut, size: twoLineSize };
  }
  const halves = [words.slice(0, best.cut).join(" "), words.slice(best.cut).join(" ")];
  // Two lines, each as large as the longer allows (below minSize only when a half is one very long word).
  return halves.map((half) => ({ text: half, size: best.size, fill, spacing }));
}

/** Lines stacked around the image's middle, each with a little air. */
function layOut(lines: Line[], height: number, column: { centre: number }): string[] {
  const gap = (line: Line) => line.size * 1.5;
  const total = lines.reduce((sum, line) => sum + gap(line), 0);
  let y = (height - total) / 2;
  const drawn: string[] = [];
  for (const line of lines) {
    y += gap(line);
    const baseline = Math.round(y - line.size * 0.4);
    const spacing = line.spacing ? ` letter-spacing="${line.spacing}"` : "";
    drawn.push(
      `<text x="${column.centre}" y="${baseline}" font-family="${escapeAttribute(FONT)}" font-size="${line.size}" text-anchor="middle" fill="${line.fill}"${spacing}>${escapeText(line.text)}</text>`,
    );
  }
  return drawn;
}

const MEASURE_SIZE = 100;
const measured = new Map<string, number>();

/**
 * The line's width per pixel of font size, measured by rendering it with the
 * font the SVG renderer will pick (both go through fontconfig), so long names
 * and letters beyond Latin are sized by what they really take.
 */
async function widthPerPixel(text: string): Promise<number> {
  const known = measured.get(text);
  if (known !== undefined) return known;
  const { info } = await sharp({ text: { text: escapeText(text), font: `${MEASURE_FONT} ${MEASURE_SIZE}`, dpi: 72 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  const perPixel = info.width / MEASURE_SIZE;
  measured.set(text, perPixel);
  return perPixel;
}
