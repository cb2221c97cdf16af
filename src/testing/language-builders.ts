import { stringify } from "yaml";
import { checkContentFile } from "../shared/content-file.ts";
import {
  type CheckedContent,
  type ContentFor,
  contentFor,
  type WeddingContent,
  type WeddingContentInput,
} from "../shared/content-schema.ts";
import { aContentInput, anEvent } from "./content-builders.ts";

/** The event titles of aTrilingualWeddingSource, in each of its languages. */
export const TRILINGUAL_TITLES = {
  ceremony: { en: "Ceremony", zu: "Umcimbi womshado", st: "Mokete wa lenyalo" },
  dinner: { en: "Dinner", zu: "Idina", st: "Dijo tsa mantsiboya" },
} as const;

/**
 * Ama & Kofi's wedding (content-builders.ts) in English, isiZulu and Sesotho (`site.languages: [en, zu, st]`),
 * its two events' titles given per language (TRILINGUAL_TITLES), read as the server reads a content file.
 */
export function aTrilingualWeddingSource(overrides: Partial<WeddingContentInput> = {}): CheckedContent {
  const input = aContentInput({
    events: [
      anEvent({ id: "ceremony" }),
      anEvent({
        id: "dinner",
        start: "2026-05-02T18:00:00+02:00",
        end: "2026-05-02T23:00:00+02:00",
        meals: ["Fish", "Beef"],
      }),
    ],
    ...overrides,
  });
  const file = {
    ...input,
    site: { ...input.site, languages: ["en", "zu", "st"] },
    events: input.events.map((event) => {
      const titles = TRILINGUAL_TITLES[event.id as keyof typeof TRILINGUAL_TITLES];
      return titles ? { ...event, title: titles } : event;
    }),
  };
  return checkContentFile(stringify(file), { fileName: "wedding.yaml" });
}

/** The server's `content` (the couple's view in the first language) and `contentFor` (any audience, any language) of a source. */
export function contentDeps(source: CheckedContent): { content: WeddingContent; contentFor: ContentFor } {
  return {
    content: contentFor(source, "couple"),
    contentFor: (audience, language) => contentFor(source, audience, language),
  };
}
