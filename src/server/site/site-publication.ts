import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { checkContentFile, picturesNamed } from "../../shared/content-file.ts";
import { type CheckedContent, ContentError, contentFor, type WeddingContent } from "../../shared/content-schema.ts";
import type { ImageManifest } from "../../shared/image-manifest.ts";
import { type ContentRepository, MAX_HISTORY_PAGE, type Publication } from "../db/content-repository.ts";
import type { Database } from "../db/database.ts";
import {
  type GuestPages,
  PAGE_IMAGES_FILE,
  PAGE_TEMPLATE_FILE,
  type PageEntry,
  pageTemplateFile,
  RENDER_DIR,
  renderedPage,
} from "../guest-page.ts";
import { type LiveContent, liveContent } from "../live-content.ts";
import type { Logger } from "../logger.ts";
import { loadCodeBuild, loadRenderEntry } from "../publishing/code-build.ts";
import { createContentPictures } from "../publishing/content-pictures.ts";
import { followPublication, type PublicationFollower } from "../publishing/publication-follower.ts";
import { publishSiteInWorker } from "../publishing/publish-in-worker.ts";
import { isPublicSiteFile } from "../publishing/publish-site.ts";
import { directoryVariantCache, type VariantCache } from "../publishing/responsive-images.ts";
import { createSiteStore, type MaterialisedFile, sha256Hex } from "../publishing/site-store.ts";
import {
  type ContentPublishing,
  checkStoredVersion,
  createContentPublishing,
  PublishRaceError,
} from "../services/content-publishing.ts";
import type { BlobStore } from "../storage/blob-store.ts";
import { ServedSite, siteFolder } from "./served-site.ts";

/** The seed: the couple's file and its pictures (content/wedding.yaml, content/images), beside the code. */
export interface SeedFiles {
  file: string;
  imagesDir: string;
}

export interface SitePublicationDeps {
  database: Database;
  versions: ContentRepository;
  blobs: BlobStore;
  dataDir: string;
  logger: Logger;
  /** The code build's page (dist/client); without one, the seed's content serves the API alone. */
  clientDir: string | undefined;
  seed: SeedFiles;
  /** Variants the build encoded already (node_modules/.cache), read before encoding again. */
  buildVariantCacheDir?: string;
}

/** What the server is built from: the content its rules read, and with a code build, the files and the publisher. */
export interface SitePublication {
  live: LiveContent;
  site: ServedSite | undefined;
  guestPages: GuestPages | undefined;
  publishing: ContentPublishing | undefined;
  /** Reads the pointer every few seconds (and on PostgreSQL's notification): a switch anywhere is served here. */
  follow(options?: { intervalMs?: number }): PublicationFollower;
}

/**
 * Opens the site's publication (ADR 050) at start: the published version
 * when there is one (made again when the code build is new: a deploy), else
 * the seed file published as the first version; then the files are laid out
 * on this instance and served whole. Without a code build (the API alone)
 * the rules read the published version, or the seed file.
 */
