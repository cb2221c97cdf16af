import { z } from "zod";

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

/** A picture is named by the SHA-256 of its bytes, in hex. */
export const PICTURE_HASH = /^[0-9a-f]{64}$/;
const pictureHash = z.string().regex(PICTURE_HASH, "a SHA-256 in hex");

/** The largest picture the couple may send: a phone's photo is a few megabytes, a RAW export tens. */
export const MAX_CONTENT_PICTURE_BYTES = 40 * 1024 * 1024;
/** The largest content file: the example is 13 kB. */
export const MAX_CONTENT_FILE_BYTES = 512 * 1024;

/** POST → PublishAnswer: publishes a stored version (the draft, or an earlier version brought back); 422 as a file. */
export const publishVersionPath = (version: number) => `${CONTENT_API.versions}/${version}/publish`;

export const PublishRequestSchema = z.strictObject({
  /** The content file as written. */
  yaml: z.string().min(1).max(MAX_CONTENT_FILE_BYTES),
  /** How problems name the file ("wedding.yaml:12 …"): its name, no folders. */
  fileName: z
    .string()
    .regex(/^[^/\\]{1,100}$/)
    .optional(),
  /** Each picture the file names, by the hash of the bytes sent before (CONTENT_API.pictures). */
  pictures: z.record(z.string().min(1).max(300), pictureHash),
  /** Who is writing: the command line (content:publish) or the admin in the browser (the default). */
  source: z.enum(["cli", "admin"]).optional(),
});
export type PublishRequest = z.infer<typeof PublishRequestSchema>;

export const MissingPicturesRequestSchema = z.strictObject({ hashes: z.array(pictureHash).max(900) });

export interface StoredPicture {
  hash: string;
}

export interface PublishAnswer {
  version: number;
  publishedAt: string;
  /** How long checking, making and switching took, in seconds. */
  seconds: number;
}

/** The 422 body's details: one line a problem, each naming its line in the file. */
export interface ContentRejection {
  problems: string[];
}

/** The draft: the newest version saved since the last publication and not published itself. */
export interface DraftContent {
  version: number;
  savedAt: string;
  yaml: string;
  pictures: Record<string, string>;
  /** What publishing it would refuse, one line a problem as a 422 names them; empty when it can be published. */
  problems: string[];
}

export interface PublishedContent {
  version: number;
  publishedAt: string | null;
  source: string;
  yaml: string;
  pictures: Record<string, string>;
}

export interface ContentVersionSummary {
  version: number;
  source: string;
  createdAt: string;
  publishedAt: string | null;
  current: boolean;
}
