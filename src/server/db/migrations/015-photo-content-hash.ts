import type { Kysely } from "kysely";

/**
 * `wedding_photos.content_hash` (issue 31; docs/decisions/040-every-chosen-photo-arrives-once.md):
 * the SHA-256 (hex) of the original's bytes as they arrived, under a unique
 * index, so the same bytes are never stored twice: a photo sent again, or
 * its "(1)" copy, is answered "already sent" (409) instead. Photos from
 * before this migration have none (NULLs never collide in a unique index).
 */
export function photoContentHash() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable("wedding_photos").addColumn("content_hash", "text").execute();
      await db.schema
        .createIndex("wedding_photos_content_hash_idx")
        .on("wedding_photos")
        .column("content_hash")
        .unique()
        .execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex("wedding_photos_content_hash_idx").execute();
      await db.schema.alterTable("wedding_photos").dropColumn("content_hash").execute();
    },
  };
}
