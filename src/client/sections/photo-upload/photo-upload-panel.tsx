import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useDropzone } from "react-dropzone";
import { PHOTO_MESSAGES, PHOTO_PICKER_ACCEPT, type PhotoLimits, SUCCESS_ROW_MS } from "../../../shared/photo.ts";
import { useToast } from "../../components/toast/toast.tsx";
import { track } from "../../lib/analytics.ts";
import { uploadPhoto } from "../../lib/api.ts";
import { isOffline, useOnline, waitForConnection } from "../../lib/connection.ts";
import { DROP_ZONE_BOX, DROP_ZONE_LABEL, DropZoneHint, UploadIcon } from "./drop-zone-face.tsx";
import { deleteMyPhoto, forgetMyPhoto, type MyPhoto, readMyPhotos, rememberMyPhoto } from "./my-photos.ts";
import {
  formatFileSize,
  isAtLimit,
  type RowStatus,
  selectFiles,
  sendingProgress,
  uploadFailureMessage,
  WAITING_FOR_CONNECTION,
} from "./photo-selection.ts";
import { preparePhoto } from "./resize-photo.ts";
import { createUploadQueue } from "./upload-queue.ts";

/** Spec section 3's upload queue item, plus the review states before upload. */
interface Row {
  id: string;
  file: File;
  status: RowStatus;
  /** 0 to 100; only ever grows while a request runs. */
  progress: number;
  error: string | null;
}

/** Three requests at a time: quick on good connections, gentle on a phone's. */
const CONCURRENT_UPLOADS = 3;
export interface PhotoUploadPanelProps {
  hint: string;
  limits: PhotoLimits;
  /** The guest's choice, beside the notice: remove location and camera details before sending. */
  stripMetadata: boolean;
}

export function PhotoUploadPanel({ hint, limits, stripMetadata }: PhotoUploadPanelProps) {
  const toast = useToast();
  const [rows, setRows] = useState<Row[]>([]);
  const [queue] = useState(() => createUploadQueue(CONCURRENT_UPLOADS));
  const nextId = useRef(1);
  const zoneButtonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const ids = useId();
  const atLimit = isAtLimit(rows, limits);
  const [myPhotos, setMyPhotos] = useState<MyPhoto[]>([]);
  useEffect(() => setMyPhotos(readMyPhotos()), []);

  useEffect(() => () => queue.clear(), [queue]);

  const patchRow = useCallback((id: string, patch: (row: Row) => Partial<Row>) => {
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...patch(row) } : row)));
  }, []);

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
      }));
      setRows((current) => [...current, ...newRows]);
    },
    [rows, toast, limits],
  );

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: addFiles,
    // The button inside is the focusable control; a click anywhere in the box reaches the root.
    noKeyboard: true,
    disabled: atLimit,
    multiple: true,
  });

  const invitationCode = pageInvitationCode();

  function enqueue(row: Row) {
    queue.add(row.id, async (signal) => {
      const prepared = await preparePhoto(row.file, { stripMetadata });
      for (;;) {
        // Offline (a venue without signal): the row waits, saying so, and sends by itself once the connection returns.
        if (isOffline()) {
          patchRow(row.id, () => ({ progress: 0 }));
          await waitForConnection(signal);
        }
        if (signal.aborted) return;
        patchRow(row.id, (current) => ({ progress: Math.max(current.progress, 25) }));
        const result = await uploadPhoto(prepared, {
          signal,
          ...(invitationCode ? { invitationCode } : {}),
          onProgress: (fraction) =>
            patchRow(row.id, (current) => ({ progress: sendingProgress(current.progress, fraction) })),
        });
        if (signal.aborted) return;
        // The connection dropped while sending: wait for it, then send again.
        if (!result.ok && result.kind === "unreachable" && isOffline()) continue;
        if (result.ok) {
          patchRow(row.id, () => ({ status: "success", progress: 100, error: null }));
          const { id, deleteToken } = result.value.photo;
          if (deleteToken) {
            setMyPhotos(
              rememberMyPhoto({ id, deleteToken, fileName: row.file.name, sentAt: new Date().toISOString() }),
            );
          }
        } else patchRow(row.id, () => ({ status: "error", error: uploadFailureMessage(result, limits) }));
        return;
      }
    });
  }

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
    for (const row of ready) enqueue(row);
  }

  function retry(row: Row) {
    patchRow(row.id, () => ({ status: "uploading", progress: 0, error: null }));
    enqueue(row);
    // The Retry button goes away: keep the keyboard in the row.
    removeButton(row.id)?.focus();
  }

  function removeButton(id: string): HTMLButtonElement | null {
    return listRef.current?.querySelector<HTMLButtonElement>(`[data-row-id="${id}"] [data-remove]`) ?? null;
  }

  const removeRow = useCallback(
    (id: string) => {
      queue.cancel(id);
      // Focus would fall to the page's start with the row: move it to a neighbour, or the drop zone.
      const item = listRef.current?.querySelector(`[data-row-id="${id}"]`);
      if (item?.contains(document.activeElement)) {
        const neighbour = item.nextElementSibling ?? item.previousElementSibling;
        const target = neighbour?.querySelector<HTMLButtonElement>("[data-remove]") ?? zoneButtonRef.current;
        target?.focus();
      }
      setRows((current) => current.filter((row) => row.id !== id));
    },
    [queue],
  );

  const valid = rows.filter((row) => row.status === "ready").length;
  const withErrors = rows.filter((row) => row.status === "invalid" || row.status === "error").length;

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
          <button
            type="button"
            onClick={startUpload}
            className="mt-5 flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-ink px-6 py-3 font-medium text-white shadow transition-colors hover:bg-dusk focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
          >
            Upload photos
          </button>
        </div>
      ) : null}
      <MyPhotos photos={myPhotos} onChange={setMyPhotos} />
    </div>
  );
}

