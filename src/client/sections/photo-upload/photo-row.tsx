import { useEffect } from "react";
import { SUCCESS_ROW_MS } from "../../../shared/photo.ts";
import { fill } from "../../../shared/words/words.ts";
import { useOnline } from "../../lib/connection.ts";
import { usePartWords } from "../../lib/words.tsx";
import { formatFileSize, type RowStatus } from "./photo-selection.ts";
import { PhotoThumbnail } from "./photo-thumbnail.tsx";

/** One photo of the upload panel's queue (photo-upload-panel.tsx): its state, and the row that shows it. */

/** Spec section 3's upload queue item, plus the review states before upload. */
export interface Row {
  id: string;
  file: File;
  status: RowStatus;
  /** 0 to 100; only ever grows while the photo is sent. */
  progress: number;
  error: string | null;
  /** Why an uploading row is not moving: offline, or an attempt that got no answer and will be made again. */
  waiting: "offline" | "retrying" | null;
  /** A success because the site had these very bytes already: nothing was sent again. */
  alreadySent: boolean;
  /** Its small picture, made once (photo-preview.ts): the bytes kept with the photo, and the row's object URL. */
  preview: { blob: Blob; url: string } | null;
}

export function PhotoRow({
  row,
  onRemove,
  onRetry,
}: {
  row: Row;
  onRemove: (id: string) => void;
  onRetry: (row: Row) => void;
}) {
  const { id, file, status, progress, error } = row;
  const online = useOnline();
  const { uploadRow: words, photoMessages } = usePartWords("upload").words;
  const alreadySentWords = photoMessages.alreadySent;

  useEffect(() => {
    if (status !== "success") return;
    const timer = setTimeout(() => onRemove(id), SUCCESS_ROW_MS);
    return () => clearTimeout(timer);
  }, [status, id, onRemove]);

  const failed = status === "invalid" || status === "error";
  const statusText =
    status === "success" && row.alreadySent
      ? alreadySentWords
      : status !== "uploading"
        ? words[status]
        : !online || row.waiting === "offline"
          ? words.waitingForConnection
          : row.waiting === "retrying"
            ? words.retrying
            : progress === 0
              ? words.waiting
              : words.uploading;
  return (
    <li
      data-row-id={id}
      data-status={status}
      // A grid, so that on a phone the Retry button goes under the words instead of squeezing them.
      className={`grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 rounded-xl border bg-white p-3 ${
        status === "error" ? "sm:grid-cols-[auto_minmax(0,1fr)_auto_auto]" : ""
      } ${failed ? "border-red-300" : "border-ink/10"}`}
    >
      <PhotoThumbnail url={status === "invalid" ? null : (row.preview?.url ?? null)} />
      <div className="col-start-2 row-start-1 min-w-0">
        {/* The whole name, wrapped where it must: "IMG_2024…" tells a guest nothing. */}
        <p className="font-medium wrap-anywhere text-ink" title={file.name}>
          {file.name}
        </p>
        <div className="mt-0.5 flex flex-wrap items-baseline justify-between gap-x-2">
          <p
            role="status"
            className={`text-sm ${failed ? "text-red-800" : status === "success" ? "text-emerald-800" : "text-ink/80"}`}
          >
            {failed && error ? error : statusText}
          </p>
          <p className="shrink-0 text-xs text-ink/70">{formatFileSize(file.size)}</p>
        </div>
        {status === "uploading" || status === "success" ? (
          <div
            role="progressbar"
            aria-label={fill(words.progress, { name: file.name })}
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
          aria-label={fill(words.retryName, { name: file.name })}
          onClick={() => onRetry(row)}
          className="col-start-2 row-start-2 min-h-11 justify-self-start rounded-full sm:col-start-3 sm:row-start-1 border border-ink/30 px-4 text-sm font-medium text-ink hover:bg-powder/40 focus-visible:outline-2 focus-visible:outline-dusk"
        >
          {words.retry}
        </button>
      ) : null}
      <button
        type="button"
        data-remove
        aria-label={fill(words.removeName, { name: file.name })}
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
