import content from "virtual:wedding-content";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Slideshow } from "./slideshow.tsx";
import "./slideshow.css";

/** The live slideshow (slideshow.html, served at SLIDESHOW_PAGE_PATH): rendered in the browser, its own small bundle. */
const root = document.getElementById("root");
if (!root) throw new Error("The slideshow has no #root element");

createRoot(root).render(
  <StrictMode>
    <Slideshow content={content} />
  </StrictMode>,
);
