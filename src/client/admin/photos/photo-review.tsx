import { useCallback, useEffect, useId, useRef, useState } from "react";
import { ADMIN_API, type AdminPhoto, type AdminPhotoList } from "../../../shared/admin-api.ts";
import type { PhotoStatus } from "../../../shared/photo.ts";
import { Lightbox } from "../../components/lightbox/lightbox.tsx";
import type { ApiResult } from "../../lib/api.ts";
import { approvePhotos, deletePhoto, listPhotos, setPhotoStatus } from "../admin-client.ts";
import { actionFailureMessage, isSessionEnded } from "../admin-messages.ts";
import { DeletionDialog } from "../confirm-dialog.tsx";
import { Notice, type NoticeState } from "../notice.tsx";
import { type Tab, TabList, tabPanelProps } from "../tabs.tsx";
import { BUTTON, CARD } from "../ui.ts";
import { useFailureMessage } from "../use-admin-resource.ts";
import { useConfirmedDeletion } from "../use-confirmed-deletion.ts";
import { PhotoCard, senderOf } from "./photo-card.tsx";

const STATUS_LABELS: Record<PhotoStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};
const STATUSES: readonly PhotoStatus[] = ["pending", "approved", "rejected"];

const EMPTY: Record<PhotoStatus, string> = {
  pending: "No photos are waiting for review.",
  approved: "No approved photos yet.",
  rejected: "No rejected photos.",
};

/**
 * The guests' photos by review state (docs/product.md, decision 9): approve, reject
 * or delete one, approve several at once, view one full size with who sent
 * it, and download the approved originals, or every original, as one ZIP.
 */
