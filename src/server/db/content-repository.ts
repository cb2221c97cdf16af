import { type Selectable, sql } from "kysely";
import pg from "pg";
import { z } from "zod";
import type { Logger } from "../logger.ts";
import type { Database, Executor } from "./database.ts";
import type { ContentVersionSource, ContentVersionsTable, SitePublicationTable } from "./schema.ts";

export type { ContentVersionSource } from "./schema.ts";

/** The pointer's generation before anything was published: a first publication starts from it. */
export const UNPUBLISHED_GENERATION = 0;

/** The PostgreSQL channel a switch notifies on (with the new generation), so followers poll at once. */
export const PUBLICATION_CHANNEL = "site_publication";

/** The most versions one page of the history holds. */
export const MAX_HISTORY_PAGE = 100;

/** `{ [name as written in the content]: sha256 hex }`: which stored picture each name in the file means. */
const PicturesSchema = z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/));
export type ContentPictures = z.infer<typeof PicturesSchema>;

export interface NewContentVersion {
  yaml: string;
  pictures: ContentPictures;
  source: ContentVersionSource;
  createdBy: string | null;
}

/** A version as the history lists it: everything but the file itself. */
export interface ContentVersionSummary {
  id: number;
  source: ContentVersionSource;
  createdAt: Date;
  createdBy: string | null;
  /** Its latest publication, with the site and build it was published as; all null while never published. */
  publishedAt: Date | null;
  site: string | null;
  codeBuild: string | null;
}

export interface ContentVersion extends ContentVersionSummary {
  yaml: string;
  pictures: ContentPictures;
}

export interface HistoryPage {
  /** Newest first. */
  versions: ContentVersionSummary[];
  /** Pass as `beforeId` for the next (older) page; null when this page is the last. */
  nextBeforeId: number | null;
}

/** What every instance serves: the pointer row, once something was published. */
export interface Publication {
  versionId: number;
  /** The blob key of the published site's index (site-store.ts). */
  site: string;
  codeBuild: string;
  publishedAt: Date;
  /** Moves on by one at every switch. */
  generation: number;
}

export interface PublicationSwitch {
  /** The generation the publisher read before it began: the switch happens only if the pointer is still there. */
  expectedGeneration: number;
  versionId: number;
  site: string;
  codeBuild: string;
  now: Date;
}

export type SwitchResult = { switched: true; publication: Publication } | { switched: false };

/**
 * The content's versions and the publication pointer (migration 016,
 * docs/decisions/050-content-is-published-by-the-server.md). Writing a
 * version takes the caller's transaction; the switch opens its own, as it
 * writes only this repository's tables.
 */
/** A version's columns as written when it is saved. */
const versionRow = (version: NewContentVersion, now: Date) => ({
  yaml: version.yaml,
  pictures: JSON.stringify(PicturesSchema.parse(version.pictures)),
  source: version.source,
  created_at: now,
  created_by: version.createdBy,
});

