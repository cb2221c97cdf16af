/**
 * Colours as guests read them: WCAG 2 luminance and contrast, mixing, and what to say when a pair is hard to read,
 * in plain words with a colour that would work (the content check's message, the editor's advice at each colour).
 * The arithmetic is colours.ts's, which the guest page's palette shares.
 */
import { contrastRatio, hexChannels, mixHex } from "./colours.ts";

/** WCAG 2 AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * `colour` moved toward black or white, whichever needs the smaller step, just far enough to read at `minimum`
 * against every one of `backgrounds`; null when neither end does (a dark and a light background at once).
 */
export function readableColour(
  colour: string,
  backgrounds: readonly string[],
  minimum = MIN_TEXT_CONTRAST,
): { hex: string; toward: "darker" | "lighter" } | null {
  const holds = (candidate: string) =>
    backgrounds.every((background) => contrastRatio(candidate, background) >= minimum);
  const found = (["#000000", "#ffffff"] as const).flatMap((end) => {
    if (!holds(end)) return [];
    let [low, high] = [0, 1];
    while (high - low > 1 / 512) {
      const middle = (low + high) / 2;
      if (holds(mixHex(colour, end, middle))) high = middle;
      else low = middle;
    }
    return [
      { amount: high, hex: mixHex(colour, end, high), toward: end === "#000000" ? "darker" : "lighter" } as const,
    ];
  });
  const best = found.sort((a, b) => a.amount - b.amount)[0];
  return best ? { hex: best.hex, toward: best.toward } : null;
}

/** A colour as a person names it: "dark blue", "light sand", "grey". */
export function colourWords(hex: string): string {
  const [r, g, b] = hexChannels(hex).map((channel) => channel / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const saturation = max === min ? 0 : (max - min) / (1 - Math.abs(2 * lightness - 1));
  const shade = lightness < 0.3 ? "dark " : lightness > 0.72 ? "light " : "";
  if (saturation < 0.12 || max - min < 0.06) {
    if (lightness > 0.94) return "white";
    if (lightness < 0.08) return "black";
    return `${shade}grey`;
  }
  const hue =
    max === r
      ? (60 * ((g - b) / (max - min)) + 360) % 360
      : max === g
        ? 60 * ((b - r) / (max - min)) + 120
        : 60 * ((r - g) / (max - min)) + 240;
  if (hue >= 15 && hue < 50 && lightness < 0.45) return `${lightness < 0.2 ? "dark " : ""}brown`;
  if (hue >= 20 && hue < 55 && lightness > 0.72 && saturation < 0.6) return "sand";
  const [, name] = HUES.find(([until]) => hue < until) ?? [360, "red"];
  return `${shade}${name}`;
}

const HUES: readonly [number, string][] = [
  [15, "red"],
  [45, "orange"],
  [65, "yellow"],
  [165, "green"],
  [195, "teal"],
  [255, "blue"],
  [290, "purple"],
  [335, "pink"],
  [360, "red"],
];

/**
 * What to tell the couple when `foreground` on `background` is hard to read, or null when it reads well: the
 * colours in words, the contrast and the least it must be, and a colour that would read (on every one of
 * `alsoOn` too, the other places the same colour is used), e.g. "Guests would struggle to read light blue text
 * (#8fa9c9) on your sand background (#f4ece1): contrast 2.1 to 1, and at least 4.5 is needed. Try a darker text
 * colour such as #4c6280."
 */
export function contrastAdvice({
  foreground,
  background,
  what,
  on,
  change,
  alsoOn = [],
}: {
  foreground: string;
  background: string;
  /** What is read, with the colour's words in place of {colour}: "{colour} text", "the white words". */
  what: string;
  /** Where it is read, with the colour's words in place of {colour}: "your {colour} background", "the white cards". */
  on: string;
  /** Which of the two the couple should change. */
  change: { field: "foreground" | "background"; name: string };
  alsoOn?: readonly string[];
}): string | null {
  const ratio = contrastRatio(foreground, background);
  if (ratio >= MIN_TEXT_CONTRAST) return null;
  const said = `Guests would struggle to read ${what.replace("{colour}", colourWords(foreground))} (${foreground}) on ${on.replace("{colour}", colourWords(background))} (${background}): contrast ${floor(ratio)} to 1, and at least ${MIN_TEXT_CONTRAST} is needed.`;
  const fix =
    change.field === "foreground"
      ? readableColour(foreground, [background, ...alsoOn])
      : readableColour(background, [foreground, ...alsoOn]);
  return fix ? `${said} Try a ${fix.toward} ${change.name} such as ${fix.hex}.` : said;
}

/** One decimal, never rounded up to a pass: 4.48 is 4.4, not 4.5. */
const floor = (ratio: number) => (Math.floor(ratio * 10) / 10).toFixed(1);
