/**
 * The editor's preview (ADR 055): the guests' page, its own App, styles and words, drawn in the browser from the
 * content the admin page around it sends (postMessage, same origin only), never published. A file with problems
 * leaves the last good page shown under a small banner.
 */
import "../styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import type { WeddingContent } from "../../shared/content-schema.ts";
import type { ImageManifest } from "../../shared/image-manifest.ts";
import { languageRoot, pageLanguage } from "../../shared/page-languages.ts";
import { themeStyle } from "../../shared/theme-style.ts";
import { wordsFor } from "../../shared/words/catalogues.ts";
import { App } from "../app.tsx";
import { designStyle } from "../designs/design-style.ts";
import { provideImages } from "../lib/content-images.ts";
import { WordsProvider } from "../lib/words.tsx";
import { type PictureSize, previewPage } from "./preview-content.ts";
import {
  isOwnMessage,
  messageType,
  PREVIEW_CONTENT,
  PREVIEW_READY,
  PREVIEW_SHOWN,
  type PreviewContentMessage,
  type PreviewShownMessage,
} from "./preview-messages.ts";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("The preview has no #root element");
const root = createRoot(rootElement);

/** The published page's faces, taken from its head once: the draft's words are drawn in them. */
const pageStyle = document.createElement("style");
const themeElement = document.createElement("style");
/** The draft's design (ADR 054), as publishing puts it in the page's head: after the page's stylesheet. */
const designElement = document.createElement("style");
/** Nothing moves in the preview: each keystroke draws the page again, and an entrance each time would distract. */
const stillStyle = document.createElement("style");
stillStyle.textContent =
  "*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;transition-duration:0s!important;scroll-behavior:auto!important}";
document.head.append(pageStyle, themeElement, designElement, stillStyle);
void publishedFaces().then((css) => {
  pageStyle.textContent = css;
});

const sizes = new Map<string, PictureSize>();
const measuring = new Set<string>();
let latest: PreviewContentMessage | null = null;

window.addEventListener("message", (event) => {
  if (!isOwnMessage(event, window.parent) || messageType(event.data) !== PREVIEW_CONTENT) return;
  latest = event.data as PreviewContentMessage;
  show(latest);
});
window.parent.postMessage({ type: PREVIEW_READY }, window.location.origin);

function show({ yaml, pictures }: PreviewContentMessage): void {
  const page = previewPage(yaml, pictures, (hash) => sizes.get(hash));
  const answer: PreviewShownMessage = { type: PREVIEW_SHOWN, problems: page.ok ? [] : page.problems };
  window.parent.postMessage(answer, window.location.origin);
  if (!page.ok) return;
  draw(page.content, page.images);
  for (const hash of page.hashes) measure(hash, page.images);
}

function draw(content: WeddingContent, images: ImageManifest): void {
  provideImages(images);
  document.documentElement.lang = pageLanguage(content);
  document.title = content.site.title;
  themeElement.textContent = themeStyle(content).replace(/^<style>|<\/style>$/g, "");
  const { design } = content.site;
  if (design === "classic") delete document.documentElement.dataset.design;
  else document.documentElement.dataset.design = design;
  designElement.textContent = designStyle(content);
  const words = wordsFor(content).page;
  root.render(
    <StrictMode>
      <WordsProvider language={pageLanguage(content)} words={words} root={languageRoot(content)}>
        <App content={content} />
      </WordsProvider>
    </StrictMode>,
  );
}

/** Learns a picture's shape from its preview (once per hash), then draws the latest content again with it. */
function measure(hash: string, images: ImageManifest): void {
  if (sizes.has(hash) || measuring.has(hash)) return;
  const src = Object.values(images).find((entry) => entry.src.endsWith(hash))?.src;
  if (!src) return;
  measuring.add(hash);
  const image = new Image();
  image.src = src;
  image
    .decode()
    .then(() => {
      if (image.naturalWidth > 0 && image.naturalHeight > 0) {
        sizes.set(hash, { width: image.naturalWidth, height: image.naturalHeight });
        redrawSoon();
      }
    })
    .catch(() => undefined)
    .finally(() => measuring.delete(hash));
}

let redraw: ReturnType<typeof setTimeout> | undefined;
/** Pictures measured together (a gallery's) draw the page once. */
function redrawSoon(): void {
  clearTimeout(redraw);
  redraw = setTimeout(() => {
    if (latest) show(latest);
  }, 50);
}

/** The @font-face rules of the published page's head (its faces are subset to its words; others fall back). */
async function publishedFaces(): Promise<string> {
  try {
    const response = await fetch("/", { headers: { Accept: "text/html" } });
    if (!response.ok) return "";
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    return (
      [...page.head.querySelectorAll("style")]
        .map((style) => style.textContent ?? "")
        .filter((css) => css.includes("@font-face"))
        .join("\n")
        // The page lets a late face go (optional) so a guest's first paint never shifts; the preview waits for it.
        .replaceAll("font-display:optional", "font-display:swap")
    );
  } catch {
    // Without the published faces the preview falls back to the stylesheet's: the words still read.
    return "";
  }
}
