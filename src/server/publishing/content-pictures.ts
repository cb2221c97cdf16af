import type { BlobStore } from "../storage/blob-store.ts";
import { putOnce, readBlob, requireSha256, sha256Hex } from "./site-store.ts";

const PICTURES_PREFIX = "content/pictures/";

/**
 * The pictures a content version names, in the blob store by the SHA-256 of
 * their bytes (`content/pictures/<sha256>`): a version records which hash
 * each name means, so the same picture in many versions is stored once and a
 * version's pictures never change under it.
 */
export function createContentPictures(blobs: BlobStore) {
  return {
    /** Stores the picture unless it is there already; returns its SHA-256 (hex). */
    async putPicture(bytes: Buffer): Promise<string> {
      const hash = sha256Hex(bytes);
      await putOnce(blobs, PICTURES_PREFIX + hash, bytes);
      return hash;
    },

    /** Whether a picture with this SHA-256 (hex) is stored. */
    async hasPicture(sha256: string): Promise<boolean> {
      return blobs.exists(PICTURES_PREFIX + requireSha256(sha256));
    },

    /** The picture's bytes, or null when none are stored under that hash. */
    async readPicture(sha256: string): Promise<Buffer | null> {
      return readBlob(blobs, PICTURES_PREFIX + requireSha256(sha256));
    },
  };
}

export type ContentPictureStore = ReturnType<typeof createContentPictures>;
