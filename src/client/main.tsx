import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { SITE_DATA_ELEMENT_ID, type SiteData } from "../shared/site-data.ts";
import { App } from "./app.tsx";
import { provideImages } from "./lib/content-images.ts";
import { registerServiceWorker } from "./offline/register-service-worker.ts";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

/** The content and pictures the page was prerendered from, handed over in its HTML (src/shared/site-data.ts). */
function siteData(): SiteData {
  const json = document.getElementById(SITE_DATA_ELEMENT_ID)?.textContent;
  if (!json) throw new Error(`The page has no #${SITE_DATA_ELEMENT_ID} element`);
  return JSON.parse(json) as SiteData;
}

// The dev server's page is not prerendered: its data comes from the build's modules, which the built page never loads.
const { content, images } = import.meta.env.DEV ? await import("./dev-site-data.ts") : siteData();
provideImages(images);

const app = (
  <StrictMode>
    <App content={content} />
  </StrictMode>
);

// The built page arrives prerendered: hydrate it, in slices that leave the main thread free between them
// (a transition), so a tap is never kept waiting long. The dev server sends an empty root.
if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);

// Only the built site has a service worker; in the dev server it would serve stale modules.
if (import.meta.env.PROD) registerServiceWorker();
