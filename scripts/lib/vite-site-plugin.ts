import type { Plugin } from "vite";
import { calendarFileName, weddingCalendar } from "../../src/server/services/calendar.ts";
import type { WeddingContent } from "../../src/shared/content-schema.ts";
import { CALENDAR_FILE } from "../../src/shared/site-files.ts";
import { APP_ICONS, renderAppIcon, webManifest } from "./app-icons.ts";
import { renderShareImage } from "./share-image.ts";
import {
  FAVICON_FILE,
  faviconSvg,
  headTags,
  htmlOpenTag,
  pageHeadTags,
  SHARE_IMAGE,
  WEB_MANIFEST_FILE,
} from "./site-head.ts";

const CONTENT_MODULE = "virtual:wedding-content";
const HEAD_MARKER = "<!--site-head-->";
/** A small page of the guests' (photos, slideshow): `<!--page-head:Its title-->`, the couple's colours without the share tags. */
const PAGE_HEAD_MARKER = /<!--page-head:([^>]*)-->/;

/**
 * Everything the build derives from the content module:
 * - `virtual:wedding-content`: the validated content as plain JSON, so the
 *   browser never downloads the schema library;
 * - the <head> tags (title, description, icons, manifest, Open Graph, Twitter card);
 * - the favicon, home-screen icons, web manifest, share image and calendar file, emitted beside the page.
 */
export function weddingSitePlugin(content: WeddingContent, imagesDir: string, contentFile?: string): Plugin {
  return {
    name: "wedding-site",
    resolveId: (id) => (id === CONTENT_MODULE ? `\0${CONTENT_MODULE}` : undefined),
    load: (id) => (id === `\0${CONTENT_MODULE}` ? `export default ${JSON.stringify(content)};` : undefined),
    // The guests' page speaks the couple's language (screen readers, hyphenation, translation offers); the admin stays English.
    transformIndexHtml: (html, context) =>
      (context.filename.endsWith("admin.html") ? html : html.replace(/<html lang="[^"]*">/, htmlOpenTag(content)))
        .replace(HEAD_MARKER, headTags(content))
        .replace(PAGE_HEAD_MARKER, (_marker, title: string) => pageHeadTags(content, title)),
    buildStart() {
      if (this.environment.config.consumer === "client" && !content.site.origin) {
        this.warn(
          "site.origin is not set in content/wedding.yaml: link previews (WhatsApp, Facebook, iMessage) need the site's https:// address to show the share image.",
        );
      }
    },
    async generateBundle() {
      if (this.environment.config.consumer !== "client") return;
      this.emitFile({ type: "asset", fileName: FAVICON_FILE, source: faviconSvg(content) });
      this.emitFile({ type: "asset", fileName: WEB_MANIFEST_FILE, source: webManifest(content) });
      for (const icon of APP_ICONS) {
        this.emitFile({ type: "asset", fileName: icon.fileName, source: await renderAppIcon(content, icon.size) });
      }
      this.emitFile({
        type: "asset",
        fileName: SHARE_IMAGE.fileName,
        source: await renderShareImage(content, imagesDir),
      });
      this.emitFile({ type: "asset", fileName: CALENDAR_FILE, source: weddingCalendar(content) });
    },
    configureServer(server) {
      // The content file is read, not imported, so Vite would not see it change: restarting re-reads it.
      if (contentFile) {
        server.watcher.add(contentFile);
        server.watcher.on("change", (file) => {
          if (file === contentFile) void server.restart();
        });
      }
      server.middlewares.use(`/${FAVICON_FILE}`, (_req, res) => {
        res.setHeader("Content-Type", "image/svg+xml");
        res.end(faviconSvg(content));
      });
      server.middlewares.use(`/${CALENDAR_FILE}`, (_req, res) => {
        res.setHeader("Content-Type", "text/calendar; charset=utf-8");
        res.setHeader("Content-Disposition", `attachment; filename="${calendarFileName(content)}"`);
        res.end(weddingCalendar(content));
      });
      server.middlewares.use(`/${WEB_MANIFEST_FILE}`, (_req, res) => {
        res.setHeader("Content-Type", "application/manifest+json");
        res.end(webManifest(content));
      });
      for (const icon of APP_ICONS) {
        server.middlewares.use(`/${icon.fileName}`, (_req, res, next) => {
          renderAppIcon(content, icon.size).then((png) => {
            res.setHeader("Content-Type", "image/png");
            res.end(png);
          }, next);
        });
      }
    },
  };
}
