/**
 * `npm run content:check [-- FILE]`: checks content/wedding.yaml, or FILE
 * (its pictures looked up in content/images), without building: says what
 * is wrong, line by line, and warns where it is still the shipped example's
 * or a time's UTC offset is not its time zone's on that day.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkContentFile } from "../src/shared/content-file.ts";
import { ContentError, contentFor } from "../src/shared/content-schema.ts";
import { contentWarnings, readExampleFingerprint } from "./lib/content-warnings.ts";

const root = fileURLToPath(new URL("../", import.meta.url));
const imagesDir = path.join(root, "content/images");
// npm runs scripts from the package root; a FILE is named from where the couple typed it.
const cwd = process.env.INIT_CWD ?? process.cwd();
const file = path.resolve(cwd, process.argv[2] ?? path.join(root, "content/wedding.yaml"));
const fileName = path.relative(cwd, file) || file;

try {
  const source = readFileSync(file, "utf8");
  const picture = (name: string) => path.join(imagesDir, name);
  const content = contentFor(
    checkContentFile(source, { fileName, pictureExists: (name) => existsSync(picture(name)) }),
    "couple",
  );
  console.log(`${fileName} is fine: ${content.events.length} event(s), ${content.gallery.items.length} picture(s).`);
  const warnings = contentWarnings(source, {
    fileName,
    fingerprint: readExampleFingerprint(),
    pictureBytes: (name) => (existsSync(picture(name)) ? readFileSync(picture(name)) : null),
  });
  if (warnings.length > 0) {
    console.warn(`${warnings.length === 1 ? "1 warning" : `${warnings.length} warnings`}:\n  ${warnings.join("\n  ")}`);
  }
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
