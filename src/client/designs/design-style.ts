import type { WeddingContent } from "../../shared/content-schema.ts";
import { coupleNames } from "../../shared/couple-names.ts";
import type { Design } from "../../shared/designs.ts";
import { isSectionShown, NAV_ENTRIES } from "../sections/navigation/navigation.tsx";
import modern from "./modern.css?inline";
import monogram from "./monogram.css?inline";
import portrait from "./portrait.css?inline";

/**
 * Each design's stylesheet, as the build minified it (src/client/designs/<design>.css; from the sources, the
 * publishing worker's loader hook and Vitest read the file: publish-in-worker.ts, vitest.config.ts). Classic is
 * the page's own stylesheet (styles.css) and adds nothing. A published page carries only its own design's rules, in its head
 * (ADR 054): the guests of one design download none of another's, and no script of any.
 */
const DESIGN_CSS: Record<Design, string> = { classic: "", portrait, monogram, modern };

/**
 * About how wide a letter of the names is, in ems, in the face each design sets them in (portrait and monogram
 * the display face, modern the text face's bold capitals; a script's drawn at 120 %): the names are as large as
 * their longest word allows on the screen, never wider.
 */
const DISPLAY_LETTER_WIDTH: Record<WeddingContent["theme"]["fonts"], number> = {
  classic: 0.5,
  modern: 0.58,
  romantic: 0.66,
};
const TEXT_LETTER_WIDTH: Record<WeddingContent["theme"]["fonts"], number> = {
  classic: 0.7,
  modern: 0.78,
  romantic: 0.78,
};

/** The initials as the monogram sets them: "T & L" is a crest of two letters and an ampersand. */
export function monogramLetters(content: Pick<WeddingContent, "couple">): string {
  return content.couple.initials.trim();
}

/**
 * The CSS the content's design adds to the page (empty for classic): its stylesheet, for screens, after what it takes from the
 * content: the letters of the names' longest word (the names are set as large as it allows), whether the display
 * face is a script (which keeps its own letters, never spaced capitals) and, for the monogram, the initials,
 * sized to fit the crest.
 */
export function designStyle(content: WeddingContent): string {
  const { design } = content.site;
  const css = DESIGN_CSS[design];
  if (!css) return "";
  const longestWord = Math.max(
    ...coupleNames(content)
      .split(/\s+/)
      .map((word) => Array.from(word).length),
  );
  const variables = [
    `--name-letters:${Math.max(longestWord, 5)}`,
    `--name-width:${design === "modern" ? TEXT_LETTER_WIDTH[content.theme.fonts] : DISPLAY_LETTER_WIDTH[content.theme.fonts]}`,
  ];
  if (content.theme.fonts === "romantic") variables.push("--display-case:none", "--display-spacing:normal");
  let numbers = "";
  if (design === "modern") {
    variables.push(`--date-numerals:${cssString(dateNumerals(content))}`);
    numbers = sectionNumbers(content);
  }
  if (design === "monogram") {
    const letters = monogramLetters(content);
    // The crest holds about four letters at its full size; longer initials shrink to stay inside its rings.
    const length = Array.from(letters.replace(/\s+/g, "")).length;
    variables.push(`--monogram:${cssString(letters)}`, `--monogram-scale:${Math.min(1, 4 / length).toFixed(2)}`);
  }
  // On screen only: a printed page stays the spec's printed invitation, its facts dark on white (styles.css).
  return `:root{${variables.join(";")}}${numbers}@media screen{${css}}`;
}

/**
 * Each section's number as the modern design sets it over its heading ("01" for the first shown), counted here:
 * the sections' containment (styles.css, content-visibility) would keep a CSS counter to each section.
 */
export function sectionNumbers(content: WeddingContent): string {
  return NAV_ENTRIES.filter((entry) => entry.anchor !== "home" && isSectionShown(entry.anchor, content))
    .map((entry, index) => `#${entry.anchor}{--section-number:"${String(index + 1).padStart(2, "0")}"}`)
    .join("");
}

/**
 * `text` as a CSS string: quotes and backslashes escaped, and every character that could end the <style> it
 * stands in (<, >) or a line written as a CSS escape.
 */
export function cssString(text: string): string {
  return `"${text.replace(/[\\"<>\n\r\f]/g, (character) => `\\${character.charCodeAt(0).toString(16)} `)}"`;
}

/** The first event's day as the modern design sets it large: "27.09", the year under it, in the wedding's time zone. */
export function dateNumerals(content: Pick<WeddingContent, "events" | "countdownTarget" | "timeZone">): string {
  const start = content.events[0]?.start ?? content.countdownTarget;
  const parts = new Intl.DateTimeFormat("en", {
    timeZone: content.timeZone,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).formatToParts(new Date(start));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? "";
  return `${part("day")}.${part("month")}\n${part("year")}`;
}
