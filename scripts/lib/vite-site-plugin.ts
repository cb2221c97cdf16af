import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { calendarFileName, weddingCalendar } from "../../src/server/calendar.ts";
import { APP_ICONS, renderAppIcon, renderFavicon, webManifest } from "../../src/server/publishing/app-icons.ts";
import { type Lettering, outlineInitials } from "../../src/server/publishing/lettering.ts";
import { FAVICON, fillHead, WEB_MANIFEST_FILE, withDesign } from "../../src/server/publishing/site-head.ts";
import {
  buildWebFonts,
  pageCharacters,
  type WebFonts,
  webFontHeadTags,
} from "../../src/server/publishing/web-fonts.ts";
import { CARD_FONTS_STYLESHEET } from "../../src/shared/admin-api.ts";
import { type CheckedContent, contentFor } from "../../src/shared/content-schema.ts";
import type { ImageManifest } from "../../src/shared/image-manifest.ts";
import { siteDataScript } from "../../src/shared/site-data.ts";
import { CALENDAR_FILE } from "../../src/shared/site-files.ts";
import { PAGE_WORDS_EN } from "../../src/shared/words/page-en.ts";
import { codeCharacters } from "./code-characters.ts";

const CONTENT_MODULE = "virtual:wedding-content";
/** The picture manifest's module (vite-images-plugin.ts): the dev server hands it to the pages in their HTML. */
const IMAGES_MODULE = "virtual:wedding-images";
/** Where a small guest page (photos, slideshow) takes its content, as publishing fills it (publish-site.ts). */
const SITE_DATA_MARKER = "<!--site-data-->";
const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * What the pages' code takes from the content, as the public may see it
 * (events by invitation only left out: personal links are rendered by the server):
 * - `virtual:wedding-content`: the validated content as plain JSON, for the page's server entry's tests;
 * and, for `npm run dev` only, what publishing makes of the content (src/server/publishing), with the same
 * functions: the <head> tags, fonts and data (src/shared/site-data.ts) of each page served, the favicon,
 * home-screen icons, web manifest, calendar file, subset fonts and the printed cards' faces
 * (CARD_FONTS_STYLESHEET) on request. A build publishes those with the content (scripts/build.ts).
 */
export function weddingSitePlugin(source: CheckedContent, contentFile?: string): Plugin {
  const content = contentFor(source, "public");
  // A household's page, rendered by the server, may name an event the public page does not: its letters are in the fonts.
  const everyEvent = contentFor(source, "couple");
  const modules = new Map([[CONTENT_MODULE, `export default ${JSON.stringify(content)};`]]);
  let fonts: Promise<WebFonts> | undefined;
  const webFonts = () => {
    fonts ??= buildWebFonts(
      content.theme.fonts,
      pageCharacters([content, everyEvent, PAGE_WORDS_EN], codeCharacters(ROOT)),
    );
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
    // The admin keeps the system fonts: only the guests' pages load the couple's. A build keeps the markers for publishing.
    async transformIndexHtml(html, context) {
      if (!context.server || context.filename.endsWith("admin.html")) return html;
      let page = fillHead(html, content, webFontHeadTags(await webFonts()));
      if (context.filename.endsWith("index.html")) {
        // The invitation in the couple's design, as publishing makes it (src/client/designs/design-style.ts).
        const { designStyle } = await context.server.ssrLoadModule("/src/client/designs/design-style.ts");
        page = withDesign(page, content, designStyle(content));
      }
      // The pages carry their data as the published ones do: the small pages at their marker, the invitation
      // (whose root the server fills and follows with it) before its end.
      const images: ImageManifest = (await context.server.ssrLoadModule(IMAGES_MODULE)).default;
      const data = siteDataScript({ content, images, language: "en", words: PAGE_WORDS_EN });
      return page.includes(SITE_DATA_MARKER)
        ? page.replace(SITE_DATA_MARKER, () => data)
        : page.replace("</body>", () => `${data}\n  </body>`);
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
