import { useEffect, useState } from "react";
import { MAX_CONTENT_PICTURE_BYTES } from "../../../shared/content-api.ts";
import { HERO_PHOTO_FOCUS } from "../../../shared/content-schema.ts";
import { actionFailureMessage, isSessionEnded } from "../admin-messages.ts";
import { storePicture } from "../content/content-client.ts";
import { BUTTON } from "../ui.ts";
import { heroPicturePath, type PhotoFocus } from "./wizard-content.ts";
import {
  FieldNote,
  fieldId,
  RadioCard,
  type StepProps,
  TextField,
  WIZARD_HINT,
  WIZARD_LABEL,
} from "./wizard-fields.tsx";

const FOCUS_LABELS: Record<PhotoFocus, { name: string; help: string }> = {
  top: { name: "Top", help: "Your faces are near the top of the photo." },
  center: { name: "Middle", help: "Your faces are in the middle." },
  bottom: { name: "Bottom", help: "Your faces are near the bottom." },
};

/** "3.2 MB", "35 kB" */
const megabytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The photo chosen in this visit: shown from the phone itself while the server has it (a HEIC by name and size). */
interface ChosenFile {
  url: string;
  name: string;
  size: number;
}

/**
 * Step 3: a photo of the two of them, from the phone (HEIC too), sent as soon as it is chosen; what it shows for
 * guests who cannot see it (required, with why); which part stays in view. Skippable: the site's flowers then.
 */
export function PhotoStep({
  answers,
  change,
  problems,
  onPictureStored,
  onSessionEnded,
}: StepProps & { onPictureStored(path: string, hash: string): void; onSessionEnded(): void }) {
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [canShow, setCanShow] = useState(true);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);
  const inputId = fieldId("hero.photo.image");

  async function onChoose(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    const path = heroPicturePath(file.name);
    if (!path) {
      setProblem("Please choose a photo: a JPEG, PNG, HEIC, WebP or AVIF file.");
      return;
    }
    if (file.size > MAX_CONTENT_PICTURE_BYTES) {
      setProblem(
        `This file is ${megabytes(file.size)}; a photo of up to ${megabytes(MAX_CONTENT_PICTURE_BYTES)} fits.`,
      );
      return;
    }
    setSending(true);
    const stored = await storePicture(file);
    setSending(false);
    if (!stored.ok) {
      if (isSessionEnded(stored)) onSessionEnded();
      else setProblem(`Your photo could not be sent. ${actionFailureMessage(stored)}`);
      return;
    }
    onPictureStored(path, stored.value.hash);
    setCanShow(true);
    setChosen({ url: URL.createObjectURL(file), name: file.name, size: file.size });
    change({ photo: { image: path, alt: answers.photo?.alt ?? "", focus: answers.photo?.focus ?? "center" } });
  }

  const { photo } = answers;
  return (
    <div className="space-y-6">
      {photo ? (
        <figure className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/10">
          {chosen && canShow ? (
            <img
              src={chosen.url}
              alt=""
              onError={() => setCanShow(false)}
              className="aspect-[4/3] w-full object-cover"
              style={{ objectPosition: photo.focus === "center" ? "center" : photo.focus }}
            />
          ) : null}
          <figcaption className="px-4 py-3 text-sm text-ink/80">
            {chosen ? `${chosen.name}, ${megabytes(chosen.size)}` : photo.image.replace(/^hero\//, "")}
            {chosen && !canShow ? " (this browser cannot show it; your site will)" : ""}
          </figcaption>
        </figure>
      ) : (
        <p className="rounded-2xl border-2 border-dashed border-ink/20 bg-white/60 px-4 py-6 text-center text-ink/70">
          No photo yet: your names will sit under the site's flowers.
        </p>
      )}
      <div>
        <label
          htmlFor={inputId}
          className={`min-h-12 w-full cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-dusk ${BUTTON.primary}`}
        >
          {sending ? "Sending your photo…" : photo ? "Choose another photo" : "Choose a photo"}
          <input
            id={inputId}
            type="file"
            accept="image/*,.heic,.heif"
            className="sr-only"
            disabled={sending}
            aria-describedby={`${inputId}-note`}
            onChange={(event) => {
              void onChoose(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
        </label>
        <p role="status" className="sr-only">
          {sending ? "Sending your photo…" : ""}
        </p>
        <FieldNote
          id={`${inputId}-note`}
          hint="From your phone or computer: a photo of the two of you, HEIC too."
          problem={problem ?? problems.get("hero.photo.image")}
        />
      </div>
      {photo ? (
        <>
          <TextField
            field="hero.photo.alt"
            label="What the photo shows"
            hint="For guests who cannot see it: their phone reads these words aloud. E.g. “Nomsa and Pieter laughing on the beach”."
            problems={problems}
            value={photo.alt}
            onChange={(alt) => change({ photo: { ...photo, alt } })}
          />
          <fieldset>
            <legend className={WIZARD_LABEL}>Where are your faces?</legend>
            <p className={WIZARD_HINT}>A phone shows a narrow slice of the photo: this part stays in view.</p>
            <div className="mt-3 grid gap-3 sm:grid-cols-3">
              {HERO_PHOTO_FOCUS.map((focus) => (
                <RadioCard
                  key={focus}
                  name="photo-focus"
                  value={focus}
                  checked={photo.focus === focus}
                  onChange={() => change({ photo: { ...photo, focus } })}
                >
                  <span className="block font-medium text-ink">{FOCUS_LABELS[focus].name}</span>
                  <span className="block text-sm text-ink/70">{FOCUS_LABELS[focus].help}</span>
                </RadioCard>
              ))}
            </div>
          </fieldset>
          <button type="button" className={`min-h-12 ${BUTTON.secondary}`} onClick={() => change({ photo: null })}>
            Use the site's flowers instead
          </button>
        </>
      ) : null}
    </div>
  );
}
