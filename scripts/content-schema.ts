/**
 * `npm run content:schema`: rewrites content/wedding.schema.json after a
 * change to the content schema, docs/words.md (the words a couple may
 * replace) after a change to the English catalogues, and the shipped example's fingerprint
 * (scripts/lib/example-fingerprint.json, what `content:check` warns about)
 * after a change to the example.
 */
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { EXAMPLE_COUPLE_FILE, readFixtureFile } from "../src/testing/fixture-couples.ts";
import { contentJsonSchema } from "./lib/content-json-schema.ts";
import { EXAMPLE_FINGERPRINT_FILE, exampleFingerprint } from "./lib/content-warnings.ts";
import { wordsDoc } from "./lib/words-doc.ts";

const target = new URL("../content/wedding.schema.json", import.meta.url);
await writeFile(target, contentJsonSchema());
console.log("wrote content/wedding.schema.json");

await writeFile(new URL("../docs/words.md", import.meta.url), wordsDoc());
console.log("wrote docs/words.md");

const imagesDir = fileURLToPath(new URL("../content/images/", import.meta.url));
const fingerprint = exampleFingerprint(readFixtureFile(EXAMPLE_COUPLE_FILE), (picture) =>
  readFileSync(path.join(imagesDir, picture)),
);
await writeFile(EXAMPLE_FINGERPRINT_FILE, `${JSON.stringify(fingerprint, null, 2)}\n`);
console.log("wrote scripts/lib/example-fingerprint.json");