export function PhotoReview({ onSessionEnded }: { onSessionEnded(): void }) {
  const [status, setStatus] = useState<PhotoStatus>("pending");
  const [list, setList] = useState<AdminPhotoList | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [viewing, setViewing] = useState<number | null>(null);
  const [notice, setNotice] = useState<NoticeState>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ids = useId();

  const refresh = useCallback(
    async (which: PhotoStatus) => {
      const result = await listPhotos(which);
      if (result.ok) {
        // Only the tab still shown: a slow answer for a tab left behind is dropped.
        setList((current) => (which === statusRef.current ? result.value : current));
        setLoadError(null);
        const present = new Set(result.value.photos.map((photo) => photo.id));
        setSelected((current) => new Set([...current].filter((id) => present.has(id))));
      } else if (isSessionEnded(result)) {
        onSessionEnded();
      } else {
        setLoadError(actionFailureMessage(result));
      }
    },
    [onSessionEnded],
  );
  const statusRef = useRef(status);
  statusRef.current = status;

  useEffect(() => {
    void refresh(status);
  }, [refresh, status]);

  // After an action the card whose button was pressed has usually left the tab: keep keyboard users in the section.
  const refocus = useRef(false);
  useEffect(() => {
    if (!list || !refocus.current) return;
    refocus.current = false;
    if (document.activeElement === document.body) headingRef.current?.focus();
  }, [list]);

  const chooseStatus = (next: PhotoStatus) => {
    if (next === status) return;
    setStatus(next);
    setList(null);
    setSelected(new Set());
    setViewing(null);
  };

  /** Runs one call for some photos with their buttons disabled, then reloads the tab. */
  async function act<T>(photoIds: readonly string[], call: () => Promise<ApiResult<T>>, success: (value: T) => string) {
    setBusyIds((current) => new Set([...current, ...photoIds]));
    const result = await call();
    setBusyIds((current) => new Set([...current].filter((id) => !photoIds.includes(id))));
    if (result.ok) {
      setNotice({ kind: "success", text: success(result.value) });
    } else if (isSessionEnded(result)) {
      onSessionEnded();
      return;
    } else {
      setNotice({ kind: "error", text: actionFailureMessage(result) });
    }
    refocus.current = true;
    await refresh(statusRef.current);
  }

  const review = (photo: AdminPhoto, next: PhotoStatus) =>
    act(
      [photo.id],
      () => setPhotoStatus(photo.id, next),
      () =>
        `${next === "approved" ? "Approved" : next === "rejected" ? "Rejected" : "Moved back to pending:"} ${photo.fileName}.`,
    );

  const approveSelected = () => {
    const chosen = [...selected];
    return act(
      chosen,
      () => approvePhotos(chosen),
      ({ approved }) => `Approved ${approved} ${approved === 1 ? "photo" : "photos"}.`,
    ).then(() => setSelected(new Set()));
  };

  const failed = useFailureMessage(onSessionEnded);
  const deletion = useConfirmedDeletion({
    remove: (photo: AdminPhoto) => deletePhoto(photo.id),
    async deleted(photo) {
      // The grid first, then the dialog: focus then finds the card gone and goes to the heading.
      await refresh(statusRef.current);
      setNotice({ kind: "success", text: `Deleted ${photo.fileName}.` });
    },
    failed,
  });

  const counts = list?.counts;
  const tabs: Tab<PhotoStatus>[] = STATUSES.map((key) => ({
    key,
    label: (
      <>
        {STATUS_LABELS[key]}
        {counts ? <span className="ml-1.5 tabular-nums opacity-80">({counts[key]})</span> : null}
      </>
    ),
  }));
  const total = counts ? STATUSES.reduce((sum, key) => sum + counts[key], 0) : 0;
  const photos = list?.photos ?? [];
  const selectable = status !== "approved";
  const allSelected = photos.length > 0 && photos.every((photo) => selected.has(photo.id));

  return (
    <section aria-labelledby={`${ids}-title`} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id={`${ids}-title`}
          ref={headingRef}
          tabIndex={-1}
          className="font-serif text-2xl text-ink focus:outline-none"
        >
          Guest photos
        </h2>
        {counts && total > 0 ? (
          <div className="flex flex-wrap gap-2">
            {counts.approved > 0 ? (
              <a href={ADMIN_API.approvedZip} download aria-describedby={`${ids}-zips`} className={BUTTON.secondary}>
                Download approved photos ({counts.approved})
              </a>
            ) : null}
            <a href={ADMIN_API.allPhotosZip} download aria-describedby={`${ids}-zips`} className={BUTTON.secondary}>
              Download everything ({total})
            </a>
          </div>
        ) : null}
      </div>
      {counts && total > 0 ? (
        <p id={`${ids}-zips`} className="-mt-2 max-w-prose text-sm text-ink/75">
          ZIP files of the original photos, each with a list of who sent which photo and when. “Everything” adds the
          pending and rejected photos, in a folder for each status.
        </p>
      ) : null}
      <TabList id="photo-status" label="Photo review status" tabs={tabs} selected={status} onSelect={chooseStatus} />
      <div {...tabPanelProps("photo-status", status)} className={`${CARD} focus:outline-none`}>
        <Notice notice={notice} className="mb-4" />
        {loadError ? <Notice notice={{ kind: "error", text: loadError }} className="mb-4" /> : null}
        {list === null ? (
          loadError ? (
            <button type="button" className={BUTTON.primary} onClick={() => void refresh(status)}>
              Try again
            </button>
          ) : (
            <p aria-busy="true" className="py-6 text-center text-ink/70">
              Loading photos…
            </p>
          )
        ) : photos.length === 0 ? (
          <p className="py-6 text-center text-ink/70">{EMPTY[status]}</p>
        ) : (
          <>
            {selectable ? (
              <div className="mb-4 flex flex-wrap items-center gap-3">
                <label className="inline-flex items-center gap-2 text-sm text-ink">
                  <input
                    type="checkbox"
                    checked={allSelected}
                    onChange={() => setSelected(allSelected ? new Set() : new Set(photos.map((photo) => photo.id)))}
                    className="h-4 w-4 accent-ink"
                  />
                  Select all
                </label>
                <button
                  type="button"
                  className={BUTTON.primary}
                  disabled={selected.size === 0 || busyIds.size > 0}
                  onClick={() => void approveSelected()}
                >
                  Approve selected ({selected.size})
                </button>
              </div>
            ) : null}
            <ul ref={gridRef} className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
              {photos.map((photo, index) => (
                <PhotoCard
                  key={photo.id}
                  photo={photo}
                  selectable={selectable}
                  selected={selected.has(photo.id)}
                  busy={busyIds.has(photo.id)}
                  onSelect={(on) =>
                    setSelected((current) => {
                      const next = new Set(current);
                      if (on) next.add(photo.id);
                      else next.delete(photo.id);
                      return next;
                    })
                  }
                  onView={() => setViewing(index)}
                  onReview={(next) => void review(photo, next)}
                  onDelete={() => deletion.ask(photo)}
                />
              ))}
            </ul>
          </>
        )}
      </div>
      <Lightbox
        items={photos}
        index={viewing}
        onIndexChange={setViewing}
        onClose={() => setViewing(null)}
        label="Guest photo"
        caption={(photo) => `${photo.fileName} · ${senderOf(photo).name ?? "Anonymous guest"}`}
        returnFocusTo={(index) => gridRef.current?.querySelectorAll<HTMLElement>("[data-view-button]")[index]}
        renderItem={(photo) => (
          <img
            src={ADMIN_API.photoPublished(photo.id)}
            alt={`Full size: ${photo.fileName}`}
            {...(photo.width && photo.height ? { width: photo.width, height: photo.height } : {})}
            className="h-auto max-h-[calc(100dvh-10rem)] w-auto max-w-full rounded-lg object-contain shadow-2xl"
          />
        )}
      />
      <DeletionDialog
        deletion={deletion}
        title="Delete this photo?"
        confirmLabel="Delete photo"
        returnFocusTo={() => headingRef.current}
      >
        {(photo) => (
          <p>
            <strong className="break-all">{photo.fileName}</strong> will be removed for good: the original and every
            copy. This cannot be undone.
          </p>
        )}
      </DeletionDialog>
    </section>
  );
}
