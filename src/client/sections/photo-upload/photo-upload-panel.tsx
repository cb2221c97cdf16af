import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useDropzone } from "react-dropzone";
import {
  PHOTO_MESSAGES,
  PHOTO_PICKER_ACCEPT,
  type PhotoLimits,
  type PhotoStatus,
  SUCCESS_ROW_MS,
  tooLargeMessage,
} from "../../../shared/photo.ts";
import { newPhotoToken } from "../../../shared/uploads.ts";
import { useToast } from "../../components/toast/toast.tsx";
import { track } from "../../lib/analytics.ts";
import { useOnline } from "../../lib/connection.ts";
import { DROP_ZONE_BOX, DROP_ZONE_LABEL, DropZoneHint, UploadIcon } from "./drop-zone-face.tsx";
import { fetchPhotoStates, forgetMyPhoto, type MyPhoto, readMyPhotos, rememberMyPhoto } from "./my-photos.ts";
import { MyPhotosList } from "./my-photos-list.tsx";
import { type PendingUpload, pendingUploadStore } from "./pending-uploads.ts";
import {
  formatFileSize,
  isAtLimit,
  RETRYING,
  type RowStatus,
  selectFiles,
  sendingProgress,
  uploadFailureMessage,
  WAITING_FOR_CONNECTION,
} from "./photo-selection.ts";
import { canDecode, preparePhoto } from "./resize-photo.ts";
import { abandonUpload, sendResumable } from "./resumable-upload.ts";
import { createUploadQueue } from "./upload-queue.ts";
import { uploaderNameToSend } from "./uploader-name.ts";

/** Spec section 3's upload queue item, plus the review states before upload. */
interface Row {
  id: string;
  file: File;
  status: RowStatus;
  /** 0 to 100; only ever grows while the photo is sent. */
  progress: number;
  error: string | null;
  /** Why an uploading row is not moving: offline, or an attempt that got no answer and will be made again. */
  waiting: "offline" | "retrying" | null;
}

/** Three photos at a time: quick on good connections, gentle on a phone's. */
const CONCURRENT_UPLOADS = 3;
export interface PhotoUploadPanelProps {
  hint: string;
  limits: PhotoLimits;
  /** The guest's choice, beside the notice: remove location and camera details before sending. */
  stripMetadata: boolean;
  /** The optional name typed above the drop zone, as typed. */
  uploaderName: string;
}

