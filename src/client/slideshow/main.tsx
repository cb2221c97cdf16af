import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { readSiteData } from "../lib/site-data.ts";
import { Slideshow } from "./slideshow.tsx";
import "./slideshow.css";

/**
 * The live slideshow (slideshow.html, served at SLIDESHOW_PAGE_PATH): rendered in the browser from the content
 * in its HTML, its own small bundle.
 */
const root = document.getElementById("root");
if (!root) throw new Error("The slideshow has no #root element");

const { content } = readSiteData();
createRoot(root).render(
  <StrictMode>
    <Slideshow content={content} />
  </StrictMode>,
);
