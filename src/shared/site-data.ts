import type { WeddingContent } from "./content-schema.ts";
import type { ImageManifest } from "./image-manifest.ts";
import type { SentWords } from "./words/page-parts.ts";
import type { Language } from "./words/words.ts";

/**
 * What the guest page's code is handed in its HTML instead of in its bundle:
 * the couple's content and their pictures' variants. In the bundle they were
 * JavaScript every guest downloaded and parsed before the page worked (about
 * 3.5 kB gzip of the first view's 100 kB); in the HTML they travel with the
 * prerendered words and picture addresses they repeat, and are read as JSON.
 * The page's fixed words travel the same way, in the page's language only, and only those its first view reads
 * (words/page-parts.ts).
 */
export interface SiteData {
  content: WeddingContent;
  images: ImageManifest;
  language: Language;
  words: SentWords;
}

export const SITE_DATA_ELEMENT_ID = "site-data";

/** The element that carries `data`: JSON with every "<" escaped, so no text in it can end the element. */
export function siteDataScript(data: SiteData): string {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${SITE_DATA_ELEMENT_ID}">${json}</script>`;
}
