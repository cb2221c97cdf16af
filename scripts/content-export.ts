/**
 * `npm run content:export [-- FILE] [--url URL]`: writes the version guests
 * see on the running site back as YAML, to FILE or to the terminal, with a
 * line saying which version it is. Signs in with ADMIN_PASSWORD; the site is
 * --url, SITE_URL or http://127.0.0.1:$PORT.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { CONTENT_API, type PublishedContent } from "../src/shared/content-api.ts";
import { fail } from "./lib/cli.ts";
import { refusal, signIn, siteUrl } from "./lib/site-client.ts";

const USAGE = "Usage: npm run content:export [-- FILE] [--url URL]";
const { positionals, values } = (() => {
  try {
    return parseArgs({ args: process.argv.slice(2), allowPositionals: true, options: { url: { type: "string" } } });
  } catch (error) {
    fail(`${(error as Error).message}. ${USAGE}`);
  }
})();
if (positionals.length > 1) fail(USAGE);

const url = siteUrl(values.url);
const site = await signIn(url);
const answer = await site.request(CONTENT_API.content);
if (!answer.ok) fail(`The site did not give its content: ${await refusal(answer)}`);
const published = (await answer.json()) as PublishedContent;
const [target] = positionals;
if (target) {
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
  writeFileSync(file, published.yaml);
  console.error(`wrote version ${published.version} (${published.source}) to ${target}`);
} else {
  process.stdout.write(published.yaml);
}
