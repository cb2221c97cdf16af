import type { AdminPhoto, AdminPhotoList } from "../../shared/admin-api.ts";
import type { PhotoStatus } from "../../shared/photo.ts";
import { type PhotoRepository, type SentPhoto, typedUploaderName } from "../db/photo-repository.ts";
import type { Erasure } from "./erasure.ts";
import { NotFoundError } from "./not-found.ts";

export interface PhotoReviewDeps {
  photos: PhotoRepository;
  erasure: Pick<Erasure, "erasePhoto">;
  now: () => Date;
}

const NO_SUCH_PHOTO = "There is no such photo (it may have been deleted).";

/**
 * The couple's review of guest photos (docs/product.md, decision 9): list by
 * status, approve / reject / back to pending, bulk approve, delete with every
 * file. Throws NotFoundError for a photo that is not there.
 */
export function createPhotoReview({ photos, erasure, now }: PhotoReviewDeps) {
  async function find(id: string): Promise<SentPhoto> {
    const photo = await photos.findById(id);
    if (!photo) throw new NotFoundError(NO_SUCH_PHOTO);
    return photo;
  }

  return {
    find,

    isRecorded: async (id: string) => (await photos.findById(id)) !== null,

    async list(status: PhotoStatus): Promise<AdminPhotoList> {
      const [list, counts] = await Promise.all([photos.listByStatus(status), photos.countByStatus()]);
      return { status, photos: list.map(toAdminPhoto), counts };
    },

    /**
     * The photos a ZIP of originals holds, newest upload first. Those whose
     * files the storage check found gone are left out: one missing original
     * would break off a download of thousands (their cards say so instead).
     */
    async listForDownload(statuses: readonly PhotoStatus[]): Promise<SentPhoto[]> {
      return (await photos.listByStatus(...statuses)).filter((photo) => !photo.filesMissing);
    },

    async setStatus(id: string, status: PhotoStatus): Promise<AdminPhoto> {
      if (!(await photos.setStatus(id, status, now()))) throw new NotFoundError(NO_SUCH_PHOTO);
      return toAdminPhoto(await find(id));
    },

    /** Photos approved already keep their approval time (and so their place on the page). */
    approveMany: (ids: string[]) => photos.approveMany([...new Set(ids)], now()),

    /** Erased with every file (the erasure service removes the record first, then the files). */
    async delete(id: string): Promise<void> {
      if ((await erasure.erasePhoto(id, "couple")) === null) throw new NotFoundError(NO_SUCH_PHOTO);
    },
  };
}

export type PhotoReview = ReturnType<typeof createPhotoReview>;

function toAdminPhoto(photo: SentPhoto): AdminPhoto {
  return {
    id: photo.id,
    fileName: photo.fileName,
    fileSize: photo.fileSize,
    mimeType: photo.mimeType,
    status: photo.status,
    createdAt: photo.createdAt.toISOString(),
    reviewedAt: photo.reviewedAt === null ? null : photo.reviewedAt.toISOString(),
    width: photo.width,
    height: photo.height,
    uploaderName: typedUploaderName(photo.uploadedByName),
    householdName: photo.householdName,
    capturedAt: photo.capturedAt === null ? null : photo.capturedAt.toISOString(),
    missingFiles: photo.filesMissing,
  };
}
