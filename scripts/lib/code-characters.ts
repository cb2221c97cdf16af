import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The characters beyond ASCII the guests' pages' own code can show (the
 * characters of their sources, a superset of their strings), collected when
 * the code is built: the server that publishes content has no sources, and
 * subsets the fonts to these and the content's (web-fonts.ts pageCharacters).
 */
export function codeCharacters(root: string, sourceDirs = ["src/client", "src/shared"]): string {
  const characters = new Set<string>();
  for (const dir of sourceDirs) {
    for (const entry of readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })) {
      if (!/\.(ts|tsx)$/.test(entry) || /\.test\.tsx?$/.test(entry) || entry.startsWith(`admin${path.sep}`)) continue;
      for (const character of withoutComments(readFileSync(path.join(root, dir, entry), "utf8"))) {
        if (character > "\u007f") characters.add(character);
      }
    }
  }
  return [...characters].sort().join("");
}

/** Source text less its comments (whose arrows and maths symbols no guest sees); a line's `//` only after a space, so URLs stay. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|\s)\/\/.*$/gm, "$1");
