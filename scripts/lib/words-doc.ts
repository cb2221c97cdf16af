import type { EN } from "../../src/shared/words/en.ts";
import { replaceableWords } from "../../src/shared/words/overrides.ts";

/** Where each area's words appear, for the couple reading the list. */
const AREAS: Record<keyof typeof EN, string> = {
  page: "The guest pages: the invitation, a household's personal page, /photos and the slideshow",
  mail: "The mails a guest receives",
  privacy: "The privacy notices on the page, and /privacy",
  calendarEntry: "The calendar entries and the .ics file",
  notFound: "The page a guest gets for a missing address or a refused link",
  content: "What the site writes where your content leaves a text out: headings, countdown lines, the calendar entry",
};

/**
 * docs/words.md: every fixed word a couple may replace in their content
 * (`words:`), by key, with its English text, so "page.nav.rsvp" can be found
 * by the word the couple sees. Written by `npm run content:schema`.
 */
export function wordsDoc(): string {
  const rows = [...replaceableWords()];
  const sections = (Object.keys(AREAS) as (keyof typeof EN)[]).map((area) => {
    const table = rows
      .filter(([key]) => key.startsWith(`${area}.`))
      .map(([key, english]) => `| \`${key}\` | ${english.replace(/\|/g, "\\|").replace(/\n/g, " ")} |`);
    return [`## ${AREAS[area]}`, "", "| Key | English |", "| --- | --- |", ...table].join("\n");
  });
  return `${[
    "# The site's words",
    "",
    "<!-- Written by `npm run content:schema` from src/shared/words/*-en.ts: edit those, not this. -->",
    "",
    "Every word a guest reads that the couple did not write, by its key. To use",
    "your own, put it under `words:` in `content/wedding.yaml`, one text for every",
    "language or one per language, and keep the `{slots}` the English has:",
    "",
    "```yaml",
    "words:",
    "  page.nav.rsvp: Reply",
    "  page.rsvpForm.submit:",
    "    en: Send our answer",
    "    zu: Thumela impendulo yethu",
    "```",
    "",
    "`npm run content:check` names a key that is not here (with the nearest one",
    "that is), a word whose slots differ from the English, and a language a word",
    "per language leaves out. A counted word has a form for one and one for any",
    "other number: `page.upload.guidelineCount.one` and `page.upload.guidelineCount.other`.",
    "",
    ...sections.flatMap((section) => [section, ""]),
  ]
    .join("\n")
    .trimEnd()}\n`;
}
