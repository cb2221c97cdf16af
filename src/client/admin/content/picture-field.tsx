import { type ChangeEvent, useId, useState } from "react";
import { MAX_CONTENT_PICTURE_BYTES, previewPicturePath } from "../../../shared/content-api.ts";
import { type ContentPath, fieldKey } from "./content-document.ts";
import { controlId, useSiteEditing, valueAt } from "./editor-context.ts";
import { FieldProblems } from "./editor-fields.tsx";
import { plainProblem } from "./plain-problems.ts";

/**
 * Pictures straight from the phone (any size up to 40 MB, HEIC too): the picker sends the file as it is, the content
 * names it by its own name, and the thumbnail is the server's preview (a browser cannot show HEIC).
 */

/** What a picture's description is for, said where the couple write it. */
export const ALT_HINT =
  "Guests who cannot see the photo hear these words instead (a screen reader reads them aloud): say who is in it and what is happening.";

/** A stored picture's thumbnail, or a quiet frame when the content names one the editor has no bytes for. */
export function PictureThumbnail({
  path,
  className = "",
  objectPosition,
}: {
  path: string;
  className?: string;
  objectPosition?: string;
}) {
  const { pictures } = useSiteEditing();
  const hash = pictures[path];
  if (!hash) {
    return <div className={`grid place-items-center bg-powder/30 text-xs text-ink/80 ${className}`}>No preview</div>;
  }
  return (
    <img
      src={previewPicturePath(hash)}
      alt=""
      className={`bg-powder/30 object-cover ${className}`}
      style={objectPosition ? { objectPosition } : undefined}
      loading="lazy"
    />
  );
}

type Sending = { kind: "idle" } | { kind: "sending"; name: string } | { kind: "failed"; message: string };

/** "3.2 MB" */
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * A file picker that sends each chosen picture and hands its content path on; says what it is doing (a busy
 * state while a photo of several megabytes goes up) and, in plain words, why a picture was not taken.
 */
export function PicturePicker({
  label,
  folder,
  multiple = false,
  onPicture,
  describedBy,
}: {
  label: string;
  folder: string;
  multiple?: boolean;
  onPicture(path: string): void;
  describedBy?: string;
}) {
  const { addPicture } = useSiteEditing();
  const [sending, setSending] = useState<Sending>({ kind: "idle" });
  const id = useId();

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    for (const file of files) {
      if (file.size > MAX_CONTENT_PICTURE_BYTES) {
        setSending({
          kind: "failed",
          message: `${file.name} is ${megabytes(file.size)}; the site takes pictures up to ${megabytes(MAX_CONTENT_PICTURE_BYTES).replace(".0", "")}. Choose a smaller copy (a phone's own photos are well under that).`,
        });
        return;
      }
      setSending({ kind: "sending", name: `${file.name} (${megabytes(file.size)})` });
      const added = await addPicture(file, folder);
      if ("problem" in added) {
        setSending({ kind: "failed", message: added.problem });
        return;
      }
      onPicture(added.path);
    }
    setSending({ kind: "idle" });
  }

  const busy = sending.kind === "sending";
  return (
    <div className="space-y-1.5">
      <label
        className={`inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-ink/25 bg-white px-4 py-2.5 text-sm font-medium text-ink shadow-sm transition focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-dusk hover:bg-powder/40 ${busy ? "cursor-wait opacity-60" : ""}`}
      >
        <input
          id={id}
          type="file"
          accept="image/*,.heic,.heif"
          multiple={multiple}
          disabled={busy}
          className="sr-only"
          aria-describedby={[describedBy, `${id}-status`].filter(Boolean).join(" ")}
          onChange={(event) => void onChange(event)}
        />
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
          <path d="M4 8h3l2-3h6l2 3h3v11H4z" strokeLinejoin="round" />
          <circle cx="12" cy="13" r="3.5" />
        </svg>
        {label}
      </label>
      <p id={`${id}-status`} role="status" aria-live="polite" className="text-sm">
        {sending.kind === "sending" ? (
          <span className="text-ink/80">Sending {sending.name}…</span>
        ) : sending.kind === "failed" ? (
          <span className="font-medium text-red-800">{sending.message}</span>
        ) : null}
      </p>
    </div>
  );
}

/**
 * A picture field: its thumbnail, the picker to replace it, the problems at its path. `onChosen` runs after the
 * path is written (the gallery asks for the description next).
 */
export function PictureField({
  path,
  label,
  hint,
  folder,
  removable = false,
}: {
  path: ContentPath;
  label: string;
  hint?: string;
  folder: string;
  /** Offer Remove (an optional picture: leaving it out shows the site's own). */
  removable?: boolean;
}) {
  const { data, change, problems } = useSiteEditing();
  const value = valueAt(data, path);
  const picture = typeof value === "string" ? value : "";
  const key = fieldKey(path);
  const id = controlId(key);
  const said = (problems.get(key) ?? []).map((problem) => plainProblem(problem, key));
  return (
    <fieldset className="space-y-2" aria-describedby={said.length > 0 ? `${id}-problem` : undefined}>
      <legend className="font-medium text-ink">{label}</legend>
      {hint ? <p className="text-sm text-ink/70">{hint}</p> : null}
      <div className="flex flex-wrap items-center gap-3">
        {picture ? <PictureThumbnail path={picture} className="size-20 rounded-lg" /> : null}
        <div className="space-y-1">
          {picture ? <p className="text-sm break-all text-ink/70">{picture}</p> : null}
          <div id={id} tabIndex={-1} className="flex flex-wrap gap-2 focus:outline-none">
            <PicturePicker
              label={picture ? "Choose another photo" : "Choose a photo"}
              folder={folder}
              onPicture={(chosen) => change(path, chosen)}
            />
            {removable && picture ? (
              <button
                type="button"
                className="min-h-11 rounded-lg px-3 text-sm font-medium text-red-800 underline"
                onClick={() => change(path, undefined)}
              >
                Remove
              </button>
            ) : null}
          </div>
        </div>
      </div>
      <FieldProblems id={`${id}-problem`} problems={said} />
    </fieldset>
  );
}
