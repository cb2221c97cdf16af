import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  CONTENT_API,
  type ContentHistory,
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
import { picturePreview } from "../services/picture-preview.ts";
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

/**
 * The content's versions (CONTENT_API, ADR 050), mounted at /api/admin/content:
 * the published version as YAML (content:export), the history, pictures by
 * hash, and publishing a file (content:publish; the editor later).
 */
export function contentRoutes(publishing: ContentPublishing) {
  const previews = recentPreviews();
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
    .post(`${under(CONTENT_API.versions)}/:version/publish`, async (c) => {
      const version = c.req.param("version");
      if (!/^\d{1,9}$/.test(version)) throw new VersionNotFoundError();
      return c.json(await publishing.publishStored(Number(version)), 201);
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
    .get(`${under(CONTENT_API.pictures)}/:hash/preview`, async (c) => {
      const hash = c.req.param("hash");
      const preview = await previews(hash, async () => {
        const bytes = PICTURE_HASH.test(hash) ? await publishing.readPicture(hash) : null;
        if (!bytes) throw new HttpError(404, "not_found", "No picture is stored under that name.");
        return picturePreview(bytes);
      });
      // Named by its bytes, so it never changes: the browser keeps it (privately) instead of asking again.
      return c.body(new Uint8Array(preview), 200, {
        "Content-Type": "image/webp",
        "Cache-Control": "private, max-age=31536000, immutable",
      });
    })
    .post(
      under(CONTENT_API.missingPictures),
      valid("json", MissingPicturesRequestSchema, "Send hashes: the pictures' SHA-256s in hex."),
      async (c) => c.json({ missing: await publishing.missingPictures(c.req.valid("json").hashes) }),
    );
}

/** How many previews a server keeps: a gallery's worth or two, a few megabytes. */
const KEPT_PREVIEWS = 64;

/**
 * The previews made last, by picture hash (a picture never changes under its hash): the editor opening its gallery
 * on another phone decodes nothing again. The oldest made goes first.
 */
function recentPreviews() {
  const kept = new Map<string, Promise<Buffer>>();
  return (hash: string, make: () => Promise<Buffer>): Promise<Buffer> => {
    const found = kept.get(hash);
    if (found) return found;
    const made = make();
    kept.set(hash, made);
    made.catch(() => kept.delete(hash));
    for (const oldest of kept.keys()) {
      if (kept.size <= KEPT_PREVIEWS) break;
      kept.delete(oldest);
    }
    return made;
  };
}
