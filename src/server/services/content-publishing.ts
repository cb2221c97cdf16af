import type { DraftContent, PublishAnswer, PublishRequest } from "../../shared/content-api.ts";
import { checkContentFile, picturesNamed, problemsIn } from "../../shared/content-file.ts";
import { type CheckedContent, ContentError, contentFor } from "../../shared/content-schema.ts";
import type { ContentRepository, ContentVersion, Publication } from "../db/content-repository.ts";
import type { Database } from "../db/database.ts";
import type { ContentVersionSource } from "../db/schema.ts";
import { DomainError } from "../errors.ts";
import type { LiveContent } from "../live-content.ts";
import type { Logger } from "../logger.ts";
import type { ContentPictureStore } from "../publishing/content-pictures.ts";
import type { SiteStore } from "../publishing/site-store.ts";
import { type PreviewPicture, previewPicture } from "./picture-preview.ts";

/** One picture the publisher reads by the name the content gives it. */
export interface VersionPictures {
  list(): string[];
  read(name: string): Promise<Buffer>;
}

/** The site's files made from a version: the publisher in its worker, with the code build (publish-in-worker.ts). */
export type MakeSite = (source: CheckedContent, pictures: VersionPictures) => Promise<SiteFile[]>;
export interface SiteFile {
  path: string;
  body: Buffer;
  contentType: string;
}

export interface ContentPublishingDeps {
  database: Database;
  versions: ContentRepository;
  pictures: ContentPictureStore;
  sites: SiteStore;
  /** Makes the files; the code build's id names which code they were made with. */
  build: { id: string; makeSite: MakeSite };
  /** Serves a publication on this instance (its files, its content) before the publish answers. */
  show: (publication: Publication, source: CheckedContent) => Promise<void>;
  live: LiveContent;
  logger: Logger;
  now?: () => Date;
}

/** A file the checks refused: nothing was stored or published. The body lists each problem with its line. */
export class ContentRejectedError extends DomainError {
  override name = "ContentRejectedError";
  readonly status = 422;
  readonly code = "content_invalid";

  constructor(readonly problems: string[]) {
    super(
      problems.length === 1
        ? `The file was not published: ${problems[0]}`
        : `The file was not published: ${problems.length} problems.`,
    );
  }

  override details() {
    return { problems: this.problems };
  }
}

/** Another version was published while this one was being made: the couple's is stored, not switched in. */
export class PublishRaceError extends DomainError {
  override name = "PublishRaceError";
  readonly status = 409;
  readonly code = "publish_conflict";

  constructor() {
    super("Another version was published while this one was being made: look at it, then publish again.");
  }
}

export class NothingPublishedError extends DomainError {
  override name = "NothingPublishedError";
  readonly status = 404;
  readonly code = "nothing_published";

  constructor() {
    super("Nothing has been published yet.");
  }
}

export class NoDraftError extends DomainError {
  override name = "NoDraftError";
  readonly status = 404;
  readonly code = "no_draft";

  constructor() {
    super("There is no draft: everything saved has been published.");
  }
}

export class VersionNotFoundError extends DomainError {
  override name = "VersionNotFoundError";
  readonly status = 404;
  readonly code = "version_not_found";

  constructor() {
    super("There is no such version of the content.");
  }
}

/** How a stored version's file is checked again (it passed once: its pictures are its own). */
export function checkStoredVersion(version: Pick<ContentVersion, "yaml" | "pictures">): CheckedContent {
  return checkContentFile(version.yaml, {
    fileName: "wedding.yaml",
    pictureExists: (name) => name in version.pictures,
  });
}

/**
 * Publishing (ADR 050): a file is checked with content:check's schema and
 * messages, stored as a version, made into the site's files in a worker,
 * stored once by hash, and switched in by compare-and-set on the pointer,
 * which every instance follows. One publish at a time on an instance; of
 * two instances publishing at once, one switches and the other is told so.
 */
