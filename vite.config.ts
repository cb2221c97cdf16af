import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { weddingSource } from "./content/wedding.ts";
import { guestCodeGuard } from "./scripts/lib/guest-code-guard.ts";
import { weddingImagesPlugin } from "./scripts/lib/vite-images-plugin.ts";
import { weddingSitePlugin } from "./scripts/lib/vite-site-plugin.ts";

const CONTENT_IMAGES_DIR = fileURLToPath(new URL("./content/images", import.meta.url));
const CONTENT_FILE = fileURLToPath(new URL("./content/wedding.yaml", import.meta.url));
/** Encoded picture variants survive between builds here (keyed by content hash), so rebuilds skip AVIF encoding. */
const IMAGE_CACHE_DIR = fileURLToPath(new URL("./node_modules/.cache/wedding-images", import.meta.url));

/** Where `npm run dev` sends /api requests (the API runs beside Vite's dev server). */
const API_PORT = Number(process.env.API_PORT ?? 3001);

/**
 * The build of the editor's preview (ADR 055; scripts/build.ts runs it after the pages'): a bundle of its own, so
 * the guests' chunks are split exactly as without it (its App, words and content checker shared with the guest
 * page would pull the page's code into chunks of their own).
 */
export const PREVIEW_BUILD_MODE = "preview";
const PAGES = {
  // The guest page, and the couple's admin page (rendered in the browser, its own code: guests never load it).
  index: fileURLToPath(new URL("./index.html", import.meta.url)),
  admin: fileURLToPath(new URL("./admin.html", import.meta.url)),
  // The photos-only page the poster opens, and the live slideshow (issue 17).
  photos: fileURLToPath(new URL("./photos.html", import.meta.url)),
  slideshow: fileURLToPath(new URL("./slideshow.html", import.meta.url)),
};
const PREVIEW_PAGE = { preview: fileURLToPath(new URL("./preview.html", import.meta.url)) };

/** `npm run dev` serves the editor's preview where the built server does (/admin/preview: ADR 055). */
function previewInDev(): Plugin {
  return {
    name: "wedding-preview-in-dev",
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url === "/admin/preview") request.url = "/preview.html";
        next();
      });
    },
  };
}

// Importing content/wedding.ts reads and checks content/wedding.yaml: bad content stops the
// build naming the line and field; the dev server restarts when the file changes.
export default defineConfig(({ mode }) => ({
  plugins: [
    previewInDev(),
    weddingSitePlugin(weddingSource, CONTENT_FILE),
    weddingImagesPlugin(CONTENT_IMAGES_DIR, { cacheDir: IMAGE_CACHE_DIR }),
    react(),
    tailwindcss(),
    // The editor's code never loads on a guest's page: the build stops if a guest page's chunks would hold any.
    guestCodeGuard(),
  ],
  build: {
    outDir: "dist/client",
    // Inlined images would grow the JavaScript every guest downloads first.
    assetsInlineLimit: 0,
    target: "es2022",
    // Every browser the page supports (es2022) knows <link rel="modulepreload">: no polyfill to download.
    modulePreload: { polyfill: false },
    // Tells scripts/build.ts which chunks the guests' page loads, for the service worker's precache.
    manifest: true,
    rollupOptions: {
      input: mode === PREVIEW_BUILD_MODE ? PREVIEW_PAGE : PAGES,
      output: {
        // Both pages share a chunk holding React; the bundler would name it after whichever small module came first.
        // The guests' stylesheet (and the chunk importing it) would be named after whichever module the
        // bundler put first (preload-helper): call them styles. The admin and the slideshow keep their own.
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith(".css") && !/^(?:admin|slideshow)\b/.test(name))
            ? "assets/styles-[hash][extname]"
            : "assets/[name]-[hash][extname]",
        chunkFileNames: (chunk) => {
          if (chunk.moduleIds.some((id) => /[\\/]node_modules[\\/]react-dom[\\/]/.test(id)))
            return "assets/react-[hash].js";
          if (chunk.moduleIds.some((id) => /[\\/]src[\\/]client[\\/]styles\.css$/.test(id)))
            return "assets/styles-[hash].js";
          return "assets/[name]-[hash].js";
        },
        codeSplitting: {
          groups: [
            {
              // The small shared modules the first view needs (paths, words, photo formats) stay one chunk:
              // the bundler would split them by which lazy chunks also reach them (each answer's schema
              // module does, for some of them), and every extra chunk costs the first view a request and bytes.
              name: "privacy",
              // The reader of the page's data (client/lib/site-data.ts), the couple's names and where each
              // language's pages are (page-languages.ts) go with them, and the site's file names and colour arithmetic
              // (site-files.ts, colours.ts: the admin's content checker reaches them too).
              test: /[\\/]src[\\/](?:shared[\\/](?:privacy|photo|rsvp-messages|couple-names|page-languages|wall-clock|error-body|site-files|colours)|client[\\/]lib[\\/](?:site-data|reason-text))\.ts$/,
            },
            {
              // What every page loads first stays in one chunk with React, as when every page reached the same
              // modules: the page's words, its lazy loading and the upload paths. A lazily loaded part that uses React
              // but not them (the admin's History tab) would otherwise split them into chunks (requests) of their own.
              name: "react",
              test: /[\\/](?:node_modules[\\/](?:react|react-dom|scheduler)[\\/]|src[\\/](?:client[\\/]lib[\\/](?:words\.tsx|lazy-with-retry\.ts)|shared[\\/](?:words[\\/]page-parts|uploads)\.ts)$)/,
            },
            {
              // zod and the text cleaning every request schema runs: the chunks the lazy parts preload name one
              // chunk, not two (each answer's schema reaches zod without the text cleaning).
              name: "clean-text",
              test: /[\\/](?:node_modules[\\/]zod[\\/]|src[\\/]shared[\\/]clean-text\.ts$)/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": `http://127.0.0.1:${API_PORT}`,
      // The slideshow link's first visit: the API trades its key for the screen's cookie and sends the page on.
      "^/slideshow\\?(?:.*&)?key=": `http://127.0.0.1:${API_PORT}`,
    },
  },
}));
