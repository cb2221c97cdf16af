/** `npm run content:schema`: rewrites content/wedding.schema.json after a change to the content schema. */
import { writeFile } from "node:fs/promises";
import { contentJsonSchema } from "./lib/content-json-schema.ts";

const target = new URL("../content/wedding.schema.json", import.meta.url);
await writeFile(target, contentJsonSchema());
console.log("wrote content/wedding.schema.json");
