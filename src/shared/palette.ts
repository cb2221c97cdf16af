import type { WeddingContent } from "./content-schema.ts";

/**
 * Every colour the site draws with, derived from the couple's page colours
 * (theme.page), so nothing keeps the example's blues and browns: the page's
 * CSS variables, the particles, the timeline, the carousel captions, the
 * icons and the share image all start here.
 */

type Theme = WeddingContent["theme"];
type PageColours = Theme["page"];

/** `a` moved toward `b` by `amount` (0 keeps a, 1 gives b), in sRGB. */
export function mixHex(a: string, b: string, amount: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  return `#${[0, 1, 2]
    .map((i) => Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * amount))
    .map((value) => value.toString(16).padStart(2, "0"))
    .join("")}`;
}

export interface SitePalette extends PageColours {
  /** The hero's particles: the text colour, softened toward the background. */
  particle: string;
  /** Quiet lines (the story's timeline): the accent, softened. */
  line: string;
}

export function sitePalette({ page, particleColour }: Pick<Theme, "page" | "particleColour">): SitePalette {
  return {
    ...page,
    particle: particleColour ?? mixHex(page.text, page.background, 0.25),
    line: mixHex(page.accent, page.background, 0.35),
  };
}
