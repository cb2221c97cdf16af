import type { Plugin } from "vite";

/** The guests' pages (Vite's entry names in vite.config.ts): what a guest's phone downloads. */
export const GUEST_ENTRIES = ["index", "photos", "slideshow"] as const;
/** Code only the couple's admin loads: the editor, its preview and the rest of the admin page. */
const ADMIN_CODE = /[\\/]src[\\/]client[\\/](?:admin|preview)[\\/]/;

/** What the guard reads of a bundle's chunk (Rollup's OutputChunk). */
export interface BundledChunk {
  type: "chunk";
  name: string;
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
  dynamicImports: readonly string[];
  moduleIds: readonly string[];
}

/**
 * Each admin module a guest's page would load, with the chunk it is in: every chunk a guest entry reaches, at
 * once or lazily, must hold none of the admin's code (issue 36: the editor's code never loads on the guest page).
 */
export function adminCodeInGuestPages(chunks: readonly BundledChunk[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = (chunk: BundledChunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const id of chunk.moduleIds) if (ADMIN_CODE.test(id)) found.push(`${id} (in ${chunk.fileName})`);
    for (const file of [...chunk.imports, ...chunk.dynamicImports]) visit(byFile.get(file));
  };
  for (const chunk of chunks) {
    if (chunk.isEntry && (GUEST_ENTRIES as readonly string[]).includes(chunk.name)) visit(chunk);
  }
  return found;
}

/** Stops the build when a guest's page would load admin code, naming the module and its chunk. */
export function guestCodeGuard(): Plugin {
  return {
    name: "wedding-guest-code-guard",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is BundledChunk & typeof output => output.type === "chunk",
      );
      const found = adminCodeInGuestPages(chunks);
      if (found.length > 0) this.error(`The guests' pages would load the admin's code:\n  ${found.join("\n  ")}`);
    },
  };
}
