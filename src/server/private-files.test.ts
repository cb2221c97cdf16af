import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { backupSite, restoreSite } from "../../scripts/lib/site-backup.ts";
import { aJpeg, photoRequest } from "../testing/photo-builders.ts";
import { anRsvpRequest, postJson } from "../testing/rsvp-builders.ts";
import { captureLogs } from "../testing/test-app.ts";
import { SQLITE_FILE_NAME } from "./db/database.ts";
import { parseEnv } from "./env.ts";
import { startServer } from "./server.ts";

/** Every folder and file under `dir` (itself included) with its permission bits. */
async function modesUnder(dir: string): Promise<{ path: string; dir: boolean; mode: number }[]> {
  const found = [{ path: ".", dir: true, mode: (await stat(dir)).mode & 0o777 }];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    found.push({ path: path.relative(dir, full), dir: entry.isDirectory(), mode: (await stat(full)).mode & 0o777 });
  }
  return found;
}

function octal(mode: number): string {
  return mode.toString(8).padStart(4, "0");
}

async function waitFor<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("files on disk are private (umask 0o022, the usual default)", () => {
  let previousUmask: number;
  let root: string;
  beforeAll(() => {
    // Forked workers (vitest pool "forks") may set the umask; 0o022 would leave new files 0644 and folders 0755.
    previousUmask = process.umask(0o022);
  });
  afterAll(() => {
    process.umask(previousUmask);
  });
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), "wedding-modes-"));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("makes DATA_DIR, the database, photo files, temp files, mails and backups 0700 / 0600", async () => {
    const dataDir = path.join(root, "data");
    const { logger, lines } = captureLogs();
    const server = await startServer(parseEnv({ PORT: "0", DATA_DIR: dataDir }), logger);
    let entries: Awaited<ReturnType<typeof modesUnder>> = [];
    try {
      const uploaded = await fetch(`${server.url}/api/photos`, photoRequest(await aJpeg({ gps: true })));
      expect(uploaded.status).toBe(201);
      const answered = await fetch(`${server.url}/api/rsvps`, postJson(anRsvpRequest()));
      expect(answered.status).toBe(201);
      await waitFor(async () => {
        const names = await readdir(path.join(dataDir, "mail")).catch(() => []);
        return names.some((name) => name.endsWith(".eml")) ? true : undefined;
      }, "the confirmation mail file");
      // While the server runs: closing the database checkpoints and removes the -wal and -shm files.
      entries = await modesUnder(dataDir);
    } finally {
      await server.close();
    }
    expect(lines.filter((line) => String(line.msg).includes("chmod 700"))).toEqual([]);

    const names = entries.map((entry) => entry.path);
    // Each kind of thing the brief names is really there, so the modes below are about them.
    for (const expected of [
      SQLITE_FILE_NAME,
      `${SQLITE_FILE_NAME}-wal`,
      `${SQLITE_FILE_NAME}-shm`,
      "tmp",
      "mail",
      path.join("uploads", ".tmp"),
    ]) {
      expect(names).toContain(expected);
    }
    for (const folder of ["uploads", "published", "thumbs"]) {
      expect(names.filter((name) => name.startsWith(path.join("uploads", folder) + path.sep))).toHaveLength(1);
    }
    expect(names.filter((name) => name.endsWith(".eml"))).toHaveLength(1);
    const wrong = entries
      .filter((entry) => entry.mode !== (entry.dir ? 0o700 : 0o600))
      .map((entry) => `${entry.path} ${octal(entry.mode)}`);
    expect(wrong).toEqual([]);

    const backupDir = path.join(root, "backup");
    await backupSite(dataDir, backupDir);
    const backupEntries = await modesUnder(backupDir);
    const mailName = names.find((name) => name.endsWith(".eml"));
    expect(backupEntries.map((entry) => entry.path)).toEqual(
      expect.arrayContaining([
        SQLITE_FILE_NAME,
        "manifest.json",
        mailName,
        ...names.filter((name) => /^uploads.(uploads|published|thumbs)./.test(name)),
      ]),
    );
    expect(backupEntries.filter((entry) => !entry.dir).length).toBeGreaterThanOrEqual(6);
    expect(
      backupEntries
        .filter((entry) => entry.mode !== (entry.dir ? 0o700 : 0o600))
        .map((entry) => `${entry.path} ${octal(entry.mode)}`),
    ).toEqual([]);

    const restored = path.join(root, "restored");
    await restoreSite(backupDir, restored);
    expect(
      (await modesUnder(restored))
        .filter((entry) => entry.mode !== (entry.dir ? 0o700 : 0o600))
        .map((entry) => `${entry.path} ${octal(entry.mode)}`),
    ).toEqual([]);
  });

  it("backs up an older install's open files as private copies", async () => {
    const dataDir = path.join(root, "data");
    const server = await startServer(parseEnv({ PORT: "0", DATA_DIR: dataDir }), captureLogs().logger);
    await server.close();
    await chmod(path.join(dataDir, SQLITE_FILE_NAME), 0o644);
    await writeFile(path.join(dataDir, "mail", "20250101T000000Z-old.eml"), "Subject: hi\r\n\r\nhi\r\n", {
      mode: 0o644,
    });
    const backup = path.join(root, "backup");
    await backupSite(dataDir, backup);
    const entries = await modesUnder(backup);
    expect(entries.map((entry) => entry.path)).toEqual(
      expect.arrayContaining([SQLITE_FILE_NAME, path.join("mail", "20250101T000000Z-old.eml")]),
    );
    expect(
      entries
        .filter((entry) => entry.mode !== (entry.dir ? 0o700 : 0o600))
        .map((entry) => `${entry.path} ${octal(entry.mode)}`),
    ).toEqual([]);
  });

  it("warns once, saying how to fix it, when DATA_DIR is open to other users", async () => {
    const dataDir = path.join(root, "open");
    await mkdir(dataDir);
    await chmod(dataDir, 0o755);
    const { logger, lines } = captureLogs();
    const server = await startServer(parseEnv({ PORT: "0", DATA_DIR: dataDir }), logger);
    await server.close();
    const warnings = lines.filter((line) => String(line.msg).includes("chmod 700"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: "warn" });
    expect(String(warnings[0]?.msg)).toContain(`DATA_DIR ${dataDir}`);
    expect(String(warnings[0]?.msg)).toContain("0755");
    expect(String(warnings[0]?.msg)).toContain(`chmod 700 ${dataDir}`);
    // The warning is all: the operator's folder keeps its mode.
    expect((await stat(dataDir)).mode & 0o777).toBe(0o755);
  });
});
