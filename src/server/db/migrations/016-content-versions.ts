import { type Kysely, sql } from "kysely";
import type { SqlDialect } from "../schema.ts";

/**
 * The content the server publishes (docs/decisions/050-content-is-published-by-the-server.md).
 *
 * `content_versions`: every version of the couple's content file, as written
 * (`yaml`), with the pictures it names by their SHA-256 in the blob store
 * (`pictures`, JSON `{ name: sha256 }`). A version that was published also
 * names the published site's index (`site`) and the code build it was made
 * with; `published_at` is its latest publication.
 *
 * `site_publication`: one row (id 1), the pointer every instance follows: the
 * published version and its site, and a `generation` that every switch moves
 * on by one, so a switch is a compare-and-set on it. It starts at generation 0
 * with nothing published.
 */
export function contentVersions(dialect: SqlDialect) {
  const timestamp = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable("content_versions")
        .addColumn("id", "integer", (col) =>
          dialect === "postgres" ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
        )
        .addColumn("yaml", "text", (col) => col.notNull())
        .addColumn("pictures", "text", (col) => col.notNull())
        .addColumn("source", "text", (col) => col.notNull().check(sql`source in ('seed', 'cli', 'admin')`))
        .addColumn("created_at", timestamp, (col) => col.notNull())
        .addColumn("created_by", "text")
        .addColumn("published_at", timestamp)
        .addColumn("site", "text")
        .addColumn("code_build", "text")
        .execute();
      await db.schema
        .createTable("site_publication")
        .addColumn("id", "integer", (col) => col.primaryKey().check(sql`id = 1`))
        .addColumn("version_id", "integer", (col) => col.references("content_versions.id"))
        .addColumn("site", "text")
        .addColumn("code_build", "text")
        .addColumn("published_at", timestamp)
        .addColumn("generation", "integer", (col) => col.notNull())
        // Published means all three are there: a version, its site and the build that made it.
        .addCheckConstraint(
          "site_publication_whole",
          sql`(version_id is null and site is null and code_build is null and published_at is null) or (version_id is not null and site is not null and code_build is not null and published_at is not null)`,
        )
        .execute();
      await sql`insert into site_publication (id, generation) values (1, 0)`.execute(db);
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable("site_publication").execute();
      await db.schema.dropTable("content_versions").execute();
    },
  };
}
