import { sql } from "kysely";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { createTestDatabase, describeOnDatabases, type TestDatabase } from "../../testing/test-database.ts";
import { createLogger } from "../logger.ts";
import {
  type ContentRepository,
  createContentRepository,
  listenForPublications,
  type NewContentVersion,
  UNPUBLISHED_GENERATION,
} from "./content-repository.ts";

const HASH_A = "a".repeat(64);
const HASH_B = "b".repeat(64);

const aVersion = (overrides: Partial<NewContentVersion> = {}): NewContentVersion => ({
  yaml: "site:\n  title: Any couple\n",
  pictures: { "images/hero.jpg": HASH_A },
  source: "cli",
  createdBy: "content:publish",
  ...overrides,
});

describeOnDatabases("content repository", (dialect) => {
  let test: TestDatabase;
  let versions: ContentRepository;
  const insert = (version: NewContentVersion, now = new Date()) => versions.insert(test.database.db, version, now);

  beforeEach(async () => {
    test = await createTestDatabase(dialect);
    versions = createContentRepository(test.database);
  });
  afterEach(async () => {
    await test.cleanup();
  });

  it("migrates to one unpublished pointer row that allows no second row", async () => {
    expect(await versions.currentPublication()).toBeNull();
    const rows = await test.database.db.selectFrom("site_publication").selectAll().execute();
    expect(rows).toEqual([expect.objectContaining({ id: 1, generation: UNPUBLISHED_GENERATION, version_id: null })]);
    await expect(
      sql`insert into site_publication (id, generation) values (2, 0)`.execute(test.database.db),
    ).rejects.toThrow();
  });

  it("stores a version as written and reads it back, never published yet", async () => {
    const yaml = '# the couple\'s own comment\nsite:\n  title: "Ünïcode ✓"\n';
    const createdAt = new Date("2026-11-28T10:00:00.000Z");
    const id = await insert(
      aVersion({ yaml, pictures: { "images/a.jpg": HASH_A, "b c.png": HASH_B }, source: "admin", createdBy: "admin" }),
      createdAt,
    );
    expect(await versions.find(id)).toEqual({
      id,
      yaml,
      pictures: { "images/a.jpg": HASH_A, "b c.png": HASH_B },
      source: "admin",
      createdAt,
      createdBy: "admin",
      publishedAt: null,
      site: null,
      codeBuild: null,
    });
    expect(await versions.find(id + 1000)).toBeNull();
  });

  it("refuses a source it does not know, and a picture not named by a SHA-256", async () => {
    await expect(insert(aVersion({ source: "elsewhere" as NewContentVersion["source"] }))).rejects.toThrow();
    await expect(insert(aVersion({ pictures: { "hero.jpg": "../hero.jpg" } }))).rejects.toThrow();
    expect((await versions.history({ limit: 10 })).versions).toEqual([]);
  });

  it("lists the history newest first, without the files, a page at a time", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await insert(aVersion({ yaml: `version ${i}` })));
    const first = await versions.history({ limit: 2 });
    expect(first.versions.map((version) => version.id)).toEqual([ids[4], ids[3]]);
    expect(first.versions[0]).not.toHaveProperty("yaml");
    expect(first.versions[0]).not.toHaveProperty("pictures");
    const second = await versions.history({ limit: 2, beforeId: first.nextBeforeId });
    expect(second.versions.map((version) => version.id)).toEqual([ids[2], ids[1]]);
    const last = await versions.history({ limit: 2, beforeId: second.nextBeforeId });
    expect(last).toEqual({ versions: [expect.objectContaining({ id: ids[0] })], nextBeforeId: null });
  });

  it("switches the publication from the generation it read, and records it on the version", async () => {
    const id = await insert(aVersion());
    const now = new Date("2026-11-28T12:00:00.000Z");
    const result = await versions.switchPublication({
      expectedGeneration: UNPUBLISHED_GENERATION,
      versionId: id,
      site: "site/index/one.json",
      codeBuild: "build-1",
      now,
    });
    const publication = { versionId: id, site: "site/index/one.json", codeBuild: "build-1", publishedAt: now };
    expect(result).toEqual({ switched: true, publication: { ...publication, generation: 1 } });
    expect(await versions.currentPublication()).toEqual({ ...publication, generation: 1 });
    expect(await versions.find(id)).toMatchObject({
      publishedAt: now,
      site: "site/index/one.json",
      codeBuild: "build-1",
    });
  });

  it("does not switch from a stale generation, and changes nothing", async () => {
    const first = await insert(aVersion());
    const second = await insert(aVersion());
    const switchTo = (versionId: number, expectedGeneration: number) =>
      versions.switchPublication({
        expectedGeneration,
        versionId,
        site: `site/index/${versionId}.json`,
        codeBuild: "build-1",
        now: new Date(),
      });
    expect((await switchTo(first, 0)).switched).toBe(true);
    expect(await switchTo(second, 0)).toEqual({ switched: false });
    expect(await versions.currentPublication()).toMatchObject({ versionId: first, generation: 1 });
    expect(await versions.find(second)).toMatchObject({ publishedAt: null, site: null, codeBuild: null });
  });

  it("lets exactly one of several simultaneous switches from one generation win", async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => insert(aVersion())));
    const results = await Promise.all(
      ids.map((versionId) =>
        versions.switchPublication({
          expectedGeneration: UNPUBLISHED_GENERATION,
          versionId,
          site: `site/index/${versionId}.json`,
          codeBuild: "build-1",
          now: new Date(),
        }),
      ),
    );
    const winners = results.flatMap((result) => (result.switched ? [result.publication] : []));
    expect(winners).toHaveLength(1);
    const current = await versions.currentPublication();
    expect(current).toEqual(winners[0]);
    expect(current?.generation).toBe(1);
    const published = await test.database.db
      .selectFrom("content_versions")
      .select("id")
      .where("published_at", "is not", null)
      .execute();
    expect(published.map((row) => row.id)).toEqual([current?.versionId]);
  });

  it("publishes an earlier version again with a new generation", async () => {
    const first = await insert(aVersion());
    const second = await insert(aVersion());
    const base = { site: "site/index/x.json", codeBuild: "build-1", now: new Date() };
    await versions.switchPublication({ ...base, expectedGeneration: 0, versionId: first });
    await versions.switchPublication({ ...base, expectedGeneration: 1, versionId: second });
    const back = await versions.switchPublication({ ...base, expectedGeneration: 2, versionId: first });
    expect(back).toMatchObject({ switched: true, publication: { versionId: first, generation: 3 } });
  });

  it.skipIf(dialect !== "postgres")("tells a listener of every switch once it commits", async () => {
    const heard: number[] = [];
    const close = await listenForPublications(test.location, () => heard.push(Date.now()), createLogger("silent"));
    try {
      const id = await insert(aVersion());
      await versions.switchPublication({
        expectedGeneration: 0,
        versionId: id,
        site: "site/index/x.json",
        codeBuild: "build-1",
        now: new Date(),
      });
      await vi.waitFor(() => expect(heard).toHaveLength(1));
    } finally {
      await close();
    }
  });
});
