import { useLayoutEffect, useRef, useState } from "react";
import type { PhotoStatus } from "../../../shared/photo.ts";
import { fill } from "../../../shared/words/words.ts";
import { useToast } from "../../components/toast/toast.tsx";
import { reasonText } from "../../lib/reason-text.ts";
import { usePartWords } from "../../lib/words.tsx";
import { deleteMyPhoto, forgetMyPhoto, type MyPhoto } from "./my-photos.ts";
import { UPLOAD_PANEL_TOPIC } from "./photo-selection.ts";
import { PhotoThumbnail } from "./photo-thumbnail.tsx";

const STATE_STYLE: Record<PhotoStatus, string> = {
  pending: "bg-powder/60 text-ink",
  approved: "bg-emerald-100 text-emerald-900",
  rejected: "bg-sand text-ink/80",
};

/**
 * "Photos you sent from this device": each with its picture (the preview the
 * phone made when it was chosen), what the couple made of it, and Remove,
 * which asks first (decision 16; issue 31, part 8).
 */
export function MyPhotosList({
  photos,
  states,
  previews,
  onChange,
}: {
  photos: MyPhoto[];
  /** Each photo's state by id, once the server said (PHOTO_STATES_API). */
  states: ReadonlyMap<string, PhotoStatus>;
  /** Each photo's picture (an object URL) by id, where this device kept one. */
  previews: ReadonlyMap<string, string>;
  /** The list after a removal, and the id removed. */
  onChange: (photos: MyPhoto[], removedId: string) => void;
}) {
  const toast = useToast();
  const allWords = usePartWords("upload").words;
  const words = allWords.myPhotos;
  const [removing, setRemoving] = useState<string | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  /** Where the keyboard goes once the question is shown or answered. */
  const focusNext = useRef<{ id: string; control: "keep" | "remove" } | null>(null);

  useLayoutEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    focusNext.current = null;
    const item = [...(listRef.current?.querySelectorAll<HTMLElement>("[data-photo-id]") ?? [])].find(
      (element) => element.dataset.photoId === next.id,
    );
    item?.querySelector<HTMLButtonElement>(`[data-control="${next.control}"]`)?.focus();
  });

  if (photos.length === 0) return null;

  function ask(photo: MyPhoto) {
    // The safe answer is where the keyboard lands: a second Enter keeps the photo.
    focusNext.current = { id: photo.id, control: "keep" };
    setAsking(photo.id);
  }

  function keep(photo: MyPhoto) {
    focusNext.current = { id: photo.id, control: "remove" };
    setAsking(null);
  }

  async function remove(photo: MyPhoto) {
    setAsking(null);
    setRemoving(photo.id);
    const result = await deleteMyPhoto(photo);
    setRemoving(null);
    // 404: already gone (the couple deleted it, or retention did): nothing left to remove.
    if (result.ok || (result.kind === "error" && result.status === 404)) {
      onChange(forgetMyPhoto(photo.id), photo.id);
      toast.show("success", fill(words.removed, { name: photo.fileName }), { topic: UPLOAD_PANEL_TOPIC });
      headingRef.current?.focus();
      return;
    }
    focusNext.current = { id: photo.id, control: "remove" };
    toast.show(
      "error",
      // The server's own words are for the couple: the page says why in its own.
      fill(words.notRemoved, { name: photo.fileName, reason: reasonText(allWords, result) }),
      { topic: UPLOAD_PANEL_TOPIC },
    );
  }

  return (
    <div className="mt-8">
      <h3 ref={headingRef} tabIndex={-1} className="font-serif text-xl text-ink focus:outline-none">
        {words.heading}
      </h3>
      <ul ref={listRef} aria-label={words.heading} className="mt-3 space-y-2">
        {photos.map((photo) => {
          const state = states.get(photo.id);
          return (
            <li
              key={photo.id}
              data-photo-id={photo.id}
              className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-2 rounded-xl border border-ink/10 bg-white p-3 sm:grid-cols-[auto_minmax(0,1fr)_auto]"
            >
              <PhotoThumbnail url={previews.get(photo.id) ?? null} />
              <div className="min-w-0">
                <p className="font-medium wrap-anywhere text-ink">{photo.fileName}</p>
                <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink/75">
                  {state ? (
                    <span className={`rounded-full px-2.5 py-0.5 font-medium ${STATE_STYLE[state]}`}>
                      {words.states[state]}
                    </span>
                  ) : null}
                  <span>
                    {fill(words.sent, {
                      date: new Date(photo.sentAt).toLocaleString(undefined, {
                        dateStyle: "medium",
                        timeStyle: "short",
                      }),
                    })}
                  </span>
                </p>
              </div>
              {asking === photo.id ? (
                <fieldset className="col-span-2 min-w-0 sm:col-span-3">
                  <legend className="text-sm text-ink">{words.question}</legend>
                  <div className="mt-2 flex flex-wrap items-center gap-2">
                    <button
                      type="button"
                      data-control="keep"
                      aria-label={fill(words.keepName, { name: photo.fileName })}
                      onClick={() => keep(photo)}
                      className="min-h-11 rounded-full border border-ink/30 px-4 text-sm font-medium text-ink hover:bg-powder/40 focus-visible:outline-2 focus-visible:outline-dusk"
                    >
                      {words.keep}
                    </button>
                    <button
                      type="button"
                      data-control="confirm"
                      aria-label={fill(words.confirmName, { name: photo.fileName })}
                      onClick={() => void remove(photo)}
                      className="min-h-11 rounded-full bg-red-800 px-4 text-sm font-medium text-white hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-900"
                    >
                      {words.confirm}
                    </button>
                  </div>
                </fieldset>
              ) : (
                <button
                  type="button"
                  data-control="remove"
                  disabled={removing === photo.id}
                  aria-label={fill(words.removeName, { name: photo.fileName })}
                  onClick={() => ask(photo)}
                  className="col-start-2 min-h-11 justify-self-start rounded-full border border-ink/30 px-4 text-sm font-medium text-ink hover:bg-powder/40 focus-visible:outline-2 focus-visible:outline-dusk disabled:opacity-60 sm:col-start-3"
                >
                  {removing === photo.id ? words.removing : words.remove}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
