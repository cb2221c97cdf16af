import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { FONT_FAMILIES, type FontPairing } from "../../shared/font-families.ts";

export type { FontPairing };

/**
 * A fontsource package's folder, found the way Node finds the package (from
 * the source and from the built server alike): its LICENSE is the one file
 * its exports name that is not CSS.
 */
function packageDir(name: string): string {
  return path.dirname(createRequire(import.meta.url).resolve(`${name}/LICENSE`));
}

/** "@fontsource/lato/files/x.woff2" → its package's name and the path inside it. */
function splitPackagePath(file: string): { name: string; inside: string } {
  const at = file.indexOf("/files/");
  if (at < 0) throw new Error(`${file} is not a fontsource file`);
  return { name: file.slice(0, at), inside: file.slice(at + 1) };
}

/** A system face the browser shows until (or instead of) the web font, with its metrics (unitsPerEm 2048; capsize's latin xWidthAvg). */
interface SystemFace {
  local: string[];
  stack: string;
  unitsPerEm: number;
  xWidthAvg: number;
}

const GEORGIA: SystemFace = {
  local: ["Georgia"],
  stack: 'Georgia, "Times New Roman", "DejaVu Serif", serif',
  unitsPerEm: 2048,
  xWidthAvg: 913,
};
const ARIAL: SystemFace = {
  local: ["Arial", "Helvetica"],
  stack: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  unitsPerEm: 2048,
  xWidthAvg: 913,
};

/** One file of a family: where fontsource keeps it, the weights it answers for, and what the subset keeps. */
export interface FaceSource {
  family: string;
  /** Under node_modules: the latin subset's woff2. */
  file: string;
  /** The @font-face font-weight: one weight, or a range a variable file (or a single display weight) covers. */
  weight: string;
  /** Instances a variable font to this wght range, so the file holds no more than the page asks for. */
  weightAxis?: { min: number; max: number; default: number };
  /** OpenType features kept: kerning always; ligatures where the budget allows. */
  features: string[];
  fallback: SystemFace;
  /** Glyphs drawn larger than the font's em (a script face reads small at the same font-size). */
  scale?: number;
  /** An already slanted face answers italic too, so the browser never slants it again. */
  uprightServesItalic?: boolean;
  /**
   * The hero shows it above the fold on a phone: preloaded, and `optional`, so
   * the first paint has it or the page keeps the fallback (nothing in view
   * moves). A face only further down is `swap`: it arrives long before a guest
   * scrolls to it, and its metric-matched fallback makes any swap in view
   * invisible; `optional` would leave it in the fallback on the first visit.
   */
  preload: boolean;
}

/** The face's file as fontsource ships it (woff2). */
export function readFaceFile(face: Pick<FaceSource, "file">): Buffer {
  const { name, inside } = splitPackagePath(face.file);
  return readFileSync(path.join(packageDir(name), inside));
}

interface Pairing {
  display: FaceSource;
  text: FaceSource[];
  /** Tailwind theme variables this pairing sets, e.g. the large sizes' line heights a script face's flourishes need. */
  variables?: Record<string, string>;
}

const KERN = ["kern"];
const KERN_LIGA = ["kern", "liga"];
// The text face's weights: a variable file when it is smaller than two static ones.
const MANROPE: FaceSource = {
  family: FONT_FAMILIES.modern.text,
  file: "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2",
  weight: "400 700",
  weightAxis: { min: 400, max: 700, default: 400 },
  features: KERN_LIGA,
  fallback: ARIAL,
  preload: true,
};

