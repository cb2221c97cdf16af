import { useCallback, useEffect, useRef, useState } from "react";
import type { PhotoStatus } from "../../../shared/photo.ts";
import type { FinishedUpload } from "../../../shared/uploads.ts";
import { fetchPhotoStates, forgetMyPhoto, type MyPhoto, readMyPhotos, rememberMyPhoto } from "./my-photos.ts";
import type { PendingUpload, PendingUploadStore } from "./pending-uploads.ts";

/**
 * The photos this browser sent (my-photos.ts), as the upload panel lists them
 * under its queue: what became of each, and its small picture kept on the
 * phone. Read at mount and asked again after each batch (useRefreshWhenDone).
 */
export function useMyPhotos(store: PendingUploadStore) {
  const [photos, setPhotos] = useState<MyPhoto[]>([]);
  const [states, setStates] = useState<ReadonlyMap<string, PhotoStatus>>(new Map());
  const [previews, setPreviews] = useState<ReadonlyMap<string, string>>(new Map());

  const forgetPreviews = useCallback(
    (photoIds: readonly string[]) => {
      if (photoIds.length === 0) return;
      for (const id of photoIds) void store.removePreview(id);
      setPreviews((current) => new Map([...current].filter(([id]) => !photoIds.includes(id))));
    },
    [store],
  );

  const refresh = useCallback(async () => {
    const result = await fetchPhotoStates(readMyPhotos());
    if (!result.ok) return;
    let kept = readMyPhotos();
    const known = new Map<string, PhotoStatus>();
    const gone: string[] = [];
    for (const [id, status] of result.value) {
      // The server no longer has it (the couple or retention removed it): nothing left to show or remove.
      if (status === null) {
        kept = forgetMyPhoto(id);
        gone.push(id);
      } else known.set(id, status);
    }
    setPhotos(kept);
    setStates(known);
    forgetPreviews(gone);
  }, [forgetPreviews]);

  useEffect(() => {
    const kept = readMyPhotos();
    setPhotos(kept);
    void refresh();
    let cancelled = false;
    void store.previews(kept.map((photo) => photo.id)).then((found) => {
      if (cancelled || found.size === 0) return;
      setPreviews(
        (current) => new Map([...current, ...[...found].map(([id, blob]) => [id, URL.createObjectURL(blob)] as const)]),
      );
    });
    return () => {
      cancelled = true;
    };
  }, [refresh, store]);

  /** A photo the server has now stored: listed with its state, and its small picture kept for the list. */
  const remember = useCallback(
    (photo: FinishedUpload["photo"], sent: PendingUpload, fileName: string, shown: Blob | null) => {
      setPhotos(rememberMyPhoto({ id: photo.id, deleteToken: sent.token, fileName, sentAt: new Date().toISOString() }));
      setStates((current) => new Map(current).set(photo.id, photo.status));
      const preview = sent.preview ?? shown;
      if (!preview) return;
      void store.putPreview(photo.id, preview);
      setPreviews((current) => new Map(current).set(photo.id, URL.createObjectURL(preview)));
    },
    [store],
  );

  /** The guest removed one from the list (MyPhotosList's onChange). */
  const removed = useCallback(
    (kept: MyPhoto[], removedId: string) => {
      setPhotos(kept);
      forgetPreviews([removedId]);
    },
    [forgetPreviews],
  );

  return { photos, states, previews, refresh, remember, removed };
}

/** After a batch: what the couple made of the photos so far. */
export function useRefreshWhenDone(sending: boolean, refresh: () => Promise<void>): void {
  const wasSending = useRef(false);
  useEffect(() => {
    if (wasSending.current && !sending) void refresh();
    wasSending.current = sending;
  }, [sending, refresh]);
}
