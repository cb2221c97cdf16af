import { randomBytes } from "node:crypto";
import { access, copyFile, link, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";
import { mkdirPrivate } from "../private-files.ts";

/** Where a published file is on this machine (the site store's local copies, by hash: site-store.ts). */
export interface LocalFile {
  file: string;
}

/** Sent with a .br and a .gz copy beside it, so no request is compressed on the fly (as the build does for code). */
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|ics|webmanifest)$/;
const COMPLETE_MARKER = ".complete";
/** A guest part-way through a visit still gets the pictures of the version their page came from. */
const VERSIONS_KEPT = 2;

/**
 * Lays a published site's files out under `sitesDir/<name>` as the tree
 * guests request (links to the local copies, no second copy of a picture),
 * with compressed copies, whole or not at all: it is made beside and renamed
 * into place, so an instance never serves half of one. A folder already
 * there is the same site (its name is the site's content key).
 */
export async function siteFolder(
  sitesDir: string,
  name: string,
  files: () => Promise<ReadonlyMap<string, LocalFile>>,
): Promise<string> {
  const folder = path.join(sitesDir, safeName(name));
  if (await exists(path.join(folder, COMPLETE_MARKER))) return folder;
  await mkdirPrivate(sitesDir);
  const temporary = `${folder}.tmp-${randomBytes(6).toString("hex")}`;
  try {
    for (const [relative, { file }] of await files()) {
      const target = path.join(temporary, relative);
      if (!target.startsWith(temporary + path.sep))
        throw new Error(`A published file's path leaves its site: ${relative}`);
      await mkdirPrivate(path.dirname(target));
      // Another file system (a cache on another disk) cannot be linked to: copied then.
      await link(file, target).catch(() => copyFile(file, target));
      if (!COMPRESSIBLE.test(relative)) continue;
      const body = await readFile(file);
      if (body.length < 512) continue;
      const [br, gz] = await Promise.all([
        promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        promisify(gzip)(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
    }
    await writeFile(path.join(temporary, COMPLETE_MARKER), "");
    await rm(folder, { recursive: true, force: true });
    await rename(temporary, folder);
    return folder;
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    throw error;
  }
}

/**
 * What the server sends for the site's files: the published version's folder
 * first, the one before it (for guests mid-visit), then the code build
 * (dist/client: the page's hashed scripts and styles). `show` switches to a
 * newly materialised version at once for every later request.
 */
export class ServedSite {
  private folders: string[] = [];
  private readonly handlers = new Map<string, MiddlewareHandler>();

  constructor(
    private readonly codeDir: string,
    private readonly sitesDir: string | null = null,
  ) {}

  /** The published version's folder, or null before the first publish (the code build's own files then). */
  get current(): string | null {
    return this.folders[0] ?? null;
  }

  /** Makes `folder` the one served; removes folders of versions older than the one before it. */
  async show(folder: string): Promise<void> {
    this.folders = [folder, ...this.folders.filter((kept) => kept !== folder)].slice(0, VERSIONS_KEPT);
    for (const handler of this.handlers.keys()) if (!this.folders.includes(handler)) this.handlers.delete(handler);
    if (this.sitesDir) await this.removeOthers(this.sitesDir);
  }

  /** A page's file (e.g. "privacy.html") in the current version, else in the code build. */
  async file(relative: string): Promise<string | null> {
    for (const root of [this.current, this.codeDir]) {
      if (root === null) continue;
      const candidate = path.join(root, relative);
      if (await exists(candidate)) return candidate;
    }
    return null;
  }

  /** Serves a request's file from the folders in order; passes on when none has it. */
  readonly middleware: MiddlewareHandler = (c, next) => {
    const roots = [...this.folders, this.codeDir];
    const serve = (index: number): ReturnType<MiddlewareHandler> => {
      const root = roots[index];
      if (root === undefined) return next();
      return this.handlerFor(root)(c, () => serve(index + 1) as Promise<void>);
    };
    return serve(0);
  };

  private handlerFor(root: string): MiddlewareHandler {
    let handler = this.handlers.get(root);
    if (!handler) {
      handler = serveStatic({ root, precompressed: true });
      this.handlers.set(root, handler);
    }
    return handler;
  }

  private async removeOthers(sitesDir: string): Promise<void> {
    const entries = await readdir(sitesDir).catch(() => []);
    await Promise.all(
      entries
        .map((entry) => path.join(sitesDir, entry))
        .filter((folder) => !this.folders.includes(folder) && !folder.includes(".tmp-"))
        .map((folder) => rm(folder, { recursive: true, force: true })),
    );
  }
}

function safeName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]/g, "_");
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}
