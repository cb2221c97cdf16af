import { createContext, type ReactNode, useContext } from "react";
import type { PageWords } from "../../shared/words/page-en.ts";
import type { Language } from "../../shared/words/words.ts";

/**
 * The page's fixed words (design decision 21), in the guest's language: read from the page's HTML
 * (lib/site-data.ts) and handed down, so the page's code carries no catalogue of its own.
 */
export interface PageWordsValue {
  language: Language;
  words: PageWords;
  /** Where the language's pages are ("" for the site's first, "/zu" for another): links to /privacy go under it. */
  root: string;
}

const WordsContext = createContext<PageWordsValue | null>(null);

export function WordsProvider({
  language,
  words,
  root = "",
  children,
}: Omit<PageWordsValue, "root"> & { root?: string; children: ReactNode }) {
  return <WordsContext value={{ language, words, root }}>{children}</WordsContext>;
}

/** The page's words and their language; the entry points wrap every page in <WordsProvider>. */
export function useWords(): PageWordsValue {
  const value = useContext(WordsContext);
  if (!value) throw new Error("useWords must be used inside <WordsProvider>");
  return value;
}