export function PhotoUploadPanel({ hint, limits, stripMetadata, uploaderName }: PhotoUploadPanelProps) {
  const toast = useToast();
  const [rows, setRows] = useState<Row[]>([]);
  const [queue] = useState(() => createUploadQueue(CONCURRENT_UPLOADS));
  const [store] = useState(() => pendingUploadStore());
  /** Each row's photo as it is being sent, once prepared (and stored for a reload). */
  const pending = useRef(new Map<string, PendingUpload>());
  const nextId = useRef(1);
  const zoneButtonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const ids = useId();
  const atLimit = isAtLimit(rows, limits);
  const [myPhotos, setMyPhotos] = useState<MyPhoto[]>([]);
  const [states, setStates] = useState<ReadonlyMap<string, PhotoStatus>>(new Map());

  const refreshStates = useCallback(async () => {
    const result = await fetchPhotoStates(readMyPhotos());
    if (!result.ok) return;
    let photos = readMyPhotos();
    const known = new Map<string, PhotoStatus>();
    for (const [id, status] of result.value) {
      // The server no longer has it (the couple or retention removed it): nothing left to show or remove.
      if (status === null) photos = forgetMyPhoto(id);
      else known.set(id, status);
    }
    setMyPhotos(photos);
    setStates(known);
  }, []);

  useEffect(() => {
    setMyPhotos(readMyPhotos());
    void refreshStates();
  }, [refreshStates]);

  useEffect(() => () => queue.clear(), [queue]);

  const patchRow = useCallback((id: string, patch: (row: Row) => Partial<Row>) => {
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...patch(row) } : row)));
  }, []);

  const invitationCode = pageInvitationCode();

  const enqueue = useCallback(
    (row: Row, sendAs: { stripMetadata: boolean; uploaderName: string | null }) => {
      queue.add(row.id, async (signal) => {
        let upload = pending.current.get(row.id);
        if (!upload) {
          const prepared = await preparePhoto(row.file, {
            stripMetadata: sendAs.stripMetadata,
            maxFileBytes: limits.maxFileBytes,
          });
          if (signal.aborted) return;
          if (!prepared.ok) {
            patchRow(row.id, () => ({ status: "invalid", progress: 0, error: tooLargeMessage(limits.maxFileBytes) }));
            return;
          }
          upload = {
            token: newPhotoToken(),
            blob: prepared.file,
            fileName: prepared.file.name,
            capturedAt: prepared.capturedAt,
            uploaderName: sendAs.uploaderName,
            invitationCode,
            uploadUrl: null,
            queuedAt: Date.now(),
          };
          pending.current.set(row.id, upload);
          await store.put(upload);
          if (signal.aborted) return;
        }
        const sending = upload;
        const result = await sendResumable(sending, {
          signal,
          onProgress: (sent, total) =>
            patchRow(row.id, (current) => ({
              waiting: null,
              progress: sendingProgress(current.progress, total > 0 ? sent / total : 0),
            })),
          onUploadUrl: (uploadUrl) => {
            sending.uploadUrl = uploadUrl;
            void store.setUploadUrl(sending.token, uploadUrl);
          },
          onWaiting: (offline) => patchRow(row.id, () => ({ waiting: offline ? "offline" : "retrying" })),
        });
        if (signal.aborted) return;
        // Stored or refused: either way the server holds no half-sent upload of it any more.
        pending.current.delete(row.id);
        void store.remove(sending.token);
        if (result.ok) {
          patchRow(row.id, () => ({ status: "success", progress: 100, error: null, waiting: null }));
          setMyPhotos(
            rememberMyPhoto({
              id: result.value.photo.id,
              deleteToken: sending.token,
              fileName: row.file.name,
              sentAt: new Date().toISOString(),
            }),
          );
          setStates((current) => new Map(current).set(result.value.photo.id, result.value.photo.status));
        } else {
          patchRow(row.id, () => ({ status: "error", error: uploadFailureMessage(result, limits), waiting: null }));
        }
      });
    },
    [queue, store, limits, invitationCode, patchRow],
  );

  // Photos a reload (or a phone that closed the page) interrupted: their rows come back and carry on. Once, on mount.
  const enqueueLatest = useRef(enqueue);
  enqueueLatest.current = enqueue;
  useEffect(() => {
    let cancelled = false;
    void store.list().then((uploads) => {
      if (cancelled || uploads.length === 0) return;
      const newRows = uploads.map((upload): Row => {
        const row: Row = {
          id: `photo-${nextId.current++}`,
          file: new File([upload.blob], upload.fileName, { type: upload.blob.type }),
          status: "uploading",
          progress: 0,
          error: null,
          waiting: null,
        };
        pending.current.set(row.id, upload);
        return row;
      });
      setRows((current) => [...current, ...newRows]);
      // Each carries what it was prepared with; these options are not used for it.
      for (const row of newRows) enqueueLatest.current(row, { stripMetadata: true, uploaderName: null });
    });
    return () => {
      cancelled = true;
    };
  }, [store]);

  const addFiles = useCallback(
    (files: File[]) => {
      const { added, messages } = selectFiles(rows, files, limits);
      for (const message of messages) toast.show("error", message);
      if (added.length === 0) return;
      const newRows: Row[] = added.map(({ file, error }) => ({
        id: `photo-${nextId.current++}`,
        file,
        status: error ? "invalid" : "ready",
        progress: 0,
        error,
        waiting: null,
      }));
      setRows((current) => [...current, ...newRows]);
      // Over the limit is fine when the phone can make it smaller; only a photo it cannot open is refused for its size.
      for (const row of newRows) {
        if (row.status !== "ready" || row.file.size <= limits.maxFileBytes) continue;
        void canDecode(row.file).then((readable) => {
          if (!readable) {
            patchRow(row.id, (current) =>
              current.status === "ready" ? { status: "invalid", error: tooLargeMessage(limits.maxFileBytes) } : {},
            );
          }
        });
      }
    },
    [rows, toast, limits, patchRow],
  );

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: addFiles,
    // The button inside is the focusable control; a click anywhere in the box reaches the root.
    noKeyboard: true,
    disabled: atLimit,
    multiple: true,
  });

  const sendAs = () => ({ stripMetadata, uploaderName: uploaderNameToSend(uploaderName) });

  function startUpload() {
    const ready = rows.filter((row) => row.status === "ready");
    if (ready.length === 0) {
      toast.show("error", PHOTO_MESSAGES.noValidFiles);
      return;
    }
    track.photoUpload(ready.length);
    const starting = new Set(ready.map((row) => row.id));
    setRows((current) =>
      current.map((row) => (starting.has(row.id) ? { ...row, status: "uploading", progress: 0 } : row)),
    );
    for (const row of ready) enqueue(row, sendAs());
  }

  function retry(row: Row) {
    patchRow(row.id, () => ({ status: "uploading", progress: 0, error: null }));
    enqueue(row, sendAs());
    // The Retry button goes away: keep the keyboard in the row.
    removeButton(row.id)?.focus();
  }

  function retryAllFailed() {
    const failed = rows.filter((row) => row.status === "error");
    const retrying = new Set(failed.map((row) => row.id));
    setRows((current) =>
      current.map((row) =>
        retrying.has(row.id) ? { ...row, status: "uploading", progress: 0, error: null, waiting: null } : row,
      ),
    );
    for (const row of failed) enqueue(row, sendAs());
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
        // The guest changed their mind: forget it here and let the server drop what arrived.
        pending.current.delete(id);
        void store.remove(upload.token);
        abandonUpload(upload);
      }
      // Focus would fall to the page's start with the row: move it to a neighbour, or the drop zone.
      const item = listRef.current?.querySelector(`[data-row-id="${id}"]`);
      if (item?.contains(document.activeElement)) {
        const neighbour = item.nextElementSibling ?? item.previousElementSibling;
        const target = neighbour?.querySelector<HTMLButtonElement>("[data-remove]") ?? zoneButtonRef.current;
        target?.focus();
      }
      setRows((current) => current.filter((row) => row.id !== id));
    },
    [queue, store],
  );

  // After a batch: what the couple made of the photos so far.
  const sending = rows.some((row) => row.status === "uploading");
  const wasSending = useRef(false);
  useEffect(() => {
    if (wasSending.current && !sending) void refreshStates();
    wasSending.current = sending;
  }, [sending, refreshStates]);

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
        <input {...getInputProps({ accept: PHOTO_PICKER_ACCEPT, "aria-label": "Photos to upload" })} />
        <UploadIcon />
        <button
          ref={zoneButtonRef}
          type="button"
          disabled={atLimit}
          aria-disabled={atLimit || undefined}
          aria-describedby={`${ids}-hint`}
          className="rounded-md px-2 py-1 font-serif text-lg text-ink focus-visible:outline-none disabled:cursor-not-allowed sm:text-xl"
        >
          {DROP_ZONE_LABEL}
        </button>
        <div id={`${ids}-hint`}>
          <DropZoneHint>
            {atLimit ? PHOTO_MESSAGES.limitReached : isDragActive ? "Let go to add them." : hint}
          </DropZoneHint>
        </div>
      </div>

      {rows.length > 0 ? (
        <div className="mt-6">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-serif text-xl text-ink">Your photos</h3>
            <p aria-live="polite" className="text-sm text-ink/80" data-testid="photo-counts">
              {valid} valid · {withErrors} with errors
            </p>
          </div>
          <ul ref={listRef} aria-label="Selected photos" className="mt-3 space-y-2">
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
              Upload photos
            </button>
            {failed > 0 ? (
              <button
                type="button"
                onClick={retryAllFailed}
                className="flex min-h-12 w-full items-center justify-center rounded-full border border-ink/30 bg-white px-6 py-3 font-medium text-ink transition-colors hover:bg-powder/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink sm:w-auto"
              >
                Retry all failed ({failed})
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
      <MyPhotosList photos={myPhotos} states={states} onChange={setMyPhotos} />
    </div>
  );
}

/** A personal link's code: its photos belong to that household. */
function pageInvitationCode(): string | null {
  if (typeof window === "undefined") return null;
  const match = /^\/i\/([^/]+)\/?$/.exec(window.location.pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

const STATUS_TEXT: Record<RowStatus, string> = {
  ready: "Ready to upload",
  invalid: "Not uploaded",
  uploading: "Uploading",
  success: "Uploaded",
  error: "Upload failed",
};

function PhotoRow({
  row,
  onRemove,
  onRetry,
}: {
  row: Row;
  onRemove: (id: string) => void;
  onRetry: (row: Row) => void;
}) {
  const { id, file, status, progress, error } = row;
  const preview = usePreview(status === "invalid" ? null : file);
  const online = useOnline();

  useEffect(() => {
    if (status !== "success") return;
    const timer = setTimeout(() => onRemove(id), SUCCESS_ROW_MS);
    return () => clearTimeout(timer);
  }, [status, id, onRemove]);

  const failed = status === "invalid" || status === "error";
  const statusText =
    status !== "uploading"
      ? STATUS_TEXT[status]
      : !online || row.waiting === "offline"
        ? WAITING_FOR_CONNECTION
        : row.waiting === "retrying"
          ? RETRYING
          : progress === 0
            ? "Waiting to upload"
            : STATUS_TEXT.uploading;
  return (
    <li
      data-row-id={id}
      data-status={status}
      // A grid, so that on a phone the Retry button goes under the words instead of squeezing them.
      className={`grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 rounded-xl border bg-white p-3 ${
        status === "error" ? "sm:grid-cols-[auto_minmax(0,1fr)_auto_auto]" : ""
      } ${failed ? "border-red-300" : "border-ink/10"}`}
    >
      <Thumbnail url={preview} />
      <div className="col-start-2 row-start-1 min-w-0">
        <div className="flex items-baseline justify-between gap-2">
          <p className="truncate font-medium text-ink" title={file.name}>
            {file.name}
          </p>
          <p className="shrink-0 text-xs text-ink/70">{formatFileSize(file.size)}</p>
        </div>
        <p
          role="status"
          className={`mt-0.5 text-sm ${failed ? "text-red-800" : status === "success" ? "text-emerald-800" : "text-ink/80"}`}
        >
          {failed && error ? error : statusText}
        </p>
        {status === "uploading" || status === "success" ? (
          <div
            role="progressbar"
            aria-label={`Upload progress of ${file.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-powder/60"
          >
            <div
              className={`h-full rounded-full transition-[width] duration-300 ${status === "success" ? "bg-emerald-700" : "bg-dusk"}`}
              style={{ width: `${progress}%` }}
            />
          </div>
        ) : null}
      </div>
      {status === "error" ? (
        <button
          type="button"
          aria-label={`Retry ${file.name}`}
          onClick={() => onRetry(row)}
          className="col-start-2 row-start-2 min-h-11 justify-self-start rounded-full sm:col-start-3 sm:row-start-1 border border-ink/30 px-4 text-sm font-medium text-ink hover:bg-powder/40 focus-visible:outline-2 focus-visible:outline-dusk"
        >
          Retry
        </button>
      ) : null}
      <button
        type="button"
        data-remove
        aria-label={`Remove ${file.name}`}
        onClick={() => onRemove(id)}
        className={`col-start-3 row-start-1 flex h-11 w-11 items-center ${status === "error" ? "sm:col-start-4" : ""} justify-center rounded-full text-ink/70 hover:bg-ink/10 hover:text-ink focus-visible:outline-2 focus-visible:outline-dusk`}
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" stroke="currentColor" strokeWidth="2">
          <path d="M3 3l10 10M13 3L3 13" />
        </svg>
      </button>
    </li>
  );
}

/** An object URL for the file while the row exists; revoked when the row goes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [file]);
  return url;
}

function Thumbnail({ url }: { url: string | null }) {
  // HEIC, and anything this browser cannot decode, shows the icon instead.
  const [broken, setBroken] = useState(false);
  if (!url || broken) {
    return (
      <span
        aria-hidden="true"
        className="flex h-14 w-14 shrink-0 items-center justify-center rounded-lg bg-sand text-ink/60"
      >
        <svg
          aria-hidden="true"
          width="24"
          height="24"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="M21 17l-5-5-9 8" />
        </svg>
      </span>
    );
  }
  return (
    <img
      src={url}
      alt=""
      width={56}
      height={56}
      decoding="async"
      onError={() => setBroken(true)}
      className="h-14 w-14 shrink-0 rounded-lg bg-sand object-cover"
    />
  );
}