/** The pairings a couple picks with theme.fonts (ADR 026 says why these files and weights). */
export const PAIRINGS: Record<FontPairing, Pairing> = {
  classic: {
    display: {
      family: FONT_FAMILIES.classic.display,
      file: "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2",
      weight: "100 900",
      features: KERN_LIGA,
      fallback: GEORGIA,
      preload: true,
    },
    text: [
      {
        family: FONT_FAMILIES.classic.text,
        file: "@fontsource/lato/files/lato-latin-400-normal.woff2",
        weight: "400",
        features: KERN_LIGA,
        fallback: ARIAL,
        preload: true,
      },
      {
        family: FONT_FAMILIES.classic.text,
        file: "@fontsource/lato/files/lato-latin-700-normal.woff2",
        weight: "700",
        features: KERN_LIGA,
        fallback: ARIAL,
        preload: false,
      },
    ],
  },
  modern: {
    display: {
      family: FONT_FAMILIES.modern.display,
      file: "@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2",
      weight: "100 900",
      features: KERN_LIGA,
      fallback: GEORGIA,
      preload: true,
    },
    text: [MANROPE],
  },
  romantic: {
    display: {
      family: FONT_FAMILIES.romantic.display,
      file: "@fontsource/great-vibes/files/great-vibes-latin-400-normal.woff2",
      weight: "100 900",
      // Its contextual alternates and ligatures cost 2.5 kB the budget does not have; the letters join without them.
      features: KERN,
      fallback: GEORGIA,
      scale: 1.2,
      uprightServesItalic: true,
      preload: true,
    },
    text: [MANROPE],
    // Tailwind sets the headings' sizes solid (line-height 1): a script's capitals and descenders would touch between lines.
    variables: {
      "--text-3xl--line-height": "1.35",
      "--text-4xl--line-height": "1.3",
      "--text-5xl--line-height": "1.3",
      "--text-7xl--line-height": "1.25",
    },
  },
};

/** The printable ASCII range: runtime text (a guest's name, a counter, a toast) always renders in the face. */
const ASCII_FLOOR = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)).join("");

/**
 * Every character the guests' pages can show: the content's text (with its
 * derived labels), the guest pages' own strings (`codeCharacters`, which the
 * code build collects from the sources: scripts/lib/code-characters.ts) and
 * printable ASCII.
 */
export function pageCharacters(content: unknown, codeCharacters = ""): string {
  const characters = new Set(ASCII_FLOOR + codeCharacters);
  const collect = (value: unknown) => {
    if (typeof value === "string") for (const character of value) characters.add(character);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  collect(content);
  return [...characters].filter((character) => character >= " ").join("");
}

/** A woff2 holding only the glyphs for `text`, without hinting (browsers on high-density screens ignore it). */
export async function subsetToWoff2(source: Buffer, text: string, face: Pick<FaceSource, "features" | "weightAxis">) {
  return subsetFont(source, text, {
    targetFormat: "woff2",
    noHinting: true,
    keepFeatures: face.features,
    ...(face.weightAxis ? { variationAxes: { wght: face.weightAxis } } : {}),
  });
}

export interface FontMetrics {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  /** The advance width of an average latin character, weighted by how often it occurs in text. */
  xWidthAvg: number;
}

// How often each character occurs in English text (space included), for the average width.
const FREQUENCIES: Record<string, number> = {
  " ": 18.3,
  e: 10.3,
  t: 7.5,
  a: 6.5,
  o: 6.2,
  n: 5.7,
  i: 5.7,
  s: 5.3,
  r: 5,
  h: 5,
  l: 3.3,
  d: 3.3,
  u: 2.3,
  c: 2.2,
  m: 2,
  f: 2,
  w: 1.7,
  g: 1.6,
  p: 1.5,
  y: 1.4,
  b: 1.3,
  v: 0.8,
  k: 0.6,
  x: 0.14,
  j: 0.1,
  q: 0.08,
  z: 0.05,
};

/** The line metrics and average width of an OpenType (sfnt) font, read from its head, hhea, hmtx and cmap tables. */
export function readFontMetrics(sfnt: Buffer): FontMetrics {
  const tables = new Map<string, number>();
  const numTables = sfnt.readUInt16BE(4);
  for (let index = 0; index < numTables; index += 1) {
    const record = 12 + index * 16;
    tables.set(sfnt.toString("latin1", record, record + 4), sfnt.readUInt32BE(record + 8));
  }
  const table = (tag: string) => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`the font has no ${tag} table`);
    return offset;
  };
  const head = table("head");
  const hhea = table("hhea");
  const hmtx = table("hmtx");
  const numberOfHMetrics = sfnt.readUInt16BE(hhea + 34);
  const advance = (glyph: number) => sfnt.readUInt16BE(hmtx + Math.min(glyph, numberOfHMetrics - 1) * 4);
  const glyphOf = cmapLookup(sfnt, table("cmap"));
  let weighted = 0;
  let total = 0;
  for (const [character, frequency] of Object.entries(FREQUENCIES)) {
    const glyph = glyphOf(character.charCodeAt(0));
    if (glyph === 0) continue;
    weighted += advance(glyph) * frequency;
    total += frequency;
  }
  if (total === 0) throw new Error("the font maps none of a-z");
  return {
    unitsPerEm: sfnt.readUInt16BE(head + 18),
    ascent: sfnt.readInt16BE(hhea + 4),
    descent: sfnt.readInt16BE(hhea + 6),
    lineGap: sfnt.readInt16BE(hhea + 8),
    xWidthAvg: weighted / total,
  };
}

