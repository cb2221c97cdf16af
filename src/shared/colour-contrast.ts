/**
 * Colours as guests read them: WCAG 2 luminance and contrast, mixing, and what to say when a pair is hard to read,
 * in plain words with a colour that would work (the content check's message, the editor's advice at each colour).
 * Depends on nothing, so the schema and the palette both build on it.
 */

/** WCAG 2 AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** `a` moved toward `b` by `amount` (0 keeps a, 1 gives b), in sRGB. */
export function mixHex(a: string, b: string, amount: number): string {
  return `#${[0, 1, 2]
    .map((i) => Math.round(channelOf(a, i) + (channelOf(b, i) - channelOf(a, i)) * amount))
    .map((value) => value.toString(16).padStart(2, "0"))
    .join("")}`;
}

/** WCAG 2 relative luminance of a #rrggbb colour, or of channels 0 to 255 (fractions allowed). */
export function luminance(colour: string | readonly number[]): number {
  const [r = 0, g = 0, b = 0] = typeof colour === "string" ? hexChannels(colour) : colour;
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** The red, green and blue of #rrggbb, 0 to 255. */
export function hexChannels(hex: string): [number, number, number] {
  return [channelOf(hex, 0), channelOf(hex, 1), channelOf(hex, 2)];
}

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function channelOf(hex: string, i: number): number {
  return Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
}

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
