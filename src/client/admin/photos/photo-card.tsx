import { ADMIN_API, type AdminPhoto } from "../../../shared/admin-api.ts";
import type { PhotoStatus } from "../../../shared/photo.ts";
import { formatBytes, formatDateTimeIn } from "../format.ts";
import { useAdminSite } from "../site.ts";
import { BUTTON } from "../ui.ts";

/**
 * Who sent the photo, as the couple would say it: the name the guest typed,
 * else the household whose personal link sent it, else nobody known.
 */
export function senderOf(photo: AdminPhoto): { name: string | null; household: string | null } {
  const name = photo.uploaderName ?? photo.householdName;
  return {
    name,
    household: photo.uploaderName && photo.householdName !== photo.uploaderName ? photo.householdName : null,
  };
}

/** One photo in the review grid: its thumbnail (opens full size), what it is, and what can be done with it. */
export function PhotoCard({
  photo,
  selectable,
  selected,
  busy,
  onSelect,
  onView,
  onReview,
  onDelete,
}: {
  photo: AdminPhoto;
  selectable: boolean;
  selected: boolean;
  busy: boolean;
  onSelect(selected: boolean): void;
  onView(): void;
  onReview(status: PhotoStatus): void;
  onDelete(): void;
}) {
  const { timeZone } = useAdminSite();
  const name = photo.fileName;
  const sender = senderOf(photo);
  const senderTitle = [sender.name ?? "Anonymous guest", sender.household].filter(Boolean).join(" · ");
  return (
    <li
      data-photo-id={photo.id}
      className={`flex flex-col overflow-hidden rounded-xl bg-white ring-1 transition ${selected ? "ring-2 ring-dusk" : "ring-ink/10"}`}
    >
      {/* A 4:3 mat: landscape and portrait photos alike show whole, never cropped. */}
      <div className="relative aspect-[4/3] overflow-hidden bg-ink/[0.06]">
        <button
          type="button"
          data-view-button=""
          onClick={onView}
          aria-label={`View ${name}`}
          className="absolute inset-0 block cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-dusk"
        >
          <img
            src={ADMIN_API.photoThumbnail(photo.id)}
            alt=""
            loading="lazy"
            decoding="async"
            {...(photo.width && photo.height ? { width: photo.width, height: photo.height } : {})}
            className="h-full w-full object-contain"
          />
        </button>
        {selectable ? (
          <label className="absolute top-2 left-2 grid h-9 w-9 cursor-pointer place-items-center rounded-lg bg-white/90 shadow">
            <input
              type="checkbox"
              checked={selected}
              onChange={(event) => onSelect(event.target.checked)}
              className="h-5 w-5 accent-ink"
            />
            <span className="sr-only">Select {name}</span>
          </label>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-3">
        <div className="min-w-0 space-y-0.5">
          <p data-sender="" className="truncate text-sm font-medium text-ink" title={senderTitle}>
            {sender.name ?? <span className="font-normal text-ink/75 italic">Anonymous guest</span>}
            {sender.household ? <span className="font-normal text-ink/75"> · {sender.household}</span> : null}
          </p>
          <p className="truncate text-xs text-ink/75" title={name}>
            {name} · {formatBytes(photo.fileSize)}
          </p>
          {photo.capturedAt ? (
            <p className="text-xs text-ink/75">
              Taken <time dateTime={photo.capturedAt}>{formatDateTimeIn(photo.capturedAt, timeZone)}</time>
            </p>
          ) : null}
          <p className="text-xs text-ink/75">
            Sent <time dateTime={photo.createdAt}>{formatDateTimeIn(photo.createdAt, timeZone)}</time>
          </p>
          {photo.missingFiles ? (
            <p data-missing-files="" className="mt-2 rounded-md bg-red-50 px-2 py-1 text-xs text-red-900">
              <strong>Files missing:</strong> this photo's files are gone from storage. Restore them from a backup, or
              delete the photo.
            </p>
          ) : null}
        </div>
        <div className="mt-auto flex flex-wrap gap-2">
          {photo.status !== "approved" ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => onReview("approved")}
              aria-label={`Approve ${name}`}
              className={BUTTON.small}
            >
              Approve
            </button>
          ) : null}
          {photo.status !== "rejected" ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => onReview("rejected")}
              aria-label={`Reject ${name}`}
              className={BUTTON.small}
            >
              Reject
            </button>
          ) : null}
          <a
            href={ADMIN_API.photoOriginal(photo.id)}
            download
            aria-label={`Download the original of ${name}`}
            className={BUTTON.small}
          >
            Original
          </a>
          <button
            type="button"
            disabled={busy}
            onClick={onDelete}
            aria-label={`Delete ${name}`}
            className={BUTTON.smallDanger}
          >
            Delete
          </button>
        </div>
      </div>
    </li>
  );
}
