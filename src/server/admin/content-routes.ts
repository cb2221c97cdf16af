import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  CONTENT_API,
  type ContentHistory,
  type ContentVersion,
  type ContentVersionSummary,
  MAX_CONTENT_FILE_BYTES,
  MAX_CONTENT_PICTURE_BYTES,
  MissingPicturesRequestSchema,
  PICTURE_HASH,
  type PublishedContent,
  type PublishRequest,
  PublishRequestSchema,
  type StoredPicture,
} from "../../shared/content-api.ts";
import { HttpError } from "../errors.ts";
import { type ContentPublishing, VersionNotFoundError } from "../services/content-publishing.ts";
import { valid } from "../validation.ts";
import { actorName, requireActor } from "./access.ts";

const ROOT = CONTENT_API.content;
const under = (path: string) => path.slice(ROOT.length) || "/";

const tooLarge = (what: string, bytes: number) =>
  bodyLimit({
    maxSize: bytes,
    onError: () => {
      throw new HttpError(413, "payload_too_large", `${what} is too large (at most ${bytes / 1024 / 1024} MB).`);
    },
  });

/**
 * Who wrote a version: the command or the admin in the browser (the request says which), and the person signed in
 * (the operator for ADMIN_PASSWORD), named as the audit log names them.
 */
const writtenBy = (c: Context, request: PublishRequest) =>
  ({ source: request.source ?? "admin", createdBy: actorName(requireActor(c)).actorName }) as const;

/** A version's number in the path; anything else is no version at all. */
function versionParam(param: string): number {
  if (!/^\d{1,9}$/.test(param)) throw new VersionNotFoundError();
  return Number(param);
}

/**
 * The content's versions (CONTENT_API, ADR 050), mounted at /api/admin/content:
 * the published version as YAML (content:export), the history, pictures by
 * hash, and publishing a file (content:publish; the editor later).
 */
export function contentRoutes(publishing: ContentPublishing) {
  return new Hono()
    .get("/", async (c) => {
      const { publication, version } = await publishing.published();
      return c.json({
        version: version.id,
        publishedAt: publication.publishedAt.toISOString(),
        source: version.source,
        yaml: version.yaml,
        pictures: version.pictures,
      } satisfies PublishedContent);
    })
    .post(
      "/",
      tooLarge("The content file", MAX_CONTENT_FILE_BYTES * 2),
      valid("json", PublishRequestSchema, "Send the content file as yaml, with pictures naming each picture's hash."),
      async (c) => {
        const request = c.req.valid("json");
        return c.json(await publishing.publish(request, writtenBy(c, request)), 201);
      },
    )
    .get(under(CONTENT_API.draft), async (c) => c.json(await publishing.draft()))
    .put(
      under(CONTENT_API.draft),
      tooLarge("The content file", MAX_CONTENT_FILE_BYTES * 2),
      valid("json", PublishRequestSchema, "Send the draft as yaml, with pictures naming each picture's hash."),
      async (c) => {
        const request = c.req.valid("json");
        return c.json(await publishing.saveDraft(request, writtenBy(c, request)));
      },
    )
    .post(`${under(CONTENT_API.versions)}/:version/publish`, async (c) =>
      c.json(await publishing.publishStored(versionParam(c.req.param("version"))), 201),
    )
    .get(`${under(CONTENT_API.versions)}/:version`, async (c) => {
      const version = await publishing.version(versionParam(c.req.param("version")));
      return c.json({
        version: version.id,
        source: version.source,
        createdAt: version.createdAt.toISOString(),
        createdBy: version.createdBy,
        publishedAt: version.publishedAt?.toISOString() ?? null,
        yaml: version.yaml,
        pictures: version.pictures,
      } satisfies ContentVersion);
    })
    .get(under(CONTENT_API.versions), async (c) => {
      const before = c.req.query("before");
      const current = await publishing.published().catch(() => null);
      const page = await publishing.history({
        limit: 50,
        beforeId: before && /^\d{1,9}$/.test(before) ? Number(before) : null,
      });
      return c.json({
        versions: page.versions.map(
          (version): ContentVersionSummary => ({
            version: version.id,
            source: version.source,
            createdAt: version.createdAt.toISOString(),
            createdBy: version.createdBy,
            publishedAt: version.publishedAt?.toISOString() ?? null,
            current: version.id === current?.version.id,
          }),
        ),
        nextBefore: page.nextBeforeId,
      } satisfies ContentHistory);
    })
    .post(under(CONTENT_API.pictures), tooLarge("The picture", MAX_CONTENT_PICTURE_BYTES), async (c) => {
      const bytes = Buffer.from(await c.req.arrayBuffer());
      if (bytes.length === 0) throw new HttpError(400, "invalid_request", "Send the picture's bytes.");
      return c.json({ hash: await publishing.storePicture(bytes) } satisfies StoredPicture, 201);
    })
    .get(`${under(CONTENT_API.pictures)}/:hash`, async (c) => {
      const hash = c.req.param("hash");
      const picture = PICTURE_HASH.test(hash) ? await publishing.previewPicture(hash) : null;
      if (!picture) throw new HttpError(404, "picture_not_found", "There is no such picture.");
      // A picture's hash names its bytes: the browser may keep it, privately (it is the couple's, maybe unpublished).
      c.header("Cache-Control", "private, max-age=86400");
      return c.body(new Uint8Array(picture.body), 200, { "Content-Type": picture.contentType });
    })
    .post(
      under(CONTENT_API.missingPictures),
      valid("json", MissingPicturesRequestSchema, "Send hashes: the pictures' SHA-256s in hex."),
      async (c) => c.json({ missing: await publishing.missingPictures(c.req.valid("json").hashes) }),
    );
}
