import type { Kysely } from "kysely";

/**
 * Set by the storage reconcile (services/storage-reconcile.ts) on a photo
 * whose original, published copy or thumbnail is gone from storage, and
 * cleared when they are back: the admin marks such photos and /api/health
 * says "degraded". The thumbnail index serves the reconcile's lookup of
 * listed keys (file_path and published_path are indexed already).
 */
export function photoFilesMissing() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable("wedding_photos")
        .addColumn("files_missing", "boolean", (col) => col.notNull().defaultTo(false))
        .execute();
      await db.schema
        .createIndex("wedding_photos_thumbnail_path_idx")
        .on("wedding_photos")
        .column("thumbnail_path")
        .execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex("wedding_photos_thumbnail_path_idx").execute();
      await db.schema.alterTable("wedding_photos").dropColumn("files_missing").execute();
    },
  };
}
