import { type ComponentType, createContext, type ReactNode, use, useContext, useMemo } from "react";
import {
  hasPart,
  type PagePart,
  type PartWords,
  type SentWords,
  WORDS_FILE,
  type WordsWithPart,
} from "../../shared/words/page-parts.ts";
import type { Language } from "../../shared/words/words.ts";
import { lazyWithRetry, type RetryableLazy } from "./lazy-with-retry.ts";

/**
 * The page's fixed words (design decision 21), in the guest's language: read from the page's HTML
 * (lib/site-data.ts) and handed down, so the page's code carries no catalogue of its own. The HTML carries the
 * words its first view reads; a part loaded later (the household's form, the upload panel) gets its own with its
 * code (lazyWithWords).
 */
export interface PageWordsValue<Words extends SentWords = SentWords> {
  language: Language;
  words: Words;
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

/** The words of a part and the page's, inside that part (lazyWithWords, WordsPart). */
export function usePartWords<Part extends PagePart>(part: Part): PageWordsValue<WordsWithPart<Part>> {
  const value = useWords();
  const { words } = value;
  if (!hasPart(words, part)) throw new Error(`usePartWords("${part}") must be used inside <WordsPart part="${part}">`);
  return { ...value, words };
}

/**
 * Gives its children `part`'s words: at once when the page's HTML carried them (the server renders with every
 * word), else from the language's WORDS_FILE, suspending until it arrives. A failed fetch is thrown to the part's
 * LazyBoundary, whose Try again (lazyWithWords' retry) fetches again.
 */
export function WordsPart({ part, children }: { part: PagePart; children: ReactNode }) {
  const value = useWords();
  const fetched = hasPart(value.words, part) ? null : use(partWordsFile(value.root));
  const withPart = useMemo(
    () => (fetched ? { ...value, words: { ...value.words, ...fetched } } : value),
    [value, fetched],
  );
  return <WordsContext value={withPart}>{children}</WordsContext>;
}

/**
 * A lazily loaded part whose words come with its code: the words file is asked for as the part is first drawn,
 * alongside its chunk, not after it.
 */
export function lazyWithWords<Props extends object>(
  part: PagePart,
  load: () => Promise<ComponentType<Props>>,
): RetryableLazy<Props> {
  const Part = lazyWithRetry(() =>
    load().then((Component) => (props: Props) => (
      <WordsPart part={part}>
        <Component {...props} />
      </WordsPart>
    )),
  );
  const WithWords = (props: Props) => {
    const { words, root } = useWords();
    // Failure is WordsPart's to show, once the chunk is in.
    if (!hasPart(words, part)) partWordsFile(root).catch(() => undefined);
    return <Part {...props} />;
  };
  return Object.assign(WithWords, {
    retry() {
      forgetFailedWords();
      return Part.retry();
    },
  });
}

/**
 * The language's words file, fetched once per page. A failed fetch stays until a retry forgets it: `use` must see
 * the same rejected promise again to throw it, or the part would suspend and fetch for ever.
 */
const partWordsFiles = new Map<string, Promise<PartWords>>();
const failedWordsFiles = new Set<string>();

function partWordsFile(root: string): Promise<PartWords> {
  const url = `${root}/${WORDS_FILE}`;
  let loading = partWordsFiles.get(url);
  if (!loading) {
    loading = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      // Written by publishing from the checked catalogue, like the page's own words.
      return response.json() as Promise<PartWords>;
    });
    loading.catch(() => failedWordsFiles.add(url));
    partWordsFiles.set(url, loading);
  }
  return loading;
}

function forgetFailedWords(): void {
  for (const url of failedWordsFiles) partWordsFiles.delete(url);
  failedWordsFiles.clear();
}
