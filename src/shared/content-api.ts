import { z } from "zod/mini";

/**
 * The admin's content API (ADR 050): the site's content is versions the
 * server keeps and publishes. `npm run content:publish` and
 * `npm run content:export` speak it, and so will the editor in the browser.
 */
export const CONTENT_API = {
  /** GET → PublishedContent (the version guests see, as YAML); POST PublishRequest → PublishAnswer, 422 ContentRejection. */
  content: "/api/admin/content",
  /** GET → ContentHistory: every version, newest first. */
  versions: "/api/admin/content/versions",
  /**
   * GET → DraftContent (404 no_draft when there is none); PUT PublishRequest → DraftContent: the draft saved as it
   * is, problems and all, and never shown to guests. Saving again changes the same draft until it is published.
   */
  draft: "/api/admin/content/draft",
  /** POST the picture's bytes (application/octet-stream) → StoredPicture. */
  pictures: "/api/admin/content/pictures",
  /** POST {hashes} → {missing}: which of these pictures the server does not have yet. */
  missingPictures: "/api/admin/content/pictures/missing",
} as const;

/**
 * The editor's preview of the guests' page (ADR 055): the page's own code showing the content the admin sends
 * it, in a frame of the admin page. Served to a signed-in person who may edit the content; it holds no data.
 */
export const PREVIEW_PAGE_PATH = "/admin/preview";
/** Where the build writes the preview page; never served by this name. */
export const PREVIEW_PAGE_FILE = "preview.html";

/** A picture is named by the SHA-256 of its bytes, in hex. */
export const PICTURE_HASH = /^[0-9a-f]{64}$/;
const pictureHash = z.string().check(z.regex(PICTURE_HASH, "a SHA-256 in hex"));

/** The largest picture the couple may send: a phone's photo is a few megabytes, a RAW export tens. */
export const MAX_CONTENT_PICTURE_BYTES = 40 * 1024 * 1024;
/** The largest content file: the example is 13 kB. */
export const MAX_CONTENT_FILE_BYTES = 512 * 1024;

/** GET → ContentVersion: one stored version with its file (404 version_not_found). */
export const versionPath = (version: number) => `${CONTENT_API.versions}/${version}`;

/**
 * GET → the stored picture for the editor's preview (ADR 055): a WebP at most PREVIEW_PICTURE_WIDTH wide, HEIC
 * converted; an SVG as it is. Guests never see it: the published site has its own variants.
 */
export const previewPicturePath = (hash: string) => `${CONTENT_API.pictures}/${hash}`;
/** Wide enough for the preview's widest picture (a 1280 px desktop), small enough to send quickly. */
export const PREVIEW_PICTURE_WIDTH = 1280;

/** POST → PublishAnswer: publishes a stored version (the draft, or an earlier version brought back); 422 as a file. */
export const publishVersionPath = (version: number) => `${CONTENT_API.versions}/${version}/publish`;

export const PublishRequestSchema = z.strictObject({
  /** The content file as written. */
  yaml: z.string().check(z.minLength(1), z.maxLength(MAX_CONTENT_FILE_BYTES)),
  /** How problems name the file ("wedding.yaml:12 …"): its name, no folders. */
  fileName: z.optional(z.string().check(z.regex(/^[^/\\]{1,100}$/))),
  /** Each picture the file names, by the hash of the bytes sent before (CONTENT_API.pictures). */
  pictures: z.record(z.string().check(z.minLength(1), z.maxLength(300)), pictureHash),
  /** Who is writing: the command line (content:publish) or the admin in the browser (the default). */
  source: z.optional(z.enum(["cli", "admin"])),
});
export type PublishRequest = z.infer<typeof PublishRequestSchema>;

export const MissingPicturesRequestSchema = z.strictObject({ hashes: z.array(pictureHash).check(z.maxLength(900)) });

export const StoredPictureSchema = z.object({ hash: pictureHash });
export type StoredPicture = z.infer<typeof StoredPictureSchema>;

export const PublishAnswerSchema = z.object({
  version: z.int(),
  publishedAt: z.string(),
  /** How long checking, making and switching took, in seconds. */
  seconds: z.number(),
});
export type PublishAnswer = z.infer<typeof PublishAnswerSchema>;

/** The 422 body's details: one line a problem, each naming its line in the file. */
export interface ContentRejection {
  problems: string[];
}

/** The draft: the newest version saved since the last publication and not published itself. */
export const DraftContentSchema = z.object({
  version: z.int(),
  savedAt: z.string(),
  yaml: z.string(),
  pictures: z.record(z.string(), pictureHash),
  /** What publishing it would refuse, one line a problem as a 422 names them; empty when it can be published. */
  problems: z.array(z.string()),
});
export type DraftContent = z.infer<typeof DraftContentSchema>;

export const PublishedContentSchema = z.object({
  version: z.int(),
  publishedAt: z.nullable(z.string()),
  source: z.string(),
  yaml: z.string(),
  pictures: z.record(z.string(), pictureHash),
});
export type PublishedContent = z.infer<typeof PublishedContentSchema>;

export const ContentVersionSummarySchema = z.object({
  version: z.int(),
  source: z.string(),
  createdAt: z.string(),
  /** Who saved it, as the audit log names them; null for versions from before people signed in. */
  createdBy: z.nullable(z.string()),
  publishedAt: z.nullable(z.string()),
  current: z.boolean(),
});
export type ContentVersionSummary = z.infer<typeof ContentVersionSummarySchema>;

/** GET versions: newest first, 50 a page; `nextBefore` asks for the next (older) page. */
export const ContentHistorySchema = z.object({
  versions: z.array(ContentVersionSummarySchema),
  nextBefore: z.nullable(z.int()),
});
export type ContentHistory = z.infer<typeof ContentHistorySchema>;

/** One stored version with its file: the history's "See". */
export const ContentVersionSchema = z.extend(z.omit(ContentVersionSummarySchema, { current: true }), {
  yaml: z.string(),
  pictures: z.record(z.string(), pictureHash),
});
export type ContentVersion = z.infer<typeof ContentVersionSchema>;
