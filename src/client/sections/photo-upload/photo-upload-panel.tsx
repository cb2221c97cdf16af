import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useDropzone } from "react-dropzone";
import { INVITATION_PAGE_PREFIX } from "../../../shared/invitation-page.ts";
import { PHOTO_PICKER_ACCEPT, type PhotoLimits } from "../../../shared/photo.ts";
import { newPhotoToken } from "../../../shared/uploads.ts";
import { fill } from "../../../shared/words/words.ts";
import { type ToastKind, useToast } from "../../components/toast/toast.tsx";
import { track } from "../../lib/analytics.ts";
import { usePartWords } from "../../lib/words.tsx";
import { contentHash } from "./content-hash.ts";
import { DROP_ZONE_BOX, DropZoneHint, UploadIcon } from "./drop-zone-face.tsx";
import { MyPhotosList } from "./my-photos-list.tsx";
import { type KeepResult, type PendingUpload, type PendingUploadStore, pendingUploadStore } from "./pending-uploads.ts";
import { makePreview } from "./photo-preview.ts";
import { PhotoRow, type Row } from "./photo-row.tsx";
import {
  isAtLimit,
  readHead,
  selectFiles,
  sendingProgress,
  UPLOAD_PANEL_TOPIC,
  uploadFailureMessage,
} from "./photo-selection.ts";
import { deviceFullText, tooLargeText, uploadSummaryText } from "./photo-words.ts";
import { canDecode, preparePhoto } from "./resize-photo.ts";
import { abandonUpload, type SendOutcome, sendResumable } from "./resumable-upload.ts";
import { createUploadQueue } from "./upload-queue.ts";
import {
  joinRound,
  type Outcome,
  readRound,
  resumeRound,
  roundIsOver,
  roundSummary,
  settleRound,
  type UploadRound,
  writeRound,
} from "./upload-round.ts";
import { uploaderNameToSend } from "./uploader-name.ts";
import { useMyPhotos, useRefreshWhenDone } from "./use-my-photos.ts";
import { useUploadRows } from "./use-upload-rows.ts";

/** How a photo's sending ended, for its row, the phone's store and the round. */
type Ending = SendOutcome | { kind: "refused"; reason: string } | { kind: "unpreparable"; reason: string };

/** Whether a photo with some bytes arrived, for a "(1)" copy of it waiting in the same panel. */
type SameBytes = "arrived" | "other";

/** Three photos at a time: quick on good connections, gentle on a phone's. */
const CONCURRENT_UPLOADS = 3;

/** A file refused on the phone is part of a round by its row: it never has a token. */
const rowKey = (id: string) => `row:${id}`;

export interface PhotoUploadPanelProps {
  hint: string;
  limits: PhotoLimits;
  /** The guest's choice, beside the notice: remove location and camera details before sending. */
  stripMetadata: boolean;
  /** The optional name typed above the drop zone, as typed. */
  uploaderName: string;
  /** Where photos are kept until the server has them: this browser's IndexedDB unless a test gives another. */
  store?: PendingUploadStore;
}

