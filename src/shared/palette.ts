import { hexChannels as channels, luminance, mixHex } from "./colours.ts";
import type { WeddingContent } from "./content-schema.ts";

/**
 * Every colour the site draws with, derived from the couple's page colours
 * (theme.page), so nothing keeps the example's blues and browns: the page's
 * CSS variables, the particles, the timeline, the carousel captions, the
 * icons and the share image all start here.
 */

type Theme = WeddingContent["theme"];
type PageColours = Theme["page"];

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

/**
 * The contrast text on a card's gradient is held to: WCAG's 4.5:1 for body
 * text, with a little room for the browser's rounding and dithering of a
 * drawn gradient (a pixel one step darker than the colour computed here).
 */
export const GRADIENT_TEXT_CONTRAST = 4.6;
const WCAG_TEXT_CONTRAST = 4.5;

/** Points checked along a gradient: its colours between the stops, not only the stops. */
const GRADIENT_SAMPLES = 64;

/**
 * The lowest contrast any of `text` has against any point of the two-stop
 * gradient `stops`, drawn as CSS draws a gradient between #rrggbb colours
 * (interpolated in sRGB). Between two stops that both hold, a point can still
 * fall short: luminance is not linear in sRGB (red to green dips in the middle).
 */
export function gradientContrast(stops: readonly [string, string], text: readonly string[]): number {
  const textLuminances = text.map((colour) => luminance(colour));
  const [r0, g0, b0] = channels(stops[0]);
  const [r1, g1, b1] = channels(stops[1]);
  const same = stops[0] === stops[1];
  let lowest = Number.POSITIVE_INFINITY;
  for (let i = 0; i <= (same ? 0 : GRADIENT_SAMPLES); i += 1) {
    const t = i / GRADIENT_SAMPLES;
    const background = luminance([r0 + (r1 - r0) * t, g0 + (g1 - g0) * t, b0 + (b1 - b0) * t]);
    for (const textLuminance of textLuminances) {
      lowest = Math.min(
        lowest,
        (Math.max(textLuminance, background) + 0.05) / (Math.min(textLuminance, background) + 0.05),
      );
    }
  }
  return lowest;
}

/**
 * A story card's gradient that `text` can be read on at every point: each stop
 * moved toward white (for dark text; toward black for light text) only as far
 * as it must, so a stop that already holds stays as the couple chose it and
 * the card keeps its colours. The couple picks the gradients in the content
 * (story.milestones[].gradient) and the text colours in theme.page: any pair
 * comes out readable. White holds for any text the content check accepts (it
 * must read on white), so the search ends; a gradient that holds comes back
 * as it is. Runs as the page renders: a few dozen checks of 65 points.
 */
export function readableGradient(
  stops: readonly [string, string],
  text: readonly string[],
  minimum = GRADIENT_TEXT_CONTRAST,
): [string, string] {
  if (gradientContrast(stops, text) >= minimum) return [stops[0], stops[1]];
  const towardWhite = toward(stops, text, "#ffffff", minimum);
  // Dark words stay on lightened stops wherever white reads at WCAG's 4.5:1, though not with the margin: words
  // the content check let read on white (4.5 to 4.6:1) never turn the couple's card dark.
  if (gradientContrast(towardWhite, text) >= WCAG_TEXT_CONTRAST) return towardWhite;
  const towardBlack = toward(stops, text, "#000000", minimum);
  return gradientContrast(towardBlack, text) > gradientContrast(towardWhite, text) ? towardBlack : towardWhite;
}

/** `stops`, each moved toward `end` as little as lets it hold, then both further while a point between falls short. */
function toward(
  stops: readonly [string, string],
  text: readonly string[],
  end: string,
  minimum: number,
): [string, string] {
  const holds = (colour: string) => gradientContrast([colour, colour], text) >= minimum;
  // Each stop alone: the least mix at which it holds, to within 1/256, found by halving.
  const amounts = stops.map((stop) => {
    if (holds(stop)) return 0;
    let [low, high] = [0, 1];
    while (high - low > 1 / 256) {
      const middle = (low + high) / 2;
      if (holds(mixHex(stop, end, middle))) high = middle;
      else low = middle;
    }
    return high;
  });
  const mixed = (): [string, string] => [
    mixHex(stops[0], end, amounts[0] ?? 1),
    mixHex(stops[1], end, amounts[1] ?? 1),
  ];
  for (
    let next = mixed();
    gradientContrast(next, text) < minimum && amounts.some((amount) => amount < 1);
    next = mixed()
  ) {
    for (const i of [0, 1]) amounts[i] = Math.min(1, (amounts[i] ?? 1) + 1 / 32);
  }
  return mixed();
}
