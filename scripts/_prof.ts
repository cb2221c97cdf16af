import path from "node:path";
import { weddingSource } from "../content/wedding.ts";
import { renderAppIcon, renderFavicon } from "../src/server/publishing/app-icons.ts";
import { loadCodeBuild, loadRenderEntry } from "../src/server/publishing/code-build.ts";
import { outlineInitials } from "../src/server/publishing/lettering.ts";
import { publishSite } from "../src/server/publishing/publish-site.ts";
import {
  directoryPictures,
  directoryVariantCache,
  mapLimit,
  planImage,
} from "../src/server/publishing/responsive-images.ts";
import { renderShareImage } from "../src/server/publishing/share-image.ts";
import { buildWebFonts, pageCharacters } from "../src/server/publishing/web-fonts.ts";
import { contentFor } from "../src/shared/content-schema.ts";

const root = path.resolve(".");
const t = async (l: string, f: () => Promise<unknown>) => {
  const s = performance.now();
  await f();
  console.log(l, ((performance.now() - s) / 1000).toFixed(2));
};
const code = await loadCodeBuild(path.join(root, "dist"));
const pictures = await directoryPictures(path.join(root, "content/images"));
const variants = directoryVariantCache(path.join(root, "node_modules/.cache/wedding-images"));
const content = contentFor(weddingSource, "public");
await t("entry", () => loadRenderEntry(code));
await t("plan", () => mapLimit(pictures.list(), 4, (n) => planImage(pictures, n)));
await t("fonts", () => buildWebFonts(content.theme.fonts, pageCharacters([content], code.codeCharacters)));
await t("initials", () => outlineInitials(content));
const l = await outlineInitials(content);
await t("favicon", () => renderFavicon(content, l));
await t("icons", () => Promise.all([192, 512, 180].map((s) => renderAppIcon(content, l, s))));
await t("share", () => renderShareImage(content, pictures));
await t("publish", () => publishSite({ source: weddingSource, pictures, code, variants }));
await t("publish again", () => publishSite({ source: weddingSource, pictures, code, variants }));