export function createContentPublishing(deps: ContentPublishingDeps) {
  const { versions, pictures, sites, build, logger } = deps;
  const now = deps.now ?? (() => new Date());
  let queue: Promise<unknown> = Promise.resolve();
  /** One publish after another: a couple's double tap is two versions, published in order. */
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  /** The version's site made, stored and switched in if the pointer is still where it was. */
  async function publishVersion(id: number, source: CheckedContent, named: Record<string, string>) {
    const started = await versions.currentPublication();
    const files = await build.makeSite(source, {
      list: () => Object.keys(named),
      async read(name) {
        const hash = named[name];
        const bytes = hash === undefined ? null : await pictures.readPicture(hash);
        if (!bytes) throw new Error(`The picture ${name} is not stored`);
        return bytes;
      },
    });
    const site = await sites.putSiteFiles(files);
    const result = await versions.switchPublication({
      expectedGeneration: started?.generation ?? 0,
      versionId: id,
      site,
      codeBuild: build.id,
      now: now(),
    });
    if (!result.switched) throw new PublishRaceError();
    await deps.show(result.publication, source);
    return result.publication;
  }

  /** Publishes a version stored before (its file checked again) and says how long it took. */
  async function publishChecked(id: number, source: CheckedContent, named: Record<string, string>, started: number) {
    const publication = await publishVersion(id, source, named);
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    logger.info({ version: id, seconds }, "published a version of the content");
    return { version: id, publishedAt: publication.publishedAt.toISOString(), seconds } satisfies PublishAnswer;
  }

  const draftOf = async (version: ContentVersion): Promise<DraftContent> => ({
    version: version.id,
    savedAt: version.createdAt.toISOString(),
    yaml: version.yaml,
    pictures: version.pictures,
    problems: await problemsOf(version, pictures),
  });

  return {
    /** Checks, stores and publishes a file; refuses it whole (422, each problem with its line) when it is wrong. */
    publish(request: PublishRequest, by: { source: ContentVersionSource; createdBy: string }): Promise<PublishAnswer> {
      return oneAtATime(async () => {
        const started = performance.now();
        const source = await checkRequest(request, pictures);
        const id = await versions.insert(
          deps.database.db,
          { yaml: request.yaml, pictures: request.pictures, ...by },
          now(),
        );
        return publishChecked(id, source, request.pictures, started);
      });
    },

    /**
     * Saves the draft as it is, problems and all (an editor saves as the couple types): the same draft is written
     * over until it is published; guests never see it.
     */
    saveDraft(request: PublishRequest, by: { source: ContentVersionSource; createdBy: string }): Promise<DraftContent> {
      return oneAtATime(async () => {
        const written = { yaml: request.yaml, pictures: request.pictures, ...by };
        const draft = await versions.latestDraft();
        const savedAt = now();
        const id =
          draft && (await versions.updateDraft(draft.id, written, savedAt))
            ? draft.id
            : await versions.insert(deps.database.db, written, savedAt);
        const saved = await versions.find(id);
        if (!saved) throw new Error(`The draft ${id} was not stored`);
        return draftOf(saved);
      });
    },

    /** The draft with what publishing it would refuse. */
    async draft(): Promise<DraftContent> {
      const draft = await versions.latestDraft();
      if (!draft) throw new NoDraftError();
      return draftOf(draft);
    },

    /** Publishes a stored version: the draft, or an earlier one brought back. Refused (422) as a file would be. */
    publishStored(id: number): Promise<PublishAnswer> {
      return oneAtATime(async () => {
        const started = performance.now();
        const version = await versions.find(id);
        if (!version) throw new VersionNotFoundError();
        const source = await checkRequest({ yaml: version.yaml, pictures: version.pictures }, pictures);
        return publishChecked(version.id, source, version.pictures, started);
      });
    },

    /** The published version made again with this code build (a deploy of new code): same content, new files. */
    republish(publication: Publication): Promise<Publication> {
      return oneAtATime(async () => {
        const version = await versions.find(publication.versionId);
        if (!version) throw new Error(`The published version ${publication.versionId} is missing`);
        return publishVersion(version.id, checkStoredVersion(version), version.pictures);
      });
    },

    /** The version guests see, as written. */
    async published() {
      const publication = await versions.currentPublication();
      const version = publication && (await versions.find(publication.versionId));
      if (!publication || !version) throw new NothingPublishedError();
      return { publication, version };
    },

    /** Which of these pictures the site lacks (the rest need not be sent again). */
    async missingPictures(hashes: readonly string[]): Promise<string[]> {
      const present = await Promise.all(hashes.map((hash) => pictures.hasPicture(hash)));
      return hashes.filter((_hash, index) => !present[index]);
    },

    /** One stored version with its file, published or not. */
    async version(id: number): Promise<ContentVersion> {
      const version = await versions.find(id);
      if (!version) throw new VersionNotFoundError();
      return version;
    },

    /** A stored picture as the editor's preview shows it; null when no picture has that hash. */
    async previewPicture(hash: string): Promise<PreviewPicture | null> {
      const bytes = await pictures.readPicture(hash);
      return bytes ? previewPicture(hash, bytes, sites.variants) : null;
    },

    storePicture: (bytes: Buffer) => pictures.putPicture(bytes),
    /** A stored picture's bytes, or null when none are stored under that hash. */
    readPicture: (hash: string) => pictures.readPicture(hash),
    history: versions.history,
  };
}

export type ContentPublishing = ReturnType<typeof createContentPublishing>;

/**
 * The request's file checked as content:check checks a file, its pictures
 * being the ones named in the request that the site has; a picture the
 * content needs but does not name (the default flowers) must be sent too.
 */
async function checkRequest(
  request: Pick<PublishRequest, "yaml" | "pictures" | "fileName">,
  pictures: ContentPictureStore,
): Promise<CheckedContent> {
  const stored = new Set<string>();
  for (const [name, hash] of Object.entries(request.pictures)) {
    if (await pictures.hasPicture(hash)) stored.add(name);
  }
  const fileName = request.fileName ?? "wedding.yaml";
  let source: CheckedContent;
  try {
    source = checkContentFile(request.yaml, {
      fileName,
      pictureExists: (name) => stored.has(name),
      missingPicture: (name) => `the picture ${name} has not been sent to the site: send it, then publish again`,
    });
  } catch (error) {
    if (error instanceof ContentError) throw new ContentRejectedError(problemsIn(error.message, fileName));
    throw error;
  }
  const unsent = picturesNamed(contentFor(source, "couple"))
    .map(({ picture }) => picture)
    .filter((picture) => !stored.has(picture));
  if (unsent.length > 0) {
    throw new ContentRejectedError(
      [...new Set(unsent)].map((picture) => `${picture}: the site's own picture must be sent too`),
    );
  }
  return source;
}

/** What publishing this file would refuse, each problem with its line; none when it can be published. */
async function problemsOf(
  request: Pick<PublishRequest, "yaml" | "pictures" | "fileName">,
  pictures: ContentPictureStore,
): Promise<string[]> {
  try {
    await checkRequest(request, pictures);
    return [];
  } catch (error) {
    if (error instanceof ContentRejectedError) return error.problems;
    throw error;
  }
}
