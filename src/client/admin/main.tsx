import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { PAGE_WORDS_EN } from "../../shared/words/page-en.ts";
import { WordsProvider } from "../lib/words.tsx";
import { AdminApp } from "./admin-app.tsx";
import "./admin.css";

/** The couple's page at /admin: its own entry (admin.html), rendered in the browser, never prerendered. */
const root = document.getElementById("root");
if (!root) throw new Error("The admin page has no #root element");

createRoot(root).render(
  <StrictMode>
    {/* The couple's admin is in English; its photo review borrows the guest page's lightbox, which reads the page's words. */}
    <WordsProvider language="en" words={PAGE_WORDS_EN}>
      <AdminApp />
    </WordsProvider>
  </StrictMode>,
);