export async function openSitePublication(deps: SitePublicationDeps): Promise<SitePublication> {
  const { versions, logger } = deps;
  const code = deps.clientDir ? await loadCodeBuild(path.dirname(deps.clientDir)).catch(() => null) : null;
  const published = await versions.currentPublication();
  // A wrong seed file stops a first start (naming its line), and is only warned of once something is published.
  const seed = await readSeed(deps.seed, published !== null, logger);
  const stored = published && checkStoredVersion(await requireVersion(versions, published.versionId));
  if (!code || !deps.clientDir) {
    // The API alone (npm run dev beside Vite, which shows the file; the tests): the file is the content.
    const live = liveContent(seed?.source ?? (stored as CheckedContent));
    return { live, site: undefined, guestPages: undefined, publishing: undefined, follow: () => notFollowing };
  }
  const live = liveContent(stored ?? (seed as ReadSeed).source);

  const sites = createSiteStore(deps.blobs);
  const pictures = createContentPictures(deps.blobs);
  const site = new ServedSite(deps.clientDir, path.join(deps.dataDir, "sites"));
  const guestPages = new PublishedGuestPages(loadRenderEntry(code));
  const variants = deps.buildVariantCacheDir
    ? layered(sites.variants, directoryVariantCache(deps.buildVariantCacheDir))
    : sites.variants;
  let shown: number | null = null;
  let showing: Promise<void> = Promise.resolve();

  /**
   * Lays the publication's files out here and switches this instance to them, then its rules; one at a time (a
   * publish on this instance and the follower can both bring the same generation).
   */
  function show(publication: Publication, source?: CheckedContent): Promise<void> {
    const next = showing.then(() => showNow(publication, source));
    showing = next.catch(() => undefined);
    return next;
  }

  async function showNow(publication: Publication, source?: CheckedContent): Promise<void> {
    // Generations only grow: one read before a switch this instance has shown since is not shown again.
    if (shown !== null && publication.generation <= shown) return;
    const files = await sites.materialiseSite(publication.site, path.join(deps.dataDir, "site-cache"));
    const publicFiles = new Map([...files].filter(([filePath]) => isPublicSiteFile({ path: filePath })));
    // Named by the site's content key (site/index/<sha256>.json): the same files are laid out once.
    const name = path.basename(publication.site, ".json");
    const folder = await siteFolder(path.join(deps.dataDir, "sites"), name, async () => publicFiles);
    const checked = source ?? checkStoredVersion(await requireVersion(versions, publication.versionId));
    await guestPages.use(files, publication.generation);
    await site.show(folder);
    live.replace(checked);
    shown = publication.generation;
  }

  const publishing = createContentPublishing({
    database: deps.database,
    versions,
    pictures,
    sites,
    build: {
      id: code.buildId,
      makeSite: (source, named) => publishSiteInWorker({ source, pictures: named, code, variants }),
    },
    show,
    live,
    logger,
  });

  if (seed && (await seedChanged(versions, seed, published))) {
    await publishSeed(publishing, pictures, seed, logger);
  } else if (published && published.codeBuild !== code.buildId) {
    logger.info({ version: published.versionId }, "a new code build: publishing the content again with it");
    await publishing.republish(published).catch(async (error: unknown) => {
      if (!(error instanceof PublishRaceError)) throw error;
    });
  }
  const current = await versions.currentPublication();
  if (current) await show(current);

  return {
    live,
    site,
    guestPages,
    publishing,
    follow: ({ intervalMs } = {}) =>
      followPublication({
        read: () => versions.currentPublication(),
        onChange: (publication) => show(publication),
        logger,
        serving: shown,
        ...(intervalMs ? { intervalMs } : {}),
      }),
  };
}

/** Nothing to follow: the API alone serves the seed file. */
const notFollowing: PublicationFollower = { poke: () => undefined, stop: async () => undefined };

/** The seed file as read: its text, its pictures by hash, and the content checked. */
interface ReadSeed {
  yaml: string;
  fileName: string;
  pictures: Record<string, Buffer>;
  source: CheckedContent;
}

/**
 * The seed file, checked with its pictures in its images folder. A mistake
 * stops a first start, naming its line; once a version is published it is
 * only warned of (the site goes on with what it has).
 */
async function readSeed(seed: SeedFiles, published: boolean, logger: Logger): Promise<ReadSeed | null> {
  const fileName = path.relative(process.cwd(), seed.file) || seed.file;
  const yaml = await readFile(seed.file, "utf8").catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    if (published) return null;
    throw new ContentError(
      `Nothing is published yet and there is no ${fileName} to start from: run the server in the site's folder.`,
    );
  });
  if (yaml === null) return null;
  let source: CheckedContent;
  try {
    source = checkContentFile(yaml, {
      fileName,
      pictureExists: (name) => existsSync(path.join(seed.imagesDir, name)),
    });
  } catch (error) {
    if (!published || !(error instanceof ContentError)) throw error;
    logger.warn(`${fileName} was not published again: ${error.message}`);
    return null;
  }
  const pictures: Record<string, Buffer> = {};
  for (const { picture } of picturesNamed(contentFor(source, "couple"))) {
    pictures[picture] ??= await readFile(path.join(seed.imagesDir, picture));
  }
  return { yaml, fileName: path.basename(seed.file), pictures, source };
}

/**
 * Whether the seed file is to be published: nothing is yet, or the file (or
 * a picture it names) is not what was last published from it. The couple who
 * edit the file and start the site see their edit; a version published since
 * by other means stays while the file is unchanged.
 */
