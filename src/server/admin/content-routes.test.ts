// @module-tag slow
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { weddingSource } from "../../../content/wedding.ts";
import { ADMIN_API } from "../../shared/admin-api.ts";
import { OPERATOR_NAME } from "../../shared/admin-people.ts";
import {
  CONTENT_API,
  type DraftContent,
  PREVIEW_PICTURE_WIDTH,
  previewPicturePath,
  publishVersionPath,
  versionPath,
} from "../../shared/content-api.ts";
import { checkContentFile } from "../../shared/content-file.ts";
import { INVITATION_API } from "../../shared/households.ts";
import { createAdminTestApp, signInRequest, TEST_ADMIN_PASSWORD } from "../../testing/admin-test-app.ts";
import { readFixtureFile, SECOND_COUPLE_FILE } from "../../testing/fixture-couples.ts";
import {
  memoryVariantCache,
  pictureSource,
  smallSecondCouplePictures,
  sourceCodeBuild,
} from "../../testing/publishing-builders.ts";
import { composedApp } from "../../testing/test-app.ts";
import { describeOnDatabases } from "../../testing/test-database.ts";
import { createContentRepository } from "../db/content-repository.ts";
import type { SqlDialect } from "../db/database.ts";
import { liveContent } from "../live-content.ts";
import type { CodeBuild } from "../publishing/code-build.ts";
import { createContentPictures } from "../publishing/content-pictures.ts";
import { publishSite } from "../publishing/publish-site.ts";
import { createSiteStore } from "../publishing/site-store.ts";
import { createContentPublishing, type MakeSite } from "../services/content-publishing.ts";

const SECOND_COUPLE_YAML = readFixtureFile(SECOND_COUPLE_FILE);
const PUBLISH_TIMEOUT_MS = 120_000;
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

// Made once for the file: the templates, the pictures, and the picture encodes the publishes share.
let code: CodeBuild;
let pictures: Map<string, Buffer>;
const variants = memoryVariantCache();
beforeAll(async () => {
  [code, pictures] = await Promise.all([sourceCodeBuild(), smallSecondCouplePictures()]);
});

/**
 * The app with a real publisher on the test app's database and blob store:
 * the site made in-process from the sources, shown by replacing the live
 * content the app's rules read. `beforeMakingSite` runs inside makeSite,
 * after the publisher read the pointer (a race's other instance).
 */
