import { useRef, useState } from "react";
import type { PhotoStatus } from "../../../shared/photo.ts";
import { PHOTO_STATE_LABELS } from "../../../shared/uploads.ts";
import { useToast } from "../../components/toast/toast.tsx";
import { deleteMyPhoto, forgetMyPhoto, type MyPhoto } from "./my-photos.ts";

const STATE_STYLE: Record<PhotoStatus, string> = {
  pending: "bg-powder/60 text-ink",
  approved: "bg-emerald-100 text-emerald-900",
  rejected: "bg-sand text-ink/80",
};

/** "Photos you sent from this device": each with what the couple made of it, and Remove (decision 16). */
export function MyPhotosList({
  photos,
  states,
  onChange,
}: {
  photos: MyPhoto[];
  /** Each photo's state by id, once the server said (PHOTO_STATES_API). */
  states: ReadonlyMap<string, PhotoStatus>;
  onChange: (photos: MyPhoto[]) => void;
}) {
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
      onChange(forgetMyPhoto(photo.id));
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
        {photos.map((photo) => {
          const state = states.get(photo.id);
          return (
            <li
              key={photo.id}
              data-photo-id={photo.id}
              className="flex items-center gap-3 rounded-xl border border-ink/10 bg-white p-3"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-ink" title={photo.fileName}>
                  {photo.fileName}
                </p>
                <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink/75">
                  {state ? (
                    <span className={`rounded-full px-2.5 py-0.5 font-medium ${STATE_STYLE[state]}`}>
                      {PHOTO_STATE_LABELS[state]}
                    </span>
                  ) : null}
                  <span>
                    Sent {new Date(photo.sentAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}
                  </span>
                </p>
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
          );
        })}
      </ul>
    </div>
  );
}