export function createContentRepository({ db, dialect }: Database) {
  async function find(id: number): Promise<ContentVersion | null> {
    const row = await db.selectFrom("content_versions").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? { ...toSummary(row), yaml: row.yaml, pictures: PicturesSchema.parse(JSON.parse(row.pictures)) } : null;
  }

  return {
    /** Stores a new version (never published yet) in `trx` and returns its id. */
    async insert(trx: Executor, version: NewContentVersion, now: Date): Promise<number> {
      const row = await trx
        .insertInto("content_versions")
        .values(versionRow(version, now))
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },

    find,

    /**
     * The draft: the newest version never published and newer than every
     * published one (a version saved before the latest publication is left
     * behind by it, not offered again); null when there is none.
     */
    async latestDraft(): Promise<ContentVersion | null> {
      const newestPublished = await db
        .selectFrom("content_versions")
        .select((eb) => eb.fn.max("id").as("id"))
        .where("published_at", "is not", null)
        .executeTakeFirst();
      const row = await db
        .selectFrom("content_versions")
        .select("id")
        .where("published_at", "is", null)
        .where("id", ">", Number(newestPublished?.id ?? 0))
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst();
      return row ? find(row.id) : null;
    },

    /** Writes over a version that was never published (a draft saved again); false when it was published meanwhile. */
    async updateDraft(id: number, version: NewContentVersion, now: Date): Promise<boolean> {
      const result = await db
        .updateTable("content_versions")
        .set(versionRow(version, now))
        .where("id", "=", id)
        .where("published_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A page of the history, newest first, without the files; `beforeId` continues from an earlier page. */
    async history({ limit, beforeId }: { limit: number; beforeId?: number | null }): Promise<HistoryPage> {
      const pageSize = Number.isFinite(limit)
        ? Math.max(1, Math.min(MAX_HISTORY_PAGE, Math.floor(limit)))
        : MAX_HISTORY_PAGE;
      let query = db
        .selectFrom("content_versions")
        .select(["id", "source", "created_at", "created_by", "published_at", "site", "code_build"])
        .orderBy("id", "desc")
        .limit(pageSize + 1);
      if (beforeId !== undefined && beforeId !== null) query = query.where("id", "<", beforeId);
      const rows = await query.execute();
      const versions = rows.slice(0, pageSize).map(toSummary);
      return { versions, nextBeforeId: rows.length > pageSize ? (versions.at(-1)?.id ?? null) : null };
    },

    /** The pointer every instance follows (one row by its key): null while nothing was published. */
    async currentPublication(): Promise<Publication | null> {
      const row = await db.selectFrom("site_publication").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
      return toPublication(row);
    },

    /**
     * Points the site at `versionId`'s site if the pointer is still at
     * `expectedGeneration` (a compare-and-set: of two publishers that started
     * from the same generation, exactly one switches), and records the
     * publication on the version, in one transaction. On PostgreSQL the
     * commit notifies PUBLICATION_CHANNEL.
     */
    async switchPublication(change: PublicationSwitch): Promise<SwitchResult> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable("site_publication")
          .set({
            version_id: change.versionId,
            site: change.site,
            code_build: change.codeBuild,
            published_at: change.now,
            generation: change.expectedGeneration + 1,
          })
          .where("id", "=", 1)
          .where("generation", "=", change.expectedGeneration)
          .returningAll()
          .executeTakeFirst();
        const publication = row ? toPublication(row) : null;
        if (!publication) return { switched: false };
        await trx
          .updateTable("content_versions")
          .set({ published_at: change.now, site: change.site, code_build: change.codeBuild })
          .where("id", "=", change.versionId)
          .execute();
        if (dialect === "postgres") {
          await sql`select pg_notify(${PUBLICATION_CHANNEL}, ${String(publication.generation)})`.execute(trx);
        }
        return { switched: true, publication };
      });
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;

/**
 * PostgreSQL only: calls `onNotify` whenever a switch commits (on any
 * instance), on a client of its own that LISTENs on PUBLICATION_CHANNEL.
 * A lost connection is logged and not reopened: the follower's polling
 * still finds every switch. Returns a function that closes the client.
 */
export async function listenForPublications(
  connectionString: string,
  onNotify: () => void,
  logger: Logger,
): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString });
  client.on("error", (error) => logger.warn({ err: error }, "publication listener lost its connection"));
  client.on("notification", (message) => {
    if (message.channel === PUBLICATION_CHANNEL) onNotify();
  });
  await client.connect();
  await client.query(`listen ${PUBLICATION_CHANNEL}`);
  return () => client.end();
}

function toSummary(
  row: Pick<
    Selectable<ContentVersionsTable>,
    "id" | "source" | "created_at" | "created_by" | "published_at" | "site" | "code_build"
  >,
): ContentVersionSummary {
  return {
    id: row.id,
    source: row.source,
    createdAt: new Date(row.created_at),
    createdBy: row.created_by,
    publishedAt: row.published_at === null ? null : new Date(row.published_at),
    site: row.site,
    codeBuild: row.code_build,
  };
}

function toPublication(row: Selectable<SitePublicationTable>): Publication | null {
  if (row.version_id === null || row.site === null || row.code_build === null || row.published_at === null) {
    return null;
  }
  return {
    versionId: row.version_id,
    site: row.site,
    codeBuild: row.code_build,
    publishedAt: new Date(row.published_at),
    generation: row.generation,
  };
}
