import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

/** The docs a couple or an operator follows: the README and everything under docs/. */
function docs(): { file: string; text: string }[] {
  const files = [
    "README.md",
    ...readdirSync("docs", { recursive: true, encoding: "utf8" }).map((f) => path.join("docs", f)),
  ];
  return files.filter((file) => file.endsWith(".md")).map((file) => ({ file, text: readFileSync(file, "utf8") }));
}

it("has an npm script for every `npm run` the docs tell someone to type", () => {
  const scripts = Object.keys((JSON.parse(readFileSync("package.json", "utf8")) as { scripts: object }).scripts);
  const named = docs().flatMap(({ file, text }) =>
    // "npm run bench:" introduces the family of benchmarks, not a command.
    [...text.matchAll(/npm run ([a-z][\w:-]*[\w])\b(?!:)/g)].map((match) => ({ file, script: match[1] ?? "" })),
  );
  expect(named.length).toBeGreaterThan(20);
  expect(named.filter(({ script }) => !scripts.includes(script))).toEqual([]);
});
