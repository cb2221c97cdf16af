import type { Kysely } from "kysely";

/**
 * Where each upload's published copy and thumbnail are stored, and the
 * published copy's pixel size (docs/product.md, decision 8). Nullable: rows from
 * before this migration have no copies.
 */
export function photoCopies() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // One column per statement and the uniqueness as an index: SQLite's ALTER TABLE allows no more.
      await db.schema.alterTable("wedding_photos").addColumn("published_path", "text").execute();
      await db.schema.alterTable("wedding_photos").addColumn("thumbnail_path", "text").execute();
      await db.schema.alterTable("wedding_photos").addColumn("width", "integer").execute();
      await db.schema.alterTable("wedding_photos").addColumn("height", "integer").execute();
      await db.schema
        .createIndex("wedding_photos_published_path_key")
        .unique()
        .on("wedding_photos")
        .column("published_path")
        .execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex("wedding_photos_published_path_key").execute();
      for (const column of ["height", "width", "thumbnail_path", "published_path"]) {
        await db.schema.alterTable("wedding_photos").dropColumn(column).execute();
      }
    },
  };
}