/** Whether an sfnt font has a glyph for `character`. */
export function mapsCharacter(sfnt: Buffer, character: string): boolean {
  const table = sfnt.indexOf("cmap", 12, "latin1");
  return cmapLookup(sfnt, sfnt.readUInt32BE(table + 8))(character.codePointAt(0) ?? 0) !== 0;
}

/** A code point → glyph lookup from the cmap's Unicode subtable (format 4 or 12). */
function cmapLookup(sfnt: Buffer, cmap: number): (codePoint: number) => number {
  const count = sfnt.readUInt16BE(cmap + 2);
  for (let index = 0; index < count; index += 1) {
    const record = cmap + 4 + index * 8;
    const subtable = cmap + sfnt.readUInt32BE(record + 4);
    const format = sfnt.readUInt16BE(subtable);
    if (format === 12) {
      const groups = sfnt.readUInt32BE(subtable + 12);
      return (codePoint) => {
        for (let group = 0; group < groups; group += 1) {
          const at = subtable + 16 + group * 12;
          const start = sfnt.readUInt32BE(at);
          if (codePoint >= start && codePoint <= sfnt.readUInt32BE(at + 4)) {
            return sfnt.readUInt32BE(at + 8) + codePoint - start;
          }
        }
        return 0;
      };
    }
    if (format === 4) {
      const segments = sfnt.readUInt16BE(subtable + 6) / 2;
      const ends = subtable + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      return (codePoint) => {
        for (let segment = 0; segment < segments; segment += 1) {
          if (codePoint > sfnt.readUInt16BE(ends + segment * 2)) continue;
          const start = sfnt.readUInt16BE(starts + segment * 2);
          if (codePoint < start) return 0;
          const delta = sfnt.readInt16BE(deltas + segment * 2);
          const rangeOffsetAt = rangeOffsets + segment * 2;
          const rangeOffset = sfnt.readUInt16BE(rangeOffsetAt);
          if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
          const glyph = sfnt.readUInt16BE(rangeOffsetAt + rangeOffset + (codePoint - start) * 2);
          return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
        }
        return 0;
      };
    }
  }
  throw new Error("the font has no Unicode cmap subtable of format 4 or 12");
}

