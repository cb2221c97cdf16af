import type { PhotoStates } from "../../shared/upload-schemas.ts";
import { PHOTO_TOKEN_PATTERN } from "../../shared/uploads.ts";
import type { PhotoRepository } from "../db/photo-repository.ts";
import type { Erasure } from "./erasure.ts";
import { deleteTokenHash, matchesDeleteTokenHash } from "./photo-service.ts";

export interface PhotoOwnerDeps {
  photos: PhotoRepository;
  erasure: Pick<Erasure, "erasePhoto">;
}

/** Longer ids than any we issue (UUIDs) are not looked up at all. */
const MAX_PHOTO_ID_LENGTH = 100;

/**
 * The guest who sent a photo deletes it from the same browser, with the
 * delete token the upload answered (only its SHA-256 is stored). The photo
 * goes everywhere, record and files, through the erasure service.
 */
export function createPhotoOwner({ photos, erasure }: PhotoOwnerDeps) {
  return {
    /**
     * Erases the photo when `token` is its delete token. False, the same for
     * every case, when the token is missing or wrong, the photo has none, or
     * the photo is gone.
     */
    async deleteWithToken(id: string, token: string | undefined): Promise<boolean> {
      if (id.length > MAX_PHOTO_ID_LENGTH) return false;
      if (!matchesDeleteTokenHash(token, await photos.findDeleteTokenHash(id))) return false;
      return (await erasure.erasePhoto(id, "guest")) !== null;
    },

    /** What became of the photos these tokens were made for (PHOTO_STATES_API); null for a token no photo has. */
    async states(tokens: string[]): Promise<PhotoStates> {
      const hashes = tokens.map((token) => (PHOTO_TOKEN_PATTERN.test(token) ? deleteTokenHash(token) : null));
      const found = await photos.findByTokenHashes(hashes.filter((hash) => hash !== null));
      const byHash = new Map(found.map((photo) => [photo.tokenHash, { id: photo.id, status: photo.status }]));
      return { photos: hashes.map((hash) => (hash ? (byHash.get(hash) ?? null) : null)) };
    },
  };
}

export type PhotoOwner = ReturnType<typeof createPhotoOwner>;
