import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { languageRoot } from "../shared/page-languages.ts";
import { App } from "./app.tsx";
import { provideImages } from "./lib/content-images.ts";
import { readSiteData } from "./lib/site-data.ts";
import { WordsProvider } from "./lib/words.tsx";
import { registerServiceWorker } from "./offline/register-service-worker.ts";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

// The page's content, pictures and fixed words are in its HTML: the server's published page, or the dev server's (vite-site-plugin.ts).
const { content, images, language, words } = readSiteData();
provideImages(images);

const app = (
  <StrictMode>
    <WordsProvider language={language} words={words} root={languageRoot(content)}>
      <App content={content} />
    </WordsProvider>
  </StrictMode>
);

// The built page arrives prerendered: hydrate it, in slices that leave the main thread free between them
// (a transition), so a tap is never kept waiting long. The dev server sends an empty root.
if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);

// Only the built site has a service worker; in the dev server it would serve stale modules.
if (import.meta.env.PROD) registerServiceWorker();
