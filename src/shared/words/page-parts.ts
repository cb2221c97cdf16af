import type { PageWords } from "./page-en.ts";

/**
 * The page's words that only a part loaded later reads (issue 35, part 5): a household's form and its data, the
 * upload panel, the slideshow. Most visits never open them, so their words stay out of the page's HTML (about a
 * third of the catalogue) and come with the part's code, from WORDS_FILE beside the language's page. A page that
 * shows a part at once carries its words in its HTML instead (the photos page the panel, the slideshow its own).
 */
export const PAGE_WORD_PARTS = {
  household: ["greeting", "household", "householdProblems", "guestData"],
  upload: ["photoMessages", "uploadSummary", "myPhotos", "uploadRow", "uploadPanel"],
  slideshow: ["slideshow"],
} as const satisfies Record<string, readonly (keyof PageWords)[]>;

export type PagePart = keyof typeof PAGE_WORD_PARTS;
type PartGroup = (typeof PAGE_WORD_PARTS)[PagePart][number];

/** Every part's words: what WORDS_FILE holds. */
export type PartWords = Pick<PageWords, PartGroup>;
/** The words every page's HTML carries: all but the parts'. */
export type FirstViewWords = Omit<PageWords, PartGroup>;
/** The words a page's HTML carries: every group but the parts', and those of the parts the page shows at once. */
export type SentWords = FirstViewWords & Partial<PartWords>;
/** The words a part's components read: the page's, and the part's own. */
export type WordsWithPart<Part extends PagePart> = FirstViewWords &
  Pick<PageWords, (typeof PAGE_WORD_PARTS)[Part][number]>;

/** The file beside each language's page (/words.json, /zu/words.json) with that language's PartWords. */
export const WORDS_FILE = "words.json";

/** Every part's groups (a function, so the page's bundle, which never splits words, does not build the set). */
const partGroups = (): ReadonlySet<string> => new Set(Object.values(PAGE_WORD_PARTS).flat());

/** What a page's HTML carries of `words`: all but the parts' groups, and those of `parts`. */
export function sentWords(words: PageWords, parts: readonly PagePart[] = []): SentWords {
  const later = partGroups();
  const kept = new Set<string>(parts.flatMap((part) => PAGE_WORD_PARTS[part]));
  return Object.fromEntries(
    Object.entries(words).filter(([group]) => !later.has(group) || kept.has(group)),
  ) as SentWords;
}

/** What WORDS_FILE holds of `words`. */
export function partWords(words: PageWords): PartWords {
  const later = partGroups();
  return Object.fromEntries(Object.entries(words).filter(([group]) => later.has(group))) as PartWords;
}

/** Whether `words` already hold `part`'s groups (the server's whole catalogue, or a page that shows the part at once). */
export function hasPart<Part extends PagePart>(words: SentWords, part: Part): words is WordsWithPart<Part> {
  return PAGE_WORD_PARTS[part].every((group) => group in words);
}
