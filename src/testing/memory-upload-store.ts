import {
  type KeepResult,
  type PendingUpload,
  type PendingUploadStore,
  sortPending,
} from "../client/sections/photo-upload/pending-uploads.ts";

/**
 * The phone's store of photos being sent (pending-uploads.ts) in memory, for
 * component tests (happy-dom has no IndexedDB): one store handed to a panel,
 * unmounted, and handed to a new one is a reload. `room` says how many
 * writes of a photo fit before the phone is full (its quota).
 */
export function memoryUploadStore({ room = Number.POSITIVE_INFINITY }: { room?: number } = {}) {
  const uploads = new Map<string, PendingUpload>();
  const previews = new Map<string, Blob>();
  let roomLeft = room;
  const store: PendingUploadStore = {
    async list() {
      return sortPending([...uploads.values()]);
    },
    async put(upload): Promise<KeepResult> {
      if (!uploads.has(upload.token)) {
        if (roomLeft <= 0) return "full";
        roomLeft -= 1;
      }
      uploads.set(upload.token, { ...upload });
      return "kept";
    },
    async update(token, patch) {
      const upload = uploads.get(token);
      if (upload) uploads.set(token, { ...upload, ...patch });
    },
    async remove(token) {
      if (uploads.delete(token)) roomLeft += 1;
    },
    async putPreview(photoId, preview) {
      previews.set(photoId, preview);
    },
    async previews(photoIds) {
      const found = new Map<string, Blob>();
      for (const id of photoIds) {
        const preview = previews.get(id);
        if (preview) found.set(id, preview);
      }
      return found;
    },
    async removePreview(photoId) {
      previews.delete(photoId);
    },
  };
  return {
    store,
    /** What is kept now, oldest first. */
    kept: () => sortPending([...uploads.values()]),
    keptPreviews: () => new Map(previews),
  };
}
