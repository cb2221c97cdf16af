import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { languageRoot } from "../../shared/page-languages.ts";
import { readSiteData } from "../lib/site-data.ts";
import { WordsProvider } from "../lib/words.tsx";
import { PhotosPage } from "./photos-page.tsx";
import "../styles.css";

/**
 * The photos-only page (photos.html, served at PHOTOS_PAGE_PATH), its content
 * read from its HTML. It registers no service worker: a guest who scans the
 * poster should not download the whole invitation's offline copy first.
 */
const root = document.getElementById("root");
if (!root) throw new Error("The photos page has no #root element");

const { content, language, words } = readSiteData();
const page = (
  <StrictMode>
    <WordsProvider language={language} words={words} root={languageRoot(content)}>
      <PhotosPage content={content} />
    </WordsProvider>
  </StrictMode>
);

// The built page arrives prerendered: hydrate it. The dev server sends an empty root.
if (root.firstElementChild) hydrateRoot(root, page);
else createRoot(root).render(page);
