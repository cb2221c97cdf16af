import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { calendarFileName, weddingCalendar } from "../../src/server/calendar.ts";
import { APP_ICONS, renderAppIcon, renderFavicon, webManifest } from "../../src/server/publishing/app-icons.ts";
import { type Lettering, outlineInitials } from "../../src/server/publishing/lettering.ts";
import { FAVICON, fillHead, WEB_MANIFEST_FILE } from "../../src/server/publishing/site-head.ts";
import {
  buildWebFonts,
  pageCharacters,
  type WebFonts,
  webFontHeadTags,
} from "../../src/server/publishing/web-fonts.ts";
import { type CheckedContent, contentFor } from "../../src/shared/content-schema.ts";
import { coupleNames } from "../../src/shared/couple-names.ts";
import { CALENDAR_FILE } from "../../src/shared/site-files.ts";
import { codeCharacters } from "./code-characters.ts";

const CONTENT_MODULE = "virtual:wedding-content";
const ADMIN_SITE_MODULE = "virtual:wedding-admin-site";
const CARD_FONTS_MODULE = "virtual:wedding-card-fonts";
const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * What the pages' code takes from the content, as the public may see it
 * (events by invitation only left out: personal links are rendered by the server):
 * - `virtual:wedding-content`: the validated content as plain JSON, so the
 *   browser never downloads the schema library;
 * - `virtual:wedding-admin-site`: what the admin's code needs of every event (ids, titles, meals: no places);
 * - `virtual:wedding-card-fonts`: the couple's faces for the admin's printed cards, which load it on their page alone;
 * and, for `npm run dev` only, what publishing makes of the content (src/server/publishing), with the same
 * functions: the <head> tags and fonts of each page served, the favicon, home-screen icons, web manifest,
 * calendar file and subset fonts on request. A build publishes those with the content (scripts/build.ts).
 */
export function weddingSitePlugin(source: CheckedContent, contentFile?: string): Plugin {
  const content = contentFor(source, "public");
  // A household's page, rendered by the server, may name an event the public page does not: its letters are in the fonts.
  const everyEvent = contentFor(source, "couple");
  const modules = new Map([
    [CONTENT_MODULE, `export default ${JSON.stringify(content)};`],
    [
      ADMIN_SITE_MODULE,
      `export default ${JSON.stringify({
        coupleNames: coupleNames(everyEvent),
        timeZone: everyEvent.timeZone,
        events: everyEvent.events.map((event) => ({ id: event.id, title: event.title, meals: event.meals })),
      })};`,
    ],
  ]);
  let fonts: Promise<WebFonts> | undefined;
  const webFonts = () => {
    fonts ??= buildWebFonts(content.theme.fonts, pageCharacters([content, everyEvent], codeCharacters(ROOT)));
    return fonts;
  };
  let lettering: Promise<Lettering | null> | undefined;
  const initials = () => {
    lettering ??= outlineInitials(content);
    return lettering;
  };
  return {
    name: "wedding-site",
    resolveId: (id) => (modules.has(id) || id === CARD_FONTS_MODULE ? `\0${id}` : undefined),
    async load(id) {
      if (id === `\0${CARD_FONTS_MODULE}`) return `export default ${JSON.stringify((await webFonts()).cardCss)};`;
      return id.startsWith("\0") ? modules.get(id.slice(1)) : undefined;
    },
    // The guests' page speaks the couple's language (screen readers, hyphenation, translation offers); the admin stays English.
    // The admin keeps the system fonts: only the guests' pages load the couple's. A build keeps the markers for publishing.
    async transformIndexHtml(html, context) {
      if (!context.server || context.filename.endsWith("admin.html")) return html;
      return fillHead(html, content, webFontHeadTags(await webFonts()));
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
