import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The Vitest files (`*.test.ts`, `*.test.tsx` under src, scripts, content and
 * tests) whose text matches `declares`: found by reading them, as a tag or a
 * declaration in a file's text says how it must run.
 */
export function testFilesDeclaring(declares: RegExp): string[] {
  return ["src", "scripts", "content", "tests"]
    .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => path.join(dir, file)))
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => declares.test(readFileSync(file, "utf8")));
}
