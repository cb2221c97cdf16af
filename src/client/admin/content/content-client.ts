import {
  CONTENT_API,
  type ContentHistory,
  ContentHistorySchema,
  type ContentVersion,
  ContentVersionSchema,
  type DraftContent,
  DraftContentSchema,
  type PublishAnswer,
  PublishAnswerSchema,
  type PublishedContent,
  PublishedContentSchema,
  publishVersionPath,
  type StoredPicture,
  StoredPictureSchema,
  versionPath,
} from "../../../shared/content-api.ts";
import { type ApiResult, requestJson } from "../../lib/api.ts";
import { using } from "../admin-client.ts";

/**
 * The editor's calls to the content API (CONTENT_API, ADR 050): the draft the couple is writing, the published
 * version, the history, publishing, and pictures sent straight from the phone.
 */

/** The draft being written, or null when there is none (everything saved has been published). */
export async function getDraft(): Promise<ApiResult<DraftContent | null>> {
  const answer = await requestJson(CONTENT_API.draft, using(DraftContentSchema));
  if (!answer.ok && answer.kind === "error" && answer.code === "no_draft") return { ok: true, value: null };
  return answer;
}

export const getPublished = (): Promise<ApiResult<PublishedContent>> =>
  requestJson(CONTENT_API.content, using(PublishedContentSchema));

/**
 * Saves the draft as it is, problems and all; the answer lists what publishing it would refuse. `keepalive` lets the
 * request outlive the page (saving as the couple leave it).
 */
export const saveDraft = (
  yaml: string,
  pictures: Record<string, string>,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<ApiResult<DraftContent>> =>
  requestJson(CONTENT_API.draft, using(DraftContentSchema), {
    method: "PUT",
    json: { yaml, pictures, fileName: CONTENT_FILE_NAME, source: "admin" },
    ...(keepalive ? { keepalive } : {}),
  });

/** Publishes a stored version: the draft, or an earlier version brought back. */
export const publishVersion = (version: number): Promise<ApiResult<PublishAnswer>> =>
  // An admin POST carries JSON (the server's requireJsonBody), even with nothing to say.
  requestJson(publishVersionPath(version), using(PublishAnswerSchema), { method: "POST", json: {} });

export const getHistory = (before?: number): Promise<ApiResult<ContentHistory>> =>
  requestJson(
    before === undefined ? CONTENT_API.versions : `${CONTENT_API.versions}?before=${before}`,
    using(ContentHistorySchema),
  );

/** One stored version with its file: the history's "See". */
export const getVersion = (version: number): Promise<ApiResult<ContentVersion>> =>
  requestJson(versionPath(version), using(ContentVersionSchema));

/** Sends a picture's bytes as they are (any size up to 40 MB, HEIC too); the server names it by its hash. */
export const storePicture = (file: Blob): Promise<ApiResult<StoredPicture>> =>
  requestJson(CONTENT_API.pictures, using(StoredPictureSchema), {
    method: "POST",
    file: { bytes: file, type: "application/octet-stream" },
  });

/** How the editor's problems name the file: "wedding.yaml:12 events[1].start: …". */
export const CONTENT_FILE_NAME = "wedding.yaml";

/** What the couple edit: the draft when there is one, else a copy of the published version. */
export interface WorkingCopy {
  yaml: string;
  pictures: Record<string, string>;
  /** The draft's version, or null while nothing has been saved since the last publication. */
  draft: number | null;
  /** When the draft was saved last (null without one): the editor notices someone else saving after it. */
  savedAt: string | null;
  problems: string[];
}

export async function getWorkingCopy(): Promise<ApiResult<WorkingCopy>> {
  const draft = await getDraft();
  if (!draft.ok) return draft;
  if (draft.value) {
    const { yaml, pictures, version, problems, savedAt } = draft.value;
    return { ok: true, value: { yaml, pictures, draft: version, savedAt, problems } };
  }
  const published = await getPublished();
  if (!published.ok) return published;
  return {
    ok: true,
    value: { yaml: published.value.yaml, pictures: published.value.pictures, draft: null, savedAt: null, problems: [] },
  };
}