export function PhotoUploadPanel({
  hint,
  limits,
  stripMetadata,
  uploaderName,
  store: givenStore,
}: PhotoUploadPanelProps) {
  const toast = useToast();
  const { words, language } = usePartWords("upload");
  const {
    rows,
    current: currentRows,
    patch: patchRow,
    patchEach: patchRows,
    add: addRows,
    remove: dropRow,
  } = useUploadRows();
  const [queue] = useState(() => createUploadQueue(CONCURRENT_UPLOADS));
  const [store] = useState(() => givenStore ?? pendingUploadStore());
  /** Each row's photo as it is kept on the phone and sent. */
  const pending = useRef(new Map<string, PendingUpload>());
  /** Each row's last write of its photo to the phone: its sending waits for it, so what is sent is kept first. */
  const keeping = useRef(new Map<string, Promise<KeepResult>>());
  /** Photos being sent or sent from this panel, by their bytes' hash: a "(1)" copy waits for the first and is not sent. */
  const sameBytes = useRef(new Map<string, Promise<SameBytes>>());
  const round = useRef<UploadRound | null>(null);
  const adding = useRef<Promise<void>>(Promise.resolve());
  const nextId = useRef(1);
  const zoneButtonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const ids = useId();
  const atLimit = isAtLimit(rows, limits);
  const myPhotos = useMyPhotos(store);
  useRevokeWhenGone([...rows.map((row) => row.preview?.url ?? ""), ...myPhotos.previews.values()]);

  /** The panel's one message where the guest looks: a new one replaces the one showing. */
  const say = useCallback(
    (kind: ToastKind, message: string) => toast.show(kind, message, { topic: UPLOAD_PANEL_TOPIC }),
    [toast],
  );

  useEffect(() => () => queue.clear(), [queue]);

  /** The round as it now stands; once nothing of it is on its way, the guest reads its total. */
  const updateRound = useCallback(
    (next: UploadRound | null) => {
      let kept = next;
      if (kept && roundIsOver(kept)) {
        if (kept.total > 0) {
          const summary = roundSummary(kept);
          say(summary.failed.length > 0 ? "warning" : "success", uploadSummaryText(words, language, summary));
        }
        kept = null;
      }
      round.current = kept;
      writeRound(kept);
    },
    [say, words, language],
  );

  const settle = useCallback(
    (key: string, outcome: Outcome) => {
      if (round.current) updateRound(settleRound(round.current, key, outcome));
    },
    [updateRound],
  );

  /**
   * Keeps these photos on the phone as they now are; the guest is told when it has no room for some. A photo
   * kept already (when it was chosen) has only what Upload changed written again, not its bytes.
   */
  const keep = useCallback(
    (entries: readonly { rowId: string; upload: PendingUpload }[]) => {
      const writes = entries.map(({ rowId, upload }) => {
        const earlier = keeping.current.get(rowId);
        const { awaitingUpload, stripMetadata, uploaderName } = upload;
        const write: Promise<KeepResult> = earlier
          ? earlier.then((result) =>
              result === "kept"
                ? store.update(upload.token, { awaitingUpload, stripMetadata, uploaderName }).then(() => result)
                : store.put(upload),
            )
          : store.put(upload);
        keeping.current.set(rowId, write);
        return write;
      });
      void Promise.all(writes).then((results) => {
        const full = results.filter((result) => result === "full").length;
        if (full > 0) say("warning", deviceFullText(words, language, full));
      });
    },
    [store, say, words, language],
  );

  const invitationCode = pageInvitationCode();

  /** A new photo to keep and send, as the guest chose it: the phone prepares it when its turn comes. */
  const newUpload = useCallback(
    (row: Row, sendAs: { stripMetadata: boolean; uploaderName: string | null }, queuedAt: number): PendingUpload => ({
      token: newPhotoToken(),
      blob: row.file,
      prepared: false,
      awaitingUpload: false,
      stripMetadata: sendAs.stripMetadata,
      fileName: row.file.name,
      capturedAt: null,
      uploaderName: sendAs.uploaderName,
      invitationCode,
      uploadUrl: null,
      queuedAt,
      contentHash: null,
      preview: row.preview?.blob ?? null,
      refusal: null,
    }),
    [invitationCode],
  );

  /** The end of a photo's sending: its row, what the phone keeps of it, the guest's list and the round. */
  const conclude = useCallback(
    (rowId: string, upload: PendingUpload, ending: Ending) => {
      const row = currentRows().find((candidate) => candidate.id === rowId);
      const name = row?.file.name ?? upload.fileName;
      const forget = () => {
        pending.current.delete(rowId);
        void store.remove(upload.token);
      };
      switch (ending.kind) {
        case "stored": {
          forget();
          patchRow(rowId, () => ({ status: "success", progress: 100, error: null, waiting: null }));
          myPhotos.remember(ending.photo, upload, name, row?.preview?.blob ?? null);
          settle(upload.token, { kind: "sent" });
          return;
        }
        case "already-sent":
          forget();
          patchRow(rowId, () => ({ status: "success", progress: 100, error: null, waiting: null, alreadySent: true }));
          settle(upload.token, { kind: "already-sent" });
          return;
        case "refused": {
          // The server's word on it; kept with it, so a reload shows it again with Retry.
          const refused = { ...upload, refusal: ending.reason, uploadUrl: null };
          pending.current.set(rowId, refused);
          void store.update(upload.token, { refusal: ending.reason, uploadUrl: null });
          patchRow(rowId, () => ({ status: "error", error: ending.reason, waiting: null }));
          settle(upload.token, { kind: "failed", name, reason: ending.reason });
          return;
        }
        case "unpreparable":
          forget();
          patchRow(rowId, () => ({ status: "invalid", progress: 0, error: ending.reason, waiting: null }));
          settle(upload.token, { kind: "failed", name, reason: ending.reason });
          return;
      }
    },
    [store, patchRow, settle, myPhotos.remember, currentRows],
  );

  /** Queues the row's photo: prepared on the phone if it is not yet, then sent until the server has it or refuses it. */
  const send = useCallback(
    (rowId: string) => {
      queue.add(rowId, async (signal) => {
        await keeping.current.get(rowId);
        let upload = pending.current.get(rowId);
        if (!upload || signal.aborted) return;
        if (!upload.prepared) {
          const prepared = await preparePhoto(
            new File([upload.blob], upload.fileName, { type: upload.blob.type, lastModified: Date.now() }),
            { stripMetadata: upload.stripMetadata, maxFileBytes: limits.maxFileBytes },
          );
          if (signal.aborted) return;
          if (!prepared.ok) {
            conclude(rowId, upload, { kind: "unpreparable", reason: tooLargeText(words, limits.maxFileBytes) });
            return;
          }
          upload = {
            ...upload,
            blob: prepared.file,
            fileName: prepared.file.name,
            capturedAt: prepared.capturedAt,
            prepared: true,
            // Bytes sent before it was prepared again are not these bytes.
            uploadUrl: null,
            contentHash: await contentHash(prepared.file),
          };
          pending.current.set(rowId, upload);
          // As it is sent, from now on: the chosen bytes make way for the prepared ones.
          await store.put(upload);
          if (signal.aborted) return;
        } else if (upload.contentHash === null) {
          upload = { ...upload, contentHash: await contentHash(upload.blob) };
          pending.current.set(rowId, upload);
          if (signal.aborted) return;
        }

        const hash = upload.contentHash;
        const mine: { settle: ((outcome: SameBytes) => void) | null; outcome: SameBytes } = {
          settle: null,
          outcome: "other",
        };
        try {
          if (hash) {
            // A "(1)" copy of a photo on its way (or sent) from this panel: it waits for it, and is not sent again.
            const earlier = sameBytes.current.get(hash);
            if (earlier && (await earlier) === "arrived") {
              if (!signal.aborted) conclude(rowId, upload, { kind: "already-sent" });
              return;
            }
            if (signal.aborted) return;
            sameBytes.current.set(
              hash,
              new Promise((resolve) => {
                mine.settle = resolve;
              }),
            );
          }
          const sending = upload;
          const result = await sendResumable(sending, {
            signal,
            onProgress: (sent, total) =>
              patchRow(rowId, (current) => ({
                waiting: null,
                progress: sendingProgress(current.progress, total > 0 ? sent / total : 0),
              })),
            onUploadUrl: (uploadUrl) => {
              sending.uploadUrl = uploadUrl;
              void store.update(sending.token, { uploadUrl });
            },
            onWaiting: (offline) => patchRow(rowId, () => ({ waiting: offline ? "offline" : "retrying" })),
          });
          if (signal.aborted) return;
          if (result.ok) {
            mine.outcome = "arrived";
            conclude(rowId, sending, result.value);
          } else {
            conclude(rowId, sending, { kind: "refused", reason: uploadFailureMessage(result, limits, words) });
          }
        } finally {
          mine.settle?.(mine.outcome);
        }
      });
    },
    [queue, store, limits, patchRow, conclude, words],
  );

  // Photos a reload (or a phone that closed the page) interrupted: their rows come back and carry on; those the
  // server refused come back with its words and Retry. Once, on mount.
  const sendLatest = useRef(send);
  sendLatest.current = send;
  const updateRoundLatest = useRef(updateRound);
  updateRoundLatest.current = updateRound;
  useEffect(() => {
    let cancelled = false;
    void store.list().then((kept) => {
      if (cancelled) return;
      // Photos this page kept itself (a guest quicker than the phone's storage) are its rows already.
      const live = new Set([...pending.current.values()].map((upload) => upload.token));
      const uploads = kept.filter((upload) => !live.has(upload.token));
      const onTheirWay = uploads
        .filter((upload) => upload.refusal === null && !upload.awaitingUpload)
        .map((upload) => upload.token);
      // The round they were part of goes on, with what the last page counted of it.
      const before = round.current ?? resumeRound(readRound(), new Set(onTheirWay));
      updateRoundLatest.current(before || onTheirWay.length > 0 ? joinRound(before, onTheirWay) : null);
      if (uploads.length === 0) return;
      const newRows = uploads.map((upload): Row => {
        const row: Row = {
          id: `photo-${nextId.current++}`,
          file: new File([upload.blob], upload.fileName, { type: upload.blob.type }),
          status: upload.awaitingUpload ? "ready" : upload.refusal === null ? "uploading" : "error",
          progress: 0,
          error: upload.refusal,
          waiting: null,
          alreadySent: false,
          preview: upload.preview ? { blob: upload.preview, url: URL.createObjectURL(upload.preview) } : null,
        };
        pending.current.set(row.id, upload);
        keeping.current.set(row.id, Promise.resolve("kept"));
        return row;
      });
      addRows(newRows);
      for (const row of newRows) if (row.status === "uploading") sendLatest.current(row.id);
    });
    return () => {
      cancelled = true;
    };
  }, [store, addRows]);

  /** Makes the row's small picture once, off the list's way; a photo already kept takes it too. Resolves it. */
  const previewRow = useCallback(
    (row: Row) =>
      makePreview(row.file).then((blob) => {
        if (!blob || !currentRows().some((current) => current.id === row.id)) return blob;
        patchRow(row.id, () => ({ preview: { blob, url: URL.createObjectURL(blob) } }));
        const upload = pending.current.get(row.id);
        if (upload && !upload.preview) {
          pending.current.set(row.id, { ...upload, preview: blob });
          void store.update(upload.token, { preview: blob });
        }
        return blob;
      }),
    [patchRow, store, currentRows],
  );

  /** How the guest asks for their photos to be sent, as the panel's choices now stand. */
  const sendAs = useCallback(
    () => ({ stripMetadata, uploaderName: uploaderNameToSend(uploaderName) }),
    [stripMetadata, uploaderName],
  );

  /** A chosen photo the phone will not send after all (it cannot open it): no longer kept for it. */
  const forgetChosen = useCallback(
    (rowId: string) => {
      const upload = pending.current.get(rowId);
      if (!upload?.awaitingUpload) return;
      const written = keeping.current.get(rowId) ?? Promise.resolve();
      pending.current.delete(rowId);
      keeping.current.delete(rowId);
      void written.then(() => store.remove(upload.token));
    },
    [store],
  );

  const addFiles = useCallback(
    (files: File[]) => {
      // One selection at a time, each checked against the rows the one before added.
      adding.current = adding.current.then(async () => {
        // The first bytes say whether it is a photo at all: a text file named .jpg is refused before it is listed.
        const heads = await Promise.all(files.map(readHead));
        const { added, messages } = selectFiles(currentRows(), files, limits, words, heads);
        if (messages.length > 0) say("error", messages.join(" "));
        if (added.length === 0) return;
        const newRows: Row[] = added.map(({ file, error }) => ({
          id: `photo-${nextId.current++}`,
          file,
          status: error ? "invalid" : "ready",
          progress: 0,
          error,
          waiting: null,
          alreadySent: false,
          preview: null,
        }));
        addRows(newRows);
        // Kept on the phone from now on: a reload before Upload finds them ready to upload again.
        const as = sendAs();
        const now = Date.now();
        const chosen = newRows
          .filter((row) => row.status === "ready")
          .map((row, index) => ({
            rowId: row.id,
            upload: { ...newUpload(row, as, now + index), awaitingUpload: true },
          }));
        for (const { rowId, upload } of chosen) pending.current.set(rowId, upload);
        keep(chosen);
        for (const row of newRows) {
          if (row.status !== "ready") continue;
          const previewed = previewRow(row);
          // Over the limit is fine when the phone can make it smaller; only a photo it cannot open is refused for its size.
          if (row.file.size <= limits.maxFileBytes) continue;
          // A photo its preview was drawn from can be opened: one decode of a large photo, not two.
          void previewed
            .then((preview) => preview !== null || canDecode(row.file))
            .then((readable) => {
              if (!readable) {
                patchRow(row.id, (current) =>
                  current.status === "ready"
                    ? { status: "invalid", error: tooLargeText(words, limits.maxFileBytes) }
                    : {},
                );
                forgetChosen(row.id);
              }
            });
        }
      });
    },
    [limits, say, patchRow, previewRow, keep, newUpload, sendAs, forgetChosen, currentRows, addRows, words],
  );

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: addFiles,
    // The button inside is the focusable control; a click anywhere in the box reaches the root.
    noKeyboard: true,
    disabled: atLimit,
    multiple: true,
  });

  const sending = rows.some((row) => row.status === "uploading");

  function startUpload() {
    const ready = rows.filter((row) => row.status === "ready");
    if (ready.length === 0) {
      // Pressed again while photos are on their way: they are, and nothing is wrong.
      if (sending) say("info", words.photoMessages.stillSending);
      else say("error", words.photoMessages.noValidFiles);
      return;
    }
    track.photoUpload(ready.length);
    const as = sendAs();
    const now = Date.now();
    const entries = ready.map((row, index) => {
      // Kept when it was chosen: the same photo, now to be sent as the guest now asks.
      const chosen = pending.current.get(row.id);
      const upload = chosen ? { ...chosen, ...as, awaitingUpload: false } : newUpload(row, as, now + index);
      return { rowId: row.id, upload };
    });
    for (const { rowId, upload } of entries) pending.current.set(rowId, upload);
    // Files refused on the phone are part of the round's total: the guest chose them, and they do not arrive.
    const refused = rows
      .filter((row) => row.status === "invalid")
      .map((row) => ({
        key: rowKey(row.id),
        name: row.file.name,
        reason: row.error ?? words.photoMessages.uploadFailed,
      }));
    updateRound(
      joinRound(
        round.current,
        entries.map(({ upload }) => upload.token),
        refused,
      ),
    );
    patchRows(new Set(ready.map((row) => row.id)), { status: "uploading", progress: 0 });
    keep(entries);
    for (const row of ready) send(row.id);
  }

  /** Sends failed photos again, from what the phone kept of them. */
  function retryRows(failed: readonly Row[]) {
    const as = sendAs();
    const now = Date.now();
    const fresh: { rowId: string; upload: PendingUpload }[] = [];
    const tokens: string[] = [];
    for (const [index, row] of failed.entries()) {
      const kept = pending.current.get(row.id);
      let upload: PendingUpload;
      if (kept) {
        upload = { ...kept, refusal: null };
        void store.update(kept.token, { refusal: null });
      } else {
        upload = newUpload(row, as, now + index);
        fresh.push({ rowId: row.id, upload });
      }
      pending.current.set(row.id, upload);
      tokens.push(upload.token);
    }
    updateRound(joinRound(round.current, tokens));
    patchRows(new Set(failed.map((row) => row.id)), { status: "uploading", progress: 0, error: null, waiting: null });
    keep(fresh);
    for (const row of failed) send(row.id);
  }

  function retry(row: Row) {
    retryRows([row]);
    // The Retry button goes away: keep the keyboard in the row.
    removeButton(row.id)?.focus();
  }

  function retryAllFailed() {
    retryRows(rows.filter((row) => row.status === "error"));
    zoneButtonRef.current?.focus();
  }

  function removeButton(id: string): HTMLButtonElement | null {
    return listRef.current?.querySelector<HTMLButtonElement>(`[data-row-id="${id}"] [data-remove]`) ?? null;
  }

  const removeRow = useCallback(
    (id: string) => {
      queue.cancel(id);
      const upload = pending.current.get(id);
      if (upload) {
        // The guest changed their mind: forget it here (once a write still on its way is done) and let the
        // server drop what arrived.
        const written = keeping.current.get(id) ?? Promise.resolve();
        pending.current.delete(id);
        keeping.current.delete(id);
        void written.then(() => store.remove(upload.token));
        abandonUpload(upload);
        settle(upload.token, { kind: "withdrawn" });
      } else settle(rowKey(id), { kind: "withdrawn" });
      // Focus would fall to the page's start with the row: move it to a neighbour, or the drop zone.
      const item = listRef.current?.querySelector(`[data-row-id="${id}"]`);
      if (item?.contains(document.activeElement)) {
        const neighbour = item.nextElementSibling ?? item.previousElementSibling;
        const target = neighbour?.querySelector<HTMLButtonElement>("[data-remove]") ?? zoneButtonRef.current;
        target?.focus();
      }
      dropRow(id);
    },
    [queue, store, settle, dropRow],
  );

  useRefreshWhenDone(sending, myPhotos.refresh);

  const valid = rows.filter((row) => row.status === "ready").length;
  const withErrors = rows.filter((row) => row.status === "invalid" || row.status === "error").length;
  const failed = rows.filter((row) => row.status === "error").length;

  return (
    <div className="text-left">
      <div
        {...getRootProps({
          // Tests drop files here, as a guest's drag would.
          "data-testid": "drop-zone",
          className: `${DROP_ZONE_BOX} ${
            atLimit
              ? "cursor-not-allowed border-ink/20 bg-sand/50 text-ink/70"
              : isDragActive
                ? "cursor-copy border-dusk bg-powder/50"
                : "cursor-pointer border-dusk/50 bg-white hover:border-dusk hover:bg-powder/20"
          } has-[button:focus-visible]:border-dusk has-[button:focus-visible]:ring-4 has-[button:focus-visible]:ring-dusk/30`,
        })}
      >
        <input {...getInputProps({ accept: PHOTO_PICKER_ACCEPT, "aria-label": words.uploadPanel.input })} />
        <UploadIcon />
        <button
          ref={zoneButtonRef}
          type="button"
          disabled={atLimit}
          aria-disabled={atLimit || undefined}
          aria-describedby={`${ids}-hint`}
          className="rounded-md px-2 py-1 font-serif text-lg text-ink focus-visible:outline-none disabled:cursor-not-allowed sm:text-xl"
        >
          {words.upload.dropZone}
        </button>
        <div id={`${ids}-hint`}>
          <DropZoneHint>
            {atLimit ? words.photoMessages.limitReached : isDragActive ? words.uploadPanel.letGo : hint}
          </DropZoneHint>
        </div>
      </div>

      {rows.length > 0 ? (
        <div className="mt-6">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-serif text-xl text-ink">{words.uploadPanel.heading}</h3>
            <p aria-live="polite" className="text-sm text-ink/80" data-testid="photo-counts">
              {fill(words.uploadPanel.counts, { valid, withErrors })}
            </p>
          </div>
          <ul ref={listRef} aria-label={words.uploadPanel.list} className="mt-3 space-y-2">
            {rows.map((row) => (
              <PhotoRow key={row.id} row={row} onRemove={removeRow} onRetry={retry} />
            ))}
          </ul>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row-reverse">
            <button
              type="button"
              onClick={startUpload}
              className="flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-ink px-6 py-3 font-medium text-white shadow transition-colors hover:bg-dusk focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink sm:flex-1"
            >
              {words.uploadPanel.upload}
            </button>
            {failed > 0 ? (
              <button
                type="button"
                onClick={retryAllFailed}
                className="flex min-h-12 w-full items-center justify-center rounded-full border border-ink/30 bg-white px-6 py-3 font-medium text-ink transition-colors hover:bg-powder/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink sm:w-auto"
              >
                {fill(words.uploadPanel.retryAll, { count: failed })}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
      <MyPhotosList
        photos={myPhotos.photos}
        states={myPhotos.states}
        previews={myPhotos.previews}
        onChange={myPhotos.removed}
      />
    </div>
  );
}

/** Revokes an object URL once no render uses it any more (a row gone, a sent photo removed). */
function useRevokeWhenGone(urls: readonly string[]): void {
  const live = useRef(new Set<string>());
  useEffect(() => {
    const now = new Set(urls.filter((url) => url !== ""));
    for (const url of live.current) if (!now.has(url)) URL.revokeObjectURL(url);
    live.current = now;
  });
}

/** A personal link's code: its photos belong to that household. */
function pageInvitationCode(): string | null {
  if (typeof window === "undefined") return null;
  const path = window.location.pathname;
  if (!path.startsWith(INVITATION_PAGE_PREFIX)) return null;
  const match = /^([^/]+)\/?$/.exec(path.slice(INVITATION_PAGE_PREFIX.length));
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