async function seedChanged(versions: ContentRepository, seed: ReadSeed, published: Publication | null) {
  if (!published) return true;
  const last = await lastSeedVersion(versions);
  if (!last) return false;
  const hashes = Object.entries(seed.pictures).map(([name, bytes]) => [name, sha256Hex(bytes)] as const);
  return (
    last.yaml !== seed.yaml ||
    hashes.length !== Object.keys(last.pictures).length ||
    hashes.some(([name, hash]) => last.pictures[name] !== hash)
  );
}

async function lastSeedVersion(versions: ContentRepository) {
  let beforeId: number | null = null;
  do {
    const page = await versions.history({ limit: MAX_HISTORY_PAGE, beforeId });
    const found = page.versions.find((version) => version.source === "seed");
    if (found) return versions.find(found.id);
    beforeId = page.nextBeforeId;
  } while (beforeId !== null);
  return null;
}

/** The seed published as a version: its pictures stored, then the file. */
async function publishSeed(
  publishing: ContentPublishing,
  pictures: ReturnType<typeof createContentPictures>,
  seed: ReadSeed,
  logger: Logger,
): Promise<void> {
  const hashes: Record<string, string> = {};
  for (const [name, bytes] of Object.entries(seed.pictures)) hashes[name] = await pictures.putPicture(bytes);
  try {
    const answer = await publishing.publish(
      { yaml: seed.yaml, fileName: seed.fileName, pictures: hashes },
      { source: "seed", createdBy: "seed file" },
    );
    logger.info({ version: answer.version, seconds: answer.seconds }, `published ${seed.fileName} as a version`);
  } catch (error) {
    // Another instance, started at the same moment, published it first: its version is the one to serve.
    if (!(error instanceof PublishRaceError)) throw error;
  }
}

async function requireVersion(versions: ContentRepository, id: number) {
  const version = await versions.find(id);
  if (!version) throw new Error(`The published version ${id} is missing from the database`);
  return version;
}

/** Variants from the first cache, else the second's (copied into the first); new ones kept in both. */
function layered(first: VariantCache, second: VariantCache): VariantCache {
  return {
    async get(key) {
      const found = await first.get(key);
      if (found) return found;
      const other = await second.get(key);
      if (other) await first.put(key, other);
      return other;
    },
    async put(key, body) {
      await Promise.all([first.put(key, body), second.put(key, body).catch(() => undefined)]);
    },
  };
}

/**
 * A household's page rendered from the published version's page and pictures
 * (render/page.html and render/images.json, never served) with the code
 * build's render entry; `version` changes with each publication, so pages
 * rendered before it are not reused.
 */
class PublishedGuestPages implements GuestPages {
  private current: { templates: Map<string, string>; images: ImageManifest; generation: number } | null = null;

  constructor(private readonly entry: Promise<PageEntry>) {}

  async use(files: ReadonlyMap<string, MaterialisedFile>, generation: number): Promise<void> {
    const template = files.get(`${RENDER_DIR}/${PAGE_TEMPLATE_FILE}`);
    const images = files.get(`${RENDER_DIR}/${PAGE_IMAGES_FILE}`);
    if (!template || !images) throw new Error("The published site has no render/page.html or render/images.json");
    // The page around an empty root in each of the site's languages (render/page.html, render/page-zu.html…).
    const templates = new Map<string, string>();
    for (const [name, file] of files) {
      const inRender = name.startsWith(`${RENDER_DIR}/`) ? name.slice(RENDER_DIR.length + 1) : "";
      if (/^page(?:-[a-z]{2})?\.html$/.test(inRender)) templates.set(inRender, await readFile(file.file, "utf8"));
    }
    this.current = {
      templates,
      images: JSON.parse(await readFile(images.file, "utf8")) as ImageManifest,
      generation,
    };
  }

  version(): string {
    return String(this.current?.generation ?? "");
  }

  async render(content: WeddingContent): Promise<string> {
    if (!this.current) throw new Error("No version of the site is published yet");
    const template = this.current.templates.get(pageTemplateFile(content));
    if (template === undefined) throw new Error(`The published site has no ${RENDER_DIR}/${pageTemplateFile(content)}`);
    return renderedPage(template, await this.entry, content, this.current.images);
  }
}
