import type { ReactElement } from "react";
import { WordsProvider } from "../client/lib/words.tsx";
import { PAGE_WORDS_EN } from "../shared/words/page-en.ts";

/** `ui` with the page's English words, as the entry points provide them from the page's HTML. */
export function withPageWords(ui: ReactElement): ReactElement {
  return (
    <WordsProvider language="en" words={PAGE_WORDS_EN}>
      {ui}
    </WordsProvider>
  );
}