/** A personal link's code: its photos belong to that household. */
function pageInvitationCode(): string | null {
  if (typeof window === "undefined") return null;
  const match = /^\/i\/([^/]+)\/?$/.exec(window.location.pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** "Photos you sent from this device", each with Remove (decision 16). */
function MyPhotos({ photos, onChange }: { photos: MyPhoto[]; onChange: (photos: MyPhoto[]) => void }) {
  const toast = useToast();
  const [removing, setRemoving] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  if (photos.length === 0) return null;

  async function remove(photo: MyPhoto) {
    setRemoving(photo.id);
    const result = await deleteMyPhoto(photo);
    setRemoving(null);
    // 404: already gone (the couple deleted it, or retention did): nothing left to remove.
    if (result.ok || (result.kind === "error" && result.status === 404)) {
      const left = forgetMyPhoto(photo.id);
      onChange(left);
      toast.show("success", `${photo.fileName} was removed.`);
      headingRef.current?.focus();
      return;
    }
    toast.show(
      "error",
      result.kind === "error"
        ? result.message
        : `${photo.fileName} was not removed (${result.reason}). Please try again.`,
    );
  }

  return (
    <div className="mt-8">
      <h3 ref={headingRef} tabIndex={-1} className="font-serif text-xl text-ink focus:outline-none">
        Photos you sent from this device
      </h3>
      <ul aria-label="Photos you sent from this device" className="mt-3 space-y-2">
        {photos.map((photo) => (
          <li key={photo.id} className="flex items-center gap-3 rounded-xl border border-ink/10 bg-white p-3">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-ink" title={photo.fileName}>
                {photo.fileName}
              </p>
              <p className="text-xs text-ink/70">Sent {new Date(photo.sentAt).toLocaleString()}</p>
            </div>
            <button
              type="button"
              disabled={removing === photo.id}
              aria-label={`Remove ${photo.fileName} from the site`}
              onClick={() => void remove(photo)}
              className="min-h-11 shrink-0 rounded-full border border-ink/30 px-4 text-sm font-medium text-ink hover:bg-powder/40 focus-visible:outline-2 focus-visible:outline-dusk disabled:opacity-60"
            >
              {removing === photo.id ? "Removing…" : "Remove"}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
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
    status === "uploading" && progress === 0
      ? online
        ? "Waiting to upload"
        : WAITING_FOR_CONNECTION
      : STATUS_TEXT[status];
  return (
    <li
      data-row-id={id}
      data-status={status}
      className={`flex items-center gap-3 rounded-xl border bg-white p-3 ${failed ? "border-red-300" : "border-ink/10"}`}
    >
      <Thumbnail url={preview} />
      <div className="min-w-0 flex-1">
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
          className="min-h-11 shrink-0 rounded-full border border-ink/30 px-4 text-sm font-medium text-ink hover:bg-powder/40 focus-visible:outline-2 focus-visible:outline-dusk"
        >
          Retry
        </button>
      ) : null}
      <button
        type="button"
        data-remove
        aria-label={`Remove ${file.name}`}
        onClick={() => onRemove(id)}
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink/70 hover:bg-ink/10 hover:text-ink focus-visible:outline-2 focus-visible:outline-dusk"
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