export interface FallbackMetrics {
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

/**
 * How to size a system face so its text takes the web font's room (the
 * capsize / next/font method): the same average width, the same line box.
 * Swapping one for the other then moves nothing.
 */
export function fallbackMetrics(font: FontMetrics, system: SystemFace, scale = 1): FallbackMetrics {
  const sizeAdjust = (scale * (font.xWidthAvg / font.unitsPerEm)) / (system.xWidthAvg / system.unitsPerEm);
  const line = (value: number) => (scale * Math.abs(value)) / font.unitsPerEm / sizeAdjust;
  return {
    sizeAdjust,
    ascentOverride: line(font.ascent),
    descentOverride: line(font.descent),
    lineGapOverride: line(font.lineGap),
  };
}

export interface WebFontFile {
  /** Relative to the client folder, e.g. assets/lato-400-1a2b3c4d.woff2. */
  fileName: string;
  source: Buffer;
  family: string;
  weight: string;
  preload: boolean;
}

export interface WebFonts {
  files: WebFontFile[];
  /** The @font-face rules (faces and metric-matched fallbacks) and the --font-serif / --font-sans variables. */
  css: string;
  /**
   * The same faces for the admin's printed invitation cards, loaded on that page alone: each shown once it has
   * arrived (`block`: a card is printed, never read while it loads), named by --font-card-display and
   * --font-card-text, so the admin's own type stays as it is.
   */
  cardCss: string;
  /** The fonts' licences (SIL OFL), to ship beside them. */
  licence: string;
}

/** Subsets the pairing's files to `text` and writes the CSS that uses them. */
export async function buildWebFonts(pairing: FontPairing, text: string): Promise<WebFonts> {
  const { display, text: textFaces, variables = {} } = PAIRINGS[pairing];
  const files: WebFontFile[] = [];
  const rules: string[] = [];
  const cardRules: string[] = [];
  const fallbacks = new Map<string, string>();
  for (const face of [display, ...textFaces]) {
    const source = readFaceFile(face);
    const woff2 = await subsetToWoff2(source, text, face);
    const slug = face.family.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    const hash = createHash("sha256").update(woff2).digest("hex").slice(0, 8);
    const fileName = `assets/${slug}-${face.weight.replace(/\s+/g, "-")}-${hash}.woff2`;
    files.push({ fileName, source: woff2, family: face.family, weight: face.weight, preload: face.preload });
    const styles = face.uprightServesItalic ? ["normal", "italic"] : ["normal"];
    for (const style of styles) {
      const rule = (display: string) =>
        `@font-face{font-family:${quote(face.family)};src:url(/${fileName}) format("woff2");font-weight:${face.weight};font-style:${style};font-display:${display}${face.scale ? `;size-adjust:${percent(face.scale)}` : ""}}`;
      rules.push(rule(face.preload ? "optional" : "swap"));
      cardRules.push(rule("block"));
    }
    if (!fallbacks.has(face.family)) {
      const metrics = readFontMetrics(await subsetFont(source, text, { targetFormat: "sfnt" }));
      const fallback = fallbackMetrics(metrics, face.fallback, face.scale);
      fallbacks.set(
        face.family,
        `@font-face{font-family:${quote(`${face.family} fallback`)};src:${face.fallback.local.map((name) => `local(${quote(name)})`).join(",")};size-adjust:${percent(fallback.sizeAdjust)};ascent-override:${percent(fallback.ascentOverride)};descent-override:${percent(fallback.descentOverride)};line-gap-override:${percent(fallback.lineGapOverride)}}`,
      );
    }
  }
  const stack = (face: FaceSource) =>
    `${quote(face.family)},${quote(`${face.family} fallback`)},${face.fallback.stack}`;
  const [bodyFace] = textFaces;
  if (!bodyFace) throw new Error(`the ${pairing} pairing has no text face`);
  const css = [
    ...rules,
    ...fallbacks.values(),
    `:root{--font-serif:${stack(display)};--font-sans:${stack(bodyFace)}${Object.entries(variables)
      .map(([name, value]) => `;${name}:${value}`)
      .join("")}}`,
  ].join("");
  const cardCss = [
    ...cardRules,
    ...fallbacks.values(),
    `:root{--font-card-display:${stack(display)};--font-card-text:${stack(bodyFace)}}`,
  ].join("");
  const packages = [...new Set([display, ...textFaces].map((face) => splitPackagePath(face.file).name))];
  const licence = packages
    .map(
      (name) => `${name} (https://fontsource.org)\n\n${readFileSync(path.join(packageDir(name), "LICENSE"), "utf8")}`,
    )
    .join(`\n${"-".repeat(72)}\n\n`);
  return { files, css, cardCss, licence };
}

/** The <head> tags: the faces (inline: the CSP allows inline styles) and a preload for each face the hero shows. */
export function webFontHeadTags(fonts: WebFonts): string {
  return [
    `<style>${fonts.css}</style>`,
    ...fonts.files
      .filter((file) => file.preload)
      .map((file) => `<link rel="preload" href="/${file.fileName}" as="font" type="font/woff2" crossorigin>`),
  ].join("\n    ");
}

const quote = (name: string) => `"${name}"`;
const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`;
