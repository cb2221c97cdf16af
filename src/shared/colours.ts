/**
 * Colour arithmetic: mixing, and WCAG 2 luminance and contrast. Depends on nothing, so the schema, the palette the
 * guest page draws with and the server's images all build on it; it is small, and rides in the guest's first view.
 */

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
