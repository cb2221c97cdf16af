import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The import rules in biome.json, checked the way `npm run lint` checks them:
 * probe files are written into a scratch copy of the layout and linted, in
 * one run, with the project's own configuration.
 */
const REFUSED: [what: string, file: string, specifier: string][] = [
  ["a section importing another section", "src/client/sections/rsvp/", "../gallery/gallery.tsx"],
  [
    "a nested section file importing another section",
    "src/client/sections/hero/particles/",
    "../../gallery/gallery.tsx",
  ],
  ["the page importing server code", "src/client/sections/rsvp/", "../../../server/app.ts"],
  ["the admin importing server code", "src/client/admin/", "../../server/app.ts"],
  ["the guest page importing admin code", "src/client/", "./admin/admin-app.tsx"],
  ["a section importing admin code", "src/client/sections/rsvp/", "../../admin/admin-app.tsx"],
  ["the server importing page code", "src/server/", "../client/app.tsx"],
  ["shared code importing the server", "src/shared/", "../server/app.ts"],
  ["shared code importing the page", "src/shared/", "../client/app.tsx"],
  ["the page bundling zod", "src/client/sections/rsvp/", "zod"],
];

const ALLOWED: [what: string, file: string, specifier: string][] = [
  ["a section using lib/", "src/client/sections/rsvp/", "../../lib/analytics.ts"],
  ["a section using components/", "src/client/sections/rsvp/", "../../components/external-link.tsx"],
  ["a nested section file using its own section", "src/client/sections/hero/particles/", "../hero-names.tsx"],
  ["a nested section file using lib/", "src/client/sections/hero/particles/", "../../../lib/webgl.ts"],
  ["the page using shared code", "src/client/sections/rsvp/", "../../../shared/rsvp.ts"],
  ["the admin using its own code", "src/client/admin/", "./tabs.tsx"],
  ["the server using shared code", "src/server/", "../shared/admin-api.ts"],
  ["the server using a file named like the client", "src/server/", "./client-address.ts"],
];

const root = fileURLToPath(new URL("../..", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "import-rules-"));
const probes = [...REFUSED, ...ALLOWED].map(([what, folder, specifier], index) => ({
  what,
  file: `${folder}probe-${index}.${folder.startsWith("src/client") ? "tsx" : "ts"}`,
  specifier,
}));
/** Files Biome reported a restricted import in. */
let flagged = new Set<string>();

beforeAll(() => {
  const config = JSON.parse(readFileSync(path.join(root, "biome.json"), "utf8"));
  // The scratch folder is not a git checkout, and its schema path would point nowhere.
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(path.join(scratch, "biome.json"), JSON.stringify(config));
  for (const { file, specifier } of probes) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), `import * as probe from "${specifier}";\nexport const used = probe;\n`);
  }
  const result = spawnSync(
    path.join(root, "node_modules/.bin/biome"),
    ["lint", "--only=style/noRestrictedImports", "--colors=off", "--max-diagnostics=none", "src"],
    { cwd: scratch, encoding: "utf8" },
  );
  const report = result.stdout + result.stderr;
  flagged = new Set(
    [...report.matchAll(/^(\S+):\d+:\d+ lint\/style\/noRestrictedImports/gm)].map((match) => match[1] ?? ""),
  );
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("import rules", () => {
  it.each(probes.slice(0, REFUSED.length))("refuses $what", ({ file }) => {
    expect(flagged).toContain(file);
  });

  it.each(probes.slice(REFUSED.length))("allows $what", ({ file }) => {
    expect(flagged).not.toContain(file);
  });
});
