import { randomUUID } from "node:crypto";
import { chmodSync, closeSync, fchmodSync, mkdirSync, openSync } from "node:fs";
import { chmod, mkdir, open, rename, rm, stat } from "node:fs/promises";
import path from "node:path";

/**
 * Everything under DATA_DIR (the database, guests' original photos with their
 * GPS location, mails with names and addresses, backups) is for the site's
 * own user only. Modes are set at creation whatever the process umask: a
 * umask only removes bits, so 0o700/0o600 at creation cannot come out wider,
 * and the chmod after mkdir covers a umask that removes owner bits too.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` and any missing parents as 0700; an existing folder keeps its mode. */
export async function mkdirPrivate(dir: string): Promise<void> {
  const first = await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  for (const created of createdChain(first, dir)) await chmod(created, PRIVATE_DIR_MODE);
}

export function mkdirPrivateSync(dir: string): void {
  const first = mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  for (const created of createdChain(first, dir)) chmodSync(created, PRIVATE_DIR_MODE);
}

/**
 * Creates an empty 0600 file when `file` does not exist yet (for libraries
 * that create files with their own mode, such as SQLite's 0644); an existing
 * file is left as it is. SQLite gives its -wal and -shm files the database
 * file's mode, so they come out 0600 too.
 */
export function createPrivateFileSync(file: string): void {
  let fd: number;
  try {
    fd = openSync(file, "wx", PRIVATE_FILE_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return;
    throw error;
  }
  try {
    fchmodSync(fd, PRIVATE_FILE_MODE);
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes `bytes` to a new 0600 file `file`, all or nothing: a temp file beside
 * it (see isPartialFile) is flushed, renamed into place and the folder
 * flushed, so readers and a crash see the whole file or none.
 */
export async function writePrivateFileAtomically(file: string, bytes: Buffer): Promise<void> {
  const temp = path.join(path.dirname(file), `.${randomUUID()}.part`);
  try {
    const handle = await open(temp, "wx", PRIVATE_FILE_MODE);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  const folder = await open(path.dirname(file), "r");
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

/** A temp file writePrivateFileAtomically was writing: renamed once whole, so one still there was left by a crash. */
export function isPartialFile(name: string): boolean {
  return /^\.[^/]+\.part$/.test(name);
}

/**
 * One line for the start-up log when DATA_DIR exists and other users may read
 * or write it (an older install, or a folder made by hand), saying how to fix
 * it; null when it is private or does not exist yet.
 */
export async function dataDirExposure(dataDir: string): Promise<string | null> {
  const info = await stat(dataDir).catch(() => null);
  if (!info?.isDirectory()) return null;
  const mode = info.mode & 0o777;
  if ((mode & 0o077) === 0) return null;
  return `DATA_DIR ${dataDir} can be read or written by other users (mode ${mode.toString(8).padStart(4, "0")}): it holds guests' data; run: chmod 700 ${dataDir}`;
}

/** The folders mkdir created: from the first one it reports down to `dir`. */
function createdChain(first: string | undefined, dir: string): string[] {
  if (!first) return [];
  const chain: string[] = [];
  const top = path.resolve(first);
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    chain.unshift(current);
    if (current === top || path.dirname(current) === current) break;
  }
  return chain;
}
