import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The import rules in biome.json, checked the way `npm run lint` checks them:
 * probe files are written into a scratch copy of the layout and linted, in
 * one run, with the project's own configuration. A probe is a folder (the
 * probe gets a name of its own there) or a file's exact path.
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
  ["a route importing db/", "src/server/routes/", "../db/database.ts"],
  ["a route importing a repository", "src/server/routes/", "../db/photo-repository.ts"],
  ["a service importing a route", "src/server/services/", "../routes/rsvps.ts"],
  ["a service importing the admin's routes", "src/server/services/", "../admin/admin-routes.ts"],
  ["a repository importing a service", "src/server/db/", "../services/rsvp-service.ts"],
  ["a repository importing a route", "src/server/db/", "../routes/rsvps.ts"],
  ["a repository importing the admin's routes", "src/server/db/", "../admin/admin-routes.ts"],
  ["a repository importing mail", "src/server/db/", "../mail/templates.ts"],
  ["mail importing a service", "src/server/mail/", "../services/rsvp-service.ts"],
  ["mail importing a route", "src/server/mail/", "../routes/rsvps.ts"],
  ["storage importing a service", "src/server/storage/", "../services/photo-service.ts"],
  ["storage importing a route", "src/server/storage/", "../routes/photos.ts"],
  ["a service importing a migration", "src/server/services/", "../db/migrations/001-initial.ts"],
  ["a service importing the HTTP framework", "src/server/services/", "hono"],
  ["a service importing the HTTP framework's errors", "src/server/services/", "hono/http-exception"],
  ["a repository importing a migration", "src/server/db/", "./migrations/005-admin-session-password.ts"],
  ["the admin importing a migration", "src/server/admin/", "../db/migrations/005-admin-session-password.ts"],
  ["a server test importing a migration", "src/server/routes/migrated.test.ts", "../db/migrations/001-initial.ts"],
  ["test helpers importing a migration", "src/testing/", "../server/db/migrations/001-initial.ts"],
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
  ["a route using a service", "src/server/routes/", "../services/rsvp-service.ts"],
  ["a route using the admin's helpers", "src/server/routes/", "../admin/auth.ts"],
  ["a service using db/", "src/server/services/", "../db/rsvp-repository.ts"],
  ["a service using mail", "src/server/services/", "../mail/templates.ts"],
  ["a service using the domain errors", "src/server/services/", "../errors.ts"],
  ["db/ using its own files", "src/server/db/", "./schema.ts"],
  ["db/ using shared code", "src/server/db/", "../../shared/mail-outbox.ts"],
  ["mail using shared code", "src/server/mail/", "../../shared/html.ts"],
  ["mail using db/", "src/server/mail/", "../db/outbox-repository.ts"],
  ["the admin using db/", "src/server/admin/", "../db/database.ts"],
  ["the composition root using db/", "src/server/", "./db/database.ts"],
  ["the migrator using a migration", "src/server/db/database.ts", "./migrations/001-initial.ts"],
  ["a migration using a normal module", "src/server/db/migrations/", "../admin-settings.ts"],
  ["a route's test seeding through db/", "src/server/routes/seeded.test.ts", "../db/photo-repository.ts"],
];

/** Pairs of files importing each other, refused anywhere: a type-only import is part of a cycle too. */
const CYCLES: [what: string, files: [string, string], keyword: "import" | "import type"][] = [
  ["an import cycle", ["src/server/services/cycle-a.ts", "src/server/services/cycle-b.ts"], "import"],
  ["a type-only import cycle", ["src/shared/cycle-a.ts", "src/shared/cycle-b.ts"], "import type"],
];

const root = fileURLToPath(new URL("../..", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "import-rules-"));
const probes = [...REFUSED, ...ALLOWED].map(([what, where, specifier], index) => ({
  what,
  file: where.endsWith("/") ? `${where}probe-${index}.${where.startsWith("src/client") ? "tsx" : "ts"}` : where,
  specifier,
}));
/** Files Biome reported a restricted import in. */
let flagged = new Set<string>();
/** Files Biome reported an import cycle in. */
let inCycles = new Set<string>();

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
  for (const [, pair, keyword] of CYCLES) {
    pair.forEach((file, i) => {
      const other = path.basename(pair[1 - i] ?? "");
      mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
      writeFileSync(
        path.join(scratch, file),
        `${keyword} { Shape as Theirs } from "./${other}";\nexport type Shape = { theirs?: Theirs };\n`,
      );
    });
  }
  const result = spawnSync(
    path.join(root, "node_modules/.bin/biome"),
    [
      "lint",
      "--only=style/noRestrictedImports",
      "--only=suspicious/noImportCycles",
      // Only errors fail `npm run lint`: a rule left at "warn" (noImportCycles's default) refuses nothing.
      "--diagnostic-level=error",
      "--colors=off",
      "--max-diagnostics=none",
      "src",
    ],
    { cwd: scratch, encoding: "utf8" },
  );
  const report = result.stdout + result.stderr;
  const reported = (rule: string) =>
    new Set([...report.matchAll(new RegExp(`^(\\S+):\\d+:\\d+ lint/${rule}`, "gm"))].map((match) => match[1] ?? ""));
  flagged = reported("style/noRestrictedImports");
  inCycles = reported("suspicious/noImportCycles");
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("import rules", () => {
  it.each(probes.slice(0, REFUSED.length))("refuses $what", ({ file }) => {
    expect(flagged).toContain(file);
  });

  it.each(probes.slice(REFUSED.length))("allows $what", ({ file }) => {
    expect(flagged).not.toContain(file);
    expect(inCycles).not.toContain(file);
  });

  it.each(CYCLES)("refuses %s", (_what, pair) => {
    expect([...inCycles].filter((file) => pair.includes(file)).sort()).toEqual([...pair].sort());
  });
});
