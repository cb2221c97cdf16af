/**
 * `npm run content:publish -- FILE [--url URL] [--images DIR]`: checks FILE
 * here, sends the pictures it names that the site does not have yet, then
 * publishes it to the running site (any instance: every instance follows
 * within seconds) and prints the version. A file the site refuses is never
 * published: each problem is printed with its line. Signs in with
 * ADMIN_PASSWORD; the site is --url, SITE_URL or http://127.0.0.1:$PORT.
 * Pictures are looked up in --images, else FILE's folder's images/, else
 * content/images.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { CONTENT_API, type PublishAnswer } from "../src/shared/content-api.ts";
import { checkContentFile, picturesNamed } from "../src/shared/content-file.ts";
import { ContentError, contentFor } from "../src/shared/content-schema.ts";
import { fail } from "./lib/cli.ts";
import { refusal, signIn, siteUrl } from "./lib/site-client.ts";

const USAGE = "Usage: npm run content:publish -- FILE [--url URL] [--images DIR]";
const root = fileURLToPath(new URL("../", import.meta.url));
const cwd = process.env.INIT_CWD ?? process.cwd();

const { positionals, values } = (() => {
  try {
    return parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: { url: { type: "string" }, images: { type: "string" } },
    });
  } catch (error) {
    fail(`${(error as Error).message}. ${USAGE}`);
  }
})();
const [given] = positionals;
if (!given || positionals.length > 1) fail(USAGE);
const file = path.resolve(cwd, given);
if (!existsSync(file)) fail(`There is no file ${given}.`);
const fileName = path.basename(file);
const imagesDir = values.images
  ? path.resolve(cwd, values.images)
  : [path.join(path.dirname(file), "images"), path.join(root, "content/images")].find((dir) => existsSync(dir));
const picturePath = (name: string) => (imagesDir ? path.join(imagesDir, name) : name);

const started = performance.now();
const yaml = readFileSync(file, "utf8");
// Checked here first: a mistake is told at once, before any picture is sent.
let named: string[];
try {
  const checked = checkContentFile(yaml, { fileName, pictureExists: (name) => existsSync(picturePath(name)) });
  named = [...new Set(picturesNamed(contentFor(checked, "couple")).map(({ picture }) => picture))];
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  fail(error.message);
}
const missingHere = named.filter((name) => !existsSync(picturePath(name)));
if (missingHere.length > 0)
  fail(`These pictures are not in ${imagesDir ?? "any images folder"}: ${missingHere.join(", ")}`);
const pictures = Object.fromEntries(
  named.map((name) => [
    name,
    createHash("sha256")
      .update(readFileSync(picturePath(name)))
      .digest("hex"),
  ]),
);

const url = siteUrl(values.url);
const site = await signIn(url);
const asked = await site.request(CONTENT_API.missingPictures, {
  method: "POST",
  json: { hashes: [...new Set(Object.values(pictures))] },
});
if (!asked.ok) fail(`The site would not say which pictures it has: ${await refusal(asked)}`);
const { missing } = (await asked.json()) as { missing: string[] };
for (const [name, hash] of Object.entries(pictures)) {
  if (!missing.includes(hash)) continue;
  const sent = await site.request(CONTENT_API.pictures, {
    method: "POST",
    body: readFileSync(picturePath(name)),
    type: "application/octet-stream",
  });
  if (!sent.ok) fail(`${name} could not be sent: ${await refusal(sent)}`);
  missing.splice(missing.indexOf(hash), 1);
  console.log(`sent ${name}`);
}

const answer = await site.request(CONTENT_API.content, {
  method: "POST",
  json: { yaml, fileName, pictures, source: "cli" },
});
if (answer.status === 422) {
  const body = (await answer.json()) as { problems?: string[]; error?: { message?: string } };
  fail(body.problems?.join("\n") ?? body.error?.message ?? "The site refused the file.");
}
if (!answer.ok) fail(`The site did not publish ${fileName}: ${await refusal(answer)}`);
const published = (await answer.json()) as PublishAnswer;
console.log(
  `published ${fileName} as version ${published.version} on ${url} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
