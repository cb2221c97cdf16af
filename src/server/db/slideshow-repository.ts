import type { SlideshowPhoto } from "../../shared/slideshow-schemas.ts";
import type { Database } from "./database.ts";
import { typedUploaderName } from "./photo-repository.ts";

/**
 * The live slideshow's photos (SLIDESHOW_API): approved, with a published
 * copy, newest approval first; named by the name the guest typed, else by the
 * household whose personal link sent it, else not at all.
 */
export function createSlideshowRepository({ db }: Database) {
  return {
    async list(): Promise<SlideshowPhoto[]> {
      const rows = await db
        .selectFrom("wedding_photos")
        .leftJoin("households", "households.id", "wedding_photos.household_id")
        .select([
          "wedding_photos.id",
          "wedding_photos.width",
          "wedding_photos.height",
          "wedding_photos.reviewed_at",
          "wedding_photos.uploaded_by_name",
          "households.display_name",
        ])
        .where("wedding_photos.status", "=", "approved")
        .where("wedding_photos.published_path", "is not", null)
        .where("wedding_photos.width", "is not", null)
        .where("wedding_photos.height", "is not", null)
        .orderBy("wedding_photos.reviewed_at", "desc")
        .orderBy("wedding_photos.id")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        width: Number(row.width),
        height: Number(row.height),
        approvedAt: new Date(row.reviewed_at ?? 0).toISOString(),
        uploaderName: typedUploaderName(row.uploaded_by_name) ?? row.display_name ?? null,
      }));
    },
  };
}

export type SlideshowRepository = ReturnType<typeof createSlideshowRepository>;
