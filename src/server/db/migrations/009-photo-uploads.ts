import type { Kysely } from "kysely";
import type { SqlDialect } from "../schema.ts";

/**
 * The wedding day's photos (docs/product.md, decision 17):
 * - `wedding_photos.captured_at`: when the photo was taken (EXIF, or what
 *   the phone said), for ordering; null when nobody knows;
 * - an index on `delete_token_hash`, so a guest's "my photos" finds their
 *   photos by the tokens their browser kept.
 * `uploaded_by_name` (the spec's column) now holds the optional name the
 * guest typed instead of always "Anonymous Guest".
 */
export function photoUploads(dialect: SqlDialect) {
  const timestamp = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable("wedding_photos").addColumn("captured_at", timestamp).execute();
      await db.schema
        .createIndex("wedding_photos_delete_token_idx")
        .on("wedding_photos")
        .column("delete_token_hash")
        .execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex("wedding_photos_delete_token_idx").execute();
      await db.schema.alterTable("wedding_photos").dropColumn("captured_at").execute();
    },
  };
}
