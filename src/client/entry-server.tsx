import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import type { WeddingContent } from "../shared/content-schema.ts";
import type { ImageManifest } from "../shared/image-manifest.ts";
import { languageRoot, pageLanguage } from "../shared/page-languages.ts";
import { sitePalette } from "../shared/palette.ts";
import { siteDataScript } from "../shared/site-data.ts";
import { wordsFor } from "../shared/words/catalogues.ts";
import { sentWords } from "../shared/words/page-parts.ts";
import { App } from "./app.tsx";
import { provideImages } from "./lib/content-images.ts";
import { WordsProvider } from "./lib/words.tsx";
import { PhotosPage } from "./photos-page/photos-page.tsx";
import { PrivacyPage } from "./privacy/privacy-page.tsx";
import { STILL_MARKER } from "./sections/hero/particles/particle-field.tsx";
import { stillMarkup } from "./sections/hero/particles/particle-still.tsx";

/** The rules of the content's design, which publishing puts in the invitation's head (ADR 054). */
export { designStyle } from "./designs/design-style.ts";

/**
 * The guests' pages rendered on the server: when content is published
 * (src/server/publishing/publish-site.ts) and for a household's personal
 * link. Each call names the pictures' manifest of the version it renders.
 * A page is in the language of the content's view (`site.language`, set per
 * language by content-file.ts): its words are that language's catalogue
 * (design decision 21), and only they travel in its site data.
 */

/** The page's language and its words, from the view it renders. */
function wordsOf(content: WeddingContent) {
  const language = pageLanguage(content);
  return { language, words: wordsFor(content).page, root: languageRoot(content) };
}

/** The element after the page's root that hands its code the content, pictures and words it was rendered from. */
export function siteData(content: WeddingContent, images: ImageManifest): string {
  const { language, words } = wordsOf(content);
  return siteDataScript({ content, images, language, words: sentWords(words) });
}

/**
 * The page's HTML, so guests see text before any script runs, with the
 * hero's still particle field drawn in (the browser's bundle does not carry
 * it: particle-field.tsx).
 */
export function render(content: WeddingContent, images: ImageManifest): string {
  provideImages(images);
  const html = renderToString(
    <StrictMode>
      <WordsProvider {...wordsOf(content)}>
        <App content={content} />
      </WordsProvider>
    </StrictMode>,
  );
  return html.replace(STILL_MARKER, () => stillMarkup(sitePalette(content.theme).particle));
}

/** The /privacy page's body, prerendered the same way; it runs no script. */
export function renderPrivacy(content: WeddingContent, images: ImageManifest): string {
  provideImages(images);
  return renderToString(<PrivacyPage content={content} />);
}

/** The photos-only page's body (PHOTOS_PAGE_PATH), hydrated by its own small entry. */
export function renderPhotos(content: WeddingContent, images: ImageManifest): string {
  provideImages(images);
  return renderToString(
    <StrictMode>
      <WordsProvider {...wordsOf(content)}>
        <PhotosPage content={content} />
      </WordsProvider>
    </StrictMode>,
  );
}