async function contentApp(dialect: SqlDialect) {
  const t = await createAdminTestApp(dialect);
  const live = liveContent(weddingSource);
  const versions = createContentRepository(t.deps.database);
  const sites = createSiteStore(t.deps.blobs);
  const hooks: { beforeMakingSite?: () => Promise<void> } = {};
  const makeSite: MakeSite = async (source, named) => {
    await hooks.beforeMakingSite?.();
    return publishSite({ source, pictures: named, code, variants });
  };
  const publishing = createContentPublishing({
    database: t.deps.database,
    versions,
    pictures: createContentPictures(t.deps.blobs),
    sites,
    build: { id: code.buildId, makeSite },
    show: async (_publication, source) => live.replace(source),
    live,
    logger: t.deps.logger,
  });
  const app = composedApp({ ...t.deps, content: live.content, contentFor: live.contentFor, publishing });
  const signIn = await app.request(ADMIN_API.session, signInRequest(TEST_ADMIN_PASSWORD));
  const cookie = (signIn.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
  if (signIn.status !== 200 || cookie === "") throw new Error(`sign-in failed: ${signIn.status}`);
  const admin = (path: string, init: RequestInit = {}) =>
    app.request(path, {
      ...init,
      headers: { "Sec-Fetch-Site": "same-origin", Cookie: cookie, ...(init.headers as Record<string, string>) },
    });
  const sendPicture = async (bytes: Buffer) =>
    admin(CONTENT_API.pictures, {
      method: "POST",
      headers: { "Content-Type": "application/octet-stream" },
      body: new Uint8Array(bytes),
    });
  const publish = (body: Record<string, unknown>) =>
    admin(CONTENT_API.content, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  /** Every key the blob store holds under `prefix`. */
  const blobKeys = async (prefix: string) => {
    const keys: string[] = [];
    for await (const listing of t.deps.blobs.list(prefix)) keys.push(listing.key);
    return keys.sort();
  };
  return { t, app, live, versions, sites, hooks, admin, sendPicture, publish, blobKeys };
}
type ContentApp = Awaited<ReturnType<typeof contentApp>>;

/** Sends the second couple's pictures; returns the request's `pictures`: each name with its hash. */
async function sendSecondCouplePictures(c: ContentApp): Promise<Record<string, string>> {
  const named: Record<string, string> = {};
  for (const [name, bytes] of pictures) {
    const response = await c.sendPicture(bytes);
    expect(response.status).toBe(201);
    named[name] = ((await response.json()) as { hash: string }).hash;
  }
  return named;
}

/** An admin POST carries JSON (requireJsonBody), even with nothing to say. */
const POST_EMPTY: RequestInit = { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" };

const errorCodeOf = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

describe("the content API, signed out or cross-site", () => {
  let c: ContentApp;
  beforeEach(async () => {
    c = await contentApp("sqlite");
  });
  afterEach(() => c.t.cleanup());

  const routes: [string, string, RequestInit][] = [
    ["GET", CONTENT_API.content, {}],
    [
      "POST",
      CONTENT_API.content,
      { headers: { "Content-Type": "application/json" }, body: '{"yaml":"x","pictures":{}}' },
    ],
    ["GET", CONTENT_API.versions, {}],
    ["POST", CONTENT_API.pictures, { headers: { "Content-Type": "application/octet-stream" }, body: "bytes" }],
    ["POST", CONTENT_API.missingPictures, { headers: { "Content-Type": "application/json" }, body: '{"hashes":[]}' }],
    ["GET", CONTENT_API.draft, {}],
    ["PUT", CONTENT_API.draft, { headers: { "Content-Type": "application/json" }, body: '{"yaml":"x","pictures":{}}' }],
    ["POST", publishVersionPath(1), { headers: { "Content-Type": "application/json" }, body: "{}" }],
    ["GET", versionPath(1), {}],
    ["GET", previewPicturePath("0".repeat(64)), {}],
  ];

  it.each(routes)("%s %s answers 401 without a session and 403 cross-site", async (method, path, init) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    const signedOut = await c.app.request(path, {
      ...init,
      method,
      headers: { ...headers, "Sec-Fetch-Site": "same-origin" },
    });
    expect(signedOut.status).toBe(401);
    expect(await errorCodeOf(signedOut)).toBe("unauthorized");
    const crossSite = await c.admin(path, { ...init, method, headers: { ...headers, "Sec-Fetch-Site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    expect(await errorCodeOf(crossSite)).toBe("cross_site");
    expect(await c.versions.history({ limit: 10 })).toEqual({ versions: [], nextBeforeId: null });
  });
});

describeOnDatabases("the content API", (dialect) => {
  let c: ContentApp;
  beforeEach(async () => {
    c = await contentApp(dialect);
  });
  afterEach(() => c.t.cleanup());

  it("answers 404 nothing_published before anything is published, and an empty history", async () => {
    const response = await c.admin(CONTENT_API.content);
    expect(response.status).toBe(404);
    expect(await errorCodeOf(response)).toBe("nothing_published");
    const history = await c.admin(CONTENT_API.versions);
    expect(await history.json()).toEqual({ versions: [], nextBefore: null });
  });

  it("stores a picture by its hash, refuses other types and empty bodies, and says which are missing", async () => {
    const [first, second] = [...pictures.values()] as [Buffer, Buffer];
    const stored = await c.sendPicture(first);
    expect(stored.status).toBe(201);
    expect(await stored.json()).toEqual({ hash: sha256(first) });

    const asJpeg = await c.admin(CONTENT_API.pictures, {
      method: "POST",
      headers: { "Content-Type": "image/jpeg" },
      body: new Uint8Array(second),
    });
    expect(asJpeg.status).toBe(415);
    expect(await errorCodeOf(asJpeg)).toBe("unsupported_media_type");
    const empty = await c.sendPicture(Buffer.alloc(0));
    expect(empty.status).toBe(400);

    const missing = await c.admin(CONTENT_API.missingPictures, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ hashes: [sha256(first), sha256(second)] }),
    });
    expect(missing.status).toBe(200);
    expect(await missing.json()).toEqual({ missing: [sha256(second)] });
    // Only the picture sent as bytes was stored.
    expect(await c.blobKeys("content/pictures/")).toEqual([`content/pictures/${sha256(first)}`]);
  });

  it("shows a phone's HEIC stored for the editor as a WebP the browser can draw", async () => {
    const heic = readFileSync(new URL("../../../tests/fixtures/photos/phone-4032x3024.heic", import.meta.url));
    const stored = await c.sendPicture(heic);
    const { hash } = (await stored.json()) as { hash: string };
    const preview = await c.admin(previewPicturePath(hash));
    expect(preview.status).toBe(200);
    expect(preview.headers.get("Content-Type")).toBe("image/webp");
    expect(preview.headers.get("Cache-Control")).toMatch(/^private/);
    const { format, width, height } = await sharp(Buffer.from(await preview.arrayBuffer())).metadata();
    expect({ format, width, height }).toEqual({
      format: "webp",
      width: PREVIEW_PICTURE_WIDTH,
      height: (PREVIEW_PICTURE_WIDTH * 3024) / 4032,
    });
  });

  it(
    "publishes a file: answered with its version, given back byte for byte, current in the history, and followed by the rules",
    async () => {
      const before = (await (await c.app.request(INVITATION_API.rsvpWindow)).json()) as { deadline: string };
      const named = await sendSecondCouplePictures(c);
      const response = await c.publish({ yaml: SECOND_COUPLE_YAML, pictures: named, source: "cli" });
      expect(response.status).toBe(201);
      // Each picture sent and the file published are in the audit log, the operator's (ADR 052).
      const audited = await c.t.deps.database.db.selectFrom("admin_audit").selectAll().orderBy("seq").execute();
      expect(audited.map((entry) => entry.action)).toEqual([
        ...Object.keys(named).map(() => "content.picture"),
        "content.publish-file",
      ]);
      expect(new Set(audited.map((entry) => entry.actor_name))).toEqual(new Set(["operator (ADMIN_PASSWORD)"]));
      const answer = (await response.json()) as { version: number; publishedAt: string; seconds: number };
      expect(answer).toEqual({
        version: expect.any(Number),
        publishedAt: expect.any(String),
        seconds: expect.any(Number),
      });

      const published = await c.admin(CONTENT_API.content);
      expect(published.status).toBe(200);
      const body = (await published.json()) as Record<string, unknown>;
      expect(body).toEqual({
        version: answer.version,
        publishedAt: answer.publishedAt,
        source: "cli",
        yaml: SECOND_COUPLE_YAML,
        pictures: named,
      });
      expect(Buffer.from(body.yaml as string).equals(Buffer.from(SECOND_COUPLE_YAML))).toBe(true);

      const history = (await (await c.admin(CONTENT_API.versions)).json()) as {
        versions: { version: number; current: boolean; publishedAt: string | null }[];
      };
      expect(history.versions).toEqual([
        expect.objectContaining({ version: answer.version, current: true, publishedAt: answer.publishedAt }),
      ]);

      const window = (await (await c.app.request(INVITATION_API.rsvpWindow)).json()) as {
        deadline: string;
        deadlineLabel: string;
      };
      const expected = checkContentFile(SECOND_COUPLE_YAML, { fileName: "wedding.yaml", pictureExists: () => true });
      expect(window.deadline).not.toBe(before.deadline);
      expect(window.deadline).toBe(c.live.content.rsvp.deadline);
      expect(c.live.source()).toEqual(expected);
      expect(window.deadlineLabel).toContain("2027");
      // The site's files were stored, and its index is the one the pointer names.
      const publication = await c.versions.currentPublication();
      expect(await c.blobKeys("site/index/")).toEqual([publication?.site]);
    },
    PUBLISH_TIMEOUT_MS,
  );

  it(
    "refuses a file with a YAML mistake, a schema mistake or a picture not sent: 422 naming the line or the picture, nothing stored",
    async () => {
      const named = await sendSecondCouplePictures(c);
      expect((await c.publish({ yaml: SECOND_COUPLE_YAML, pictures: named })).status).toBe(201);
      const lines = SECOND_COUPLE_YAML.split("\n");
      const lineOf = (pattern: RegExp) => {
        const index = lines.findIndex((line) => pattern.test(line));
        expect(index).toBeGreaterThanOrEqual(0);
        return index;
      };
      const withLine = (index: number, change: (line: string) => string) =>
        lines.map((line, at) => (at === index ? change(line) : line)).join("\n");
      // The invitation line's English (the second couple give it per language).
      const invitationLine = lineOf(/^\s+en: TOGETHER WITH THEIR FAMILIES/);
      const deadline = lineOf(/^\s+deadline:/);
      const { "gallery/6-dance.jpg": _unsent, ...allButOne } = named;
      const refusals: { what: string; request: Record<string, unknown>; problem: RegExp }[] = [
        {
          what: "an unquoted colon",
          request: {
            yaml: withLine(invitationLine, (line) => `${line.replace(/:.*/, ": ")}Join us: at noon: please`),
            pictures: named,
          },
          problem: new RegExp(`^wedding\\.yaml:${invitationLine + 1}\\b`),
        },
        {
          what: "a tab, in the file named as sent",
          request: {
            yaml: withLine(invitationLine, (line) => `\t${line.trimStart()}`),
            fileName: "ours.yaml",
            pictures: named,
          },
          problem: new RegExp(`^ours\\.yaml:${invitationLine + 1}\\b`),
        },
        {
          what: "a schema mistake",
          request: {
            yaml: withLine(deadline, (line) => line.replace(/deadline:.*/, "deadline: not a date")),
            pictures: named,
          },
          problem: new RegExp(`^wedding\\.yaml:${deadline + 1}\\b`),
        },
        {
          what: "a picture not sent",
          request: { yaml: SECOND_COUPLE_YAML, pictures: allButOne },
          problem: /gallery\/6-dance\.jpg/,
        },
      ];

      const historyBefore = await c.versions.history({ limit: 100 });
      const pointerBefore = await c.versions.currentPublication();
      const siteKeysBefore = await c.blobKeys("site/");
      const sourceBefore = c.live.source();
      for (const { what, request, problem } of refusals) {
        const response = await c.publish(request);
        expect(response.status, what).toBe(422);
        const body = (await response.json()) as { error: { code: string }; problems: string[] };
        expect(body.error.code, what).toBe("content_invalid");
        expect(body.problems.length, what).toBeGreaterThan(0);
        expect(
          body.problems.every((line) => problem.test(line) || /^(?:wedding|ours)\.yaml:\d+/.test(line)),
          what,
        ).toBe(true);
        expect(
          body.problems.some((line) => problem.test(line)),
          `${what}: ${body.problems.join(" | ")}`,
        ).toBe(true);

        expect(await c.versions.history({ limit: 100 }), what).toEqual(historyBefore);
        expect(await c.versions.currentPublication(), what).toEqual(pointerBefore);
        expect(await c.blobKeys("site/"), what).toEqual(siteKeysBefore);
        expect(c.live.source(), what).toBe(sourceBefore);
        const published = (await (await c.admin(CONTENT_API.content)).json()) as { yaml: string };
        expect(published.yaml, what).toBe(SECOND_COUPLE_YAML);
      }
    },
    PUBLISH_TIMEOUT_MS,
  );

  it(
    "answers two publishes at once, one after the other: the later one is current",
    async () => {
      const named = await sendSecondCouplePictures(c);
      const changed = SECOND_COUPLE_YAML.replace(
        /^(\s*en: )TOGETHER WITH THEIR FAMILIES.*$/m,
        "$1Please come and celebrate with us",
      );
      expect(changed).not.toBe(SECOND_COUPLE_YAML);
      const [first, second] = await Promise.all([
        c.publish({ yaml: SECOND_COUPLE_YAML, pictures: named }),
        c.publish({ yaml: changed, pictures: named }),
      ]);
      expect([first.status, second.status]).toEqual([201, 201]);
      const [a, b] = (await Promise.all([first.json(), second.json()])) as { version: number }[];
      expect(b?.version).toBeGreaterThan(a?.version ?? Number.POSITIVE_INFINITY);
      const published = (await (await c.admin(CONTENT_API.content)).json()) as { version: number; yaml: string };
      expect(published).toMatchObject({ version: b?.version, yaml: changed });
      const history = (await (await c.admin(CONTENT_API.versions)).json()) as {
        versions: { version: number; current: boolean }[];
      };
      expect(history.versions.map(({ version, current }) => [version, current])).toEqual([
        [b?.version, true],
        [a?.version, false],
      ]);
      expect(JSON.stringify(c.live.source())).toContain("Please come and celebrate with us");
    },
    PUBLISH_TIMEOUT_MS,
  );

  it(
    "answers 409 publish_conflict when another instance switched the pointer meanwhile, and leaves the other's version current",
    async () => {
      const named = await sendSecondCouplePictures(c);
      let otherVersion = 0;
      c.hooks.beforeMakingSite = async () => {
        c.hooks.beforeMakingSite = undefined;
        // Another instance publishes a version of its own between this publisher's read of the pointer and its switch.
        const source = checkContentFile(SECOND_COUPLE_YAML, { fileName: "wedding.yaml", pictureExists: () => true });
        const files = await publishSite({
          source,
          pictures: pictureSource(pictures),
          code,
          variants,
        });
        const site = await c.sites.putSiteFiles(files);
        const database = c.t.deps.database;
        otherVersion = await c.versions.insert(
          database.db,
          { yaml: SECOND_COUPLE_YAML, pictures: named, source: "cli", createdBy: "another instance" },
          new Date(),
        );
        const current = await c.versions.currentPublication();
        const switched = await c.versions.switchPublication({
          expectedGeneration: current?.generation ?? 0,
          versionId: otherVersion,
          site,
          codeBuild: code.buildId,
          now: new Date(),
        });
        expect(switched.switched).toBe(true);
      };
      const response = await c.publish({ yaml: SECOND_COUPLE_YAML, pictures: named });
      expect(response.status).toBe(409);
      expect(await errorCodeOf(response)).toBe("publish_conflict");
      expect((await c.versions.currentPublication())?.versionId).toBe(otherVersion);
      const published = (await (await c.admin(CONTENT_API.content)).json()) as { version: number };
      expect(published.version).toBe(otherVersion);
      const history = (await (await c.admin(CONTENT_API.versions)).json()) as {
        versions: { version: number; current: boolean; publishedAt: string | null }[];
      };
      // The refused publish's version is kept, never published; the other instance's is current.
      expect(history.versions).toEqual([
        expect.objectContaining({ version: otherVersion, current: true }),
        expect.objectContaining({ version: otherVersion - 1, current: false, publishedAt: null }),
      ]);
    },
    PUBLISH_TIMEOUT_MS,
  );

  it(
    "keeps a draft, problems and all, out of guests' sight until it is published; brings an earlier version back",
    async () => {
      const named = await sendSecondCouplePictures(c);
      const first = (await (await c.publish({ yaml: SECOND_COUPLE_YAML, pictures: named })).json()) as {
        version: number;
      };
      const noDraft = await c.admin(CONTENT_API.draft);
      expect(noDraft.status).toBe(404);
      expect(await errorCodeOf(noDraft)).toBe("no_draft");

      const saveDraft = (yaml: string) =>
        c.admin(CONTENT_API.draft, {
          method: "PUT",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ yaml, pictures: named }),
        });
      const deadlineLine = SECOND_COUPLE_YAML.split("\n").findIndex((line) => /^\s+deadline:/.test(line)) + 1;
      const wrong = SECOND_COUPLE_YAML.replace(/deadline:.*/, "deadline: not a date");
      const sourceBefore = c.live.source();
      const saved = await saveDraft(wrong);
      expect(saved.status).toBe(200);
      const draft = (await saved.json()) as DraftContent;
      expect(draft).toMatchObject({ yaml: wrong, pictures: named });
      expect(draft.version).toBeGreaterThan(first.version);
      expect(draft.problems).toEqual([expect.stringMatching(new RegExp(`^wedding\\.yaml:${deadlineLine} `))]);
      // Guests still get the published version; the draft is not in the export.
      expect(c.live.source()).toBe(sourceBefore);
      expect(((await (await c.admin(CONTENT_API.content)).json()) as { version: number }).version).toBe(first.version);

      const refused = await c.admin(publishVersionPath(draft.version), POST_EMPTY);
      expect(refused.status).toBe(422);
      expect(((await refused.json()) as { problems: string[] }).problems).toEqual(draft.problems);

      // Saved again, the same draft is written over, and read back as saved.
      const changed = SECOND_COUPLE_YAML.replace(/^(\s*en: )TOGETHER WITH THEIR FAMILIES.*$/m, "$1Come dance with us");
      const resaved = (await (await saveDraft(changed)).json()) as DraftContent;
      expect(resaved).toMatchObject({ version: draft.version, yaml: changed, problems: [] });
      expect(await (await c.admin(CONTENT_API.draft)).json()).toEqual(resaved);

      const published = await c.admin(publishVersionPath(draft.version), POST_EMPTY);
      expect(published.status).toBe(201);
      expect(((await published.json()) as { version: number }).version).toBe(draft.version);
      expect(JSON.stringify(c.live.source())).toContain("Come dance with us");
      expect((await c.admin(CONTENT_API.draft)).status).toBe(404);

      // The first version brought back: current again, with its words.
      expect((await c.admin(publishVersionPath(first.version), POST_EMPTY)).status).toBe(201);
      expect(c.live.source()).toEqual(
        checkContentFile(SECOND_COUPLE_YAML, { fileName: "x", pictureExists: () => true }),
      );
      const history = (await (await c.admin(CONTENT_API.versions)).json()) as {
        versions: { version: number; current: boolean; source: string }[];
      };
      expect(history.versions.map(({ version, current, source }) => [version, current, source])).toEqual([
        [draft.version, false, "admin"],
        [first.version, true, "admin"],
      ]);
      // Who wrote each version, and the audit log of saving and publishing the draft, name the one signed in.
      const authors = await c.t.deps.database.db
        .selectFrom("content_versions")
        .select(["id", "created_by"])
        .orderBy("id")
        .execute();
      expect(authors.map((row) => row.created_by)).toEqual([OPERATOR_NAME, OPERATOR_NAME]);
      const audit = await c.t.deps.database.db
        .selectFrom("admin_audit")
        .select(["action", "actor_name", "target_id"])
        .where("action", "in", ["content.save-draft", "content.publish"])
        .orderBy("seq")
        .execute();
      expect(audit).toEqual([
        { action: "content.save-draft", actor_name: OPERATOR_NAME, target_id: null },
        { action: "content.save-draft", actor_name: OPERATOR_NAME, target_id: null },
        // The refused publish (422) changed nothing and is not in the log.
        { action: "content.publish", actor_name: OPERATOR_NAME, target_id: String(draft.version) },
        { action: "content.publish", actor_name: OPERATOR_NAME, target_id: String(first.version) },
      ]);
      const unknown = await c.admin(publishVersionPath(first.version + 100), POST_EMPTY);
      expect(unknown.status).toBe(404);
      expect(await errorCodeOf(unknown)).toBe("version_not_found");
    },
    PUBLISH_TIMEOUT_MS,
  );

  it("gives one stored version with its file, and 404 in plain words for a version there is not", async () => {
    const [name, bytes] = [...pictures][0] as [string, Buffer];
    const hash = sha256(bytes);
    expect((await c.sendPicture(bytes)).status).toBe(201);
    const saved = await c.admin(CONTENT_API.draft, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ yaml: SECOND_COUPLE_YAML, pictures: { [name]: hash } }),
    });
    expect(saved.status).toBe(200);
    const draft = (await saved.json()) as DraftContent;

    const response = await c.admin(versionPath(draft.version));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      version: draft.version,
      source: "admin",
      createdAt: draft.savedAt,
      createdBy: OPERATOR_NAME,
      publishedAt: null,
      yaml: SECOND_COUPLE_YAML,
      pictures: { [name]: hash },
    });

    for (const path of [versionPath(draft.version + 100), `${CONTENT_API.versions}/latest`]) {
      const unknown = await c.admin(path);
      expect(unknown.status, path).toBe(404);
      const body = (await unknown.json()) as { error: { code: string; message: string } };
      expect(body.error).toEqual({ code: "version_not_found", message: "There is no such version of the content." });
    }
  });

  it("shows a stored picture for the preview: a WebP no wider than the preview's, kept privately; 404 for another hash", async () => {
    const wide = await sharp({
      create: { width: PREVIEW_PICTURE_WIDTH + 400, height: 900, channels: 3, background: "#a0522d" },
    })
      .jpeg()
      .toBuffer();
    expect((await c.sendPicture(wide)).status).toBe(201);
    const response = await c.admin(previewPicturePath(sha256(wide)));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect(response.headers.get("Cache-Control")).toMatch(/^private/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(await sharp(body).metadata()).toMatchObject({ format: "webp", width: PREVIEW_PICTURE_WIDTH });
    // Made once and kept: the second answer is the same bytes.
    const again = await c.admin(previewPicturePath(sha256(wide)));
    expect(Buffer.from(await again.arrayBuffer()).equals(body)).toBe(true);
    expect(await c.blobKeys("site/variants/preview-")).toHaveLength(1);

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><circle r="2"/></svg>');
    expect((await c.sendPicture(svg)).status).toBe(201);
    const drawn = await c.admin(previewPicturePath(sha256(svg)));
    expect(drawn.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(Buffer.from(await drawn.arrayBuffer()).equals(svg)).toBe(true);

    for (const path of [previewPicturePath("f".repeat(64)), previewPicturePath("not-a-hash")]) {
      const missing = await c.admin(path);
      expect(missing.status, path).toBe(404);
      expect(await errorCodeOf(missing)).toBe("picture_not_found");
    }
  });
});
