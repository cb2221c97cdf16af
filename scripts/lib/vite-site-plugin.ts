import type { Plugin } from "vite";
import { calendarFileName, weddingCalendar } from "../../src/server/calendar.ts";
import { CARD_FONTS_STYLESHEET } from "../../src/shared/admin-api.ts";
import { type CheckedContent, contentFor } from "../../src/shared/content-schema.ts";
import type { ImageManifest } from "../../src/shared/image-manifest.ts";
import { siteDataScript } from "../../src/shared/site-data.ts";
import { CALENDAR_FILE, SHARE_IMAGE } from "../../src/shared/site-files.ts";
import { APP_ICONS, renderAppIcon, renderFavicon, webManifest } from "./app-icons.ts";
import { type Lettering, outlineInitials } from "./lettering.ts";
import { renderShareImage } from "./share-image.ts";
import { FAVICON, headTags, htmlOpenTag, pageHeadTags, WEB_MANIFEST_FILE } from "./site-head.ts";
import { buildWebFonts, pageCharacters, type WebFonts, webFontHeadTags } from "./web-fonts.ts";

const CONTENT_MODULE = "virtual:wedding-content";
/** The picture manifest's module (vite-images-plugin.ts): the dev server hands it to the pages in their HTML. */
const IMAGES_MODULE = "virtual:wedding-images";
const HEAD_MARKER = "<!--site-head-->";
/** Where a small guest page (photos, slideshow) takes its content: the publisher writes the site-data element there. */
const SITE_DATA_MARKER = "<!--site-data-->";
/** A small page of the guests' (photos, slideshow): `<!--page-head:Its title-->`, the couple's colours without the share tags. */
const PAGE_HEAD_MARKER = /<!--page-head:([^>]*)-->/;
/** The fonts' licences (SIL OFL), shipped beside them. */
export const FONTS_LICENCE_FILE = "fonts-licence.txt";

/**
 * Everything the build derives from the content, as the public may see it
 * (events by invitation only left out: personal links are rendered by the server):
 * - `virtual:wedding-content`: the validated content as plain JSON, for the page's server entry;
 * - in dev, the guest pages' data in their HTML, as the server publishes it (src/shared/site-data.ts),
 *   and the admin's printed cards' faces at CARD_FONTS_STYLESHEET;
 * - the <head> tags (title, description, icons, manifest, Open Graph, Twitter card);
 * - the favicon, home-screen icons, web manifest, share image and calendar file, emitted beside the page;
 * - the content's font pairing, subset to the characters the guests' pages use (ADR 026).
 */
export function weddingSitePlugin(source: CheckedContent, imagesDir: string, contentFile?: string): Plugin {
  const content = contentFor(source, "public");
  // A household's page, rendered by the server, may name an event the public page does not: its letters are in the fonts.
  const everyEvent = contentFor(source, "couple");
  const modules = new Map([[CONTENT_MODULE, `export default ${JSON.stringify(content)};`]]);
  let fonts: Promise<WebFonts> | undefined;
  const webFonts = () => {
    fonts ??= buildWebFonts(content.theme.fonts, pageCharacters([content, everyEvent]));
    return fonts;
  };
  let lettering: Promise<Lettering | null> | undefined;
  const initials = () => {
    lettering ??= outlineInitials(content);
    return lettering;
  };
  return {
    name: "wedding-site",
    resolveId: (id) => (modules.has(id) ? `\0${id}` : undefined),
    load: (id) => (id.startsWith("\0") ? modules.get(id.slice(1)) : undefined),
    // The guests' page speaks the couple's language (screen readers, hyphenation, translation offers); the admin stays English.
    // The admin keeps the system fonts: only the guests' pages load the couple's.
    async transformIndexHtml(html, context) {
      if (context.filename.endsWith("admin.html")) return html;
      const fontTags = webFontHeadTags(await webFonts());
      const page = html
        .replace(/<html lang="[^"]*">/, htmlOpenTag(content))
        .replace(HEAD_MARKER, () => `${headTags(content)}\n    ${fontTags}`)
        .replace(PAGE_HEAD_MARKER, (_marker, title: string) => `${pageHeadTags(content, title)}\n    ${fontTags}`);
      if (!context.server) return page;
      // The dev server's pages carry their data as the published ones do: the small pages at their marker,
      // the invitation (whose root the server fills and follows with it) before its end.
      const images: ImageManifest = (await context.server.ssrLoadModule(IMAGES_MODULE)).default;
      const data = siteDataScript({ content, images });
      return page.includes(SITE_DATA_MARKER)
        ? page.replace(SITE_DATA_MARKER, () => data)
        : page.replace("</body>", () => `${data}\n  </body>`);
    },
    buildStart() {
      if (this.environment.config.consumer === "client" && !content.site.origin) {
        this.warn(
          "site.origin is not set in content/wedding.yaml: link previews (WhatsApp, Facebook, iMessage) need the site's https:// address to show the share image.",
        );
      }
    },
    async generateBundle() {
      if (this.environment.config.consumer !== "client") return;
      const letters = await initials();
      this.emitFile({ type: "asset", fileName: FAVICON.fileName, source: await renderFavicon(content, letters) });
      this.emitFile({ type: "asset", fileName: WEB_MANIFEST_FILE, source: webManifest(content) });
      for (const icon of APP_ICONS) {
        this.emitFile({
          type: "asset",
          fileName: icon.fileName,
          source: await renderAppIcon(content, letters, icon.size),
        });
      }
      this.emitFile({
        type: "asset",
        fileName: SHARE_IMAGE.fileName,
        source: await renderShareImage(content, imagesDir),
      });
      this.emitFile({ type: "asset", fileName: CALENDAR_FILE, source: weddingCalendar(content) });
      const { files, licence } = await webFonts();
      for (const file of files) this.emitFile({ type: "asset", fileName: file.fileName, source: file.source });
      this.emitFile({ type: "asset", fileName: FONTS_LICENCE_FILE, source: licence });
    },
    configureServer(server) {
      // The content file is read, not imported, so Vite would not see it change: restarting re-reads it.
      if (contentFile) {
        server.watcher.add(contentFile);
        server.watcher.on("change", (file) => {
          if (file === contentFile) void server.restart();
        });
      }
      server.middlewares.use((req, res, next) => {
        webFonts().then(({ files }) => {
          const file = files.find((candidate) => req.url === `/${candidate.fileName}`);
          if (!file) return next();
          res.setHeader("Content-Type", "font/woff2");
          res.end(file.source);
        }, next);
      });
      server.middlewares.use(`/${FAVICON.fileName}`, (_req, res, next) => {
        initials()
          .then((letters) => renderFavicon(content, letters))
          .then((png) => {
            res.setHeader("Content-Type", "image/png");
            res.end(png);
          }, next);
      });
      server.middlewares.use(CARD_FONTS_STYLESHEET, (_req, res, next) => {
        webFonts().then(({ cardCss }) => {
          res.setHeader("Content-Type", "text/css; charset=utf-8");
          res.end(cardCss);
        }, next);
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
          initials()
            .then((letters) => renderAppIcon(content, letters, icon.size))
            .then((png) => {
              res.setHeader("Content-Type", "image/png");
              res.end(png);
            }, next);
        });
      }
    },
  };
}
