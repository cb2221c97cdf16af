import content from "virtual:wedding-content";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app.tsx";
import { registerServiceWorker } from "./offline/register-service-worker.ts";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

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
