import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { languageRoot } from "../../shared/page-languages.ts";
import { readSiteData } from "../lib/site-data.ts";
import { WordsPart, WordsProvider } from "../lib/words.tsx";
import { Slideshow } from "./slideshow.tsx";
import "./slideshow.css";

/**
 * The live slideshow (slideshow.html, served at SLIDESHOW_PAGE_PATH): rendered in the browser from the content
 * in its HTML, its own small bundle.
 */
const root = document.getElementById("root");
if (!root) throw new Error("The slideshow has no #root element");

const { content, language, words } = readSiteData();
createRoot(root).render(
  <StrictMode>
    <WordsProvider language={language} words={words} root={languageRoot(content)}>
      {/* The slideshow's HTML carries its words. */}
      <WordsPart part="slideshow">
        <Slideshow content={content} />
      </WordsPart>
    </WordsProvider>
  </StrictMode>,
);
