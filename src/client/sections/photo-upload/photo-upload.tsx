import { type ReactNode, Suspense, useEffect, useId, useRef, useState } from "react";
import { megabytes, type PhotoLimits } from "../../../shared/photo.ts";
import { UPLOADER_NAME_MAX_LENGTH } from "../../../shared/uploads.ts";
import type { PageWords } from "../../../shared/words/page-en.ts";
import { counted, fill } from "../../../shared/words/words.ts";
import { DataNotice } from "../../components/data-notice.tsx";
import { LazyBoundary } from "../../components/lazy-boundary.tsx";
import { useNearViewport } from "../../lib/use-near-viewport.ts";
import { lazyWithWords, useWords } from "../../lib/words.tsx";
import { DROP_ZONE_BOX, DropZoneHint, UploadIcon } from "./drop-zone-face.tsx";
import { hasPendingUploads } from "./pending-uploads-db.ts";
import { formatNames } from "./photo-words.ts";
import { readStripChoice, writeStripChoice } from "./strip-choice.ts";
import { readUploaderName, writeUploaderName } from "./uploader-name.ts";

/**
 * The interactive panel (react-dropzone, the rules, the upload queue) loads
 * only when a guest comes near the section: most visits never upload, and the
 * first paint should not wait for it. Its words come with it.
 */
const PhotoUploadPanel = lazyWithWords("upload", () =>
  import("./photo-upload-panel.tsx").then((module) => module.PhotoUploadPanel),
);

const SECTION_ANCHOR = "#photo-upload";

/** `notice`: what happens to the photos (privacy-notice.ts), shown in the panel. */
export function PhotoUpload({
  limits,
  notice,
  flower,
}: {
  limits: PhotoLimits;
  notice: string;
  /** The card's corner ornament (the guests' page passes the hero's flowers; the photos page has none). */
  flower?: ReactNode;
}) {
  const { words, language } = useWords();
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearViewport(sectionRef, "800px");
  // The floating button focuses the section; a menu link changes the hash. Either means "load it now".
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    const check = () => {
      if (window.location.hash === SECTION_ANCHOR) setAsked(true);
    };
    check();
    window.addEventListener("hashchange", check);
    // Photos a reload interrupted: the panel comes at once and carries on sending them.
    void hasPendingUploads().then((pending) => {
      if (pending) setAsked(true);
    });
    return () => window.removeEventListener("hashchange", check);
  }, []);

  // Checked in the prerendered page; the guest's stored choice once hydrated.
  const [stripMetadata, setStripMetadata] = useState(true);
  useEffect(() => setStripMetadata(readStripChoice()), []);
  const stripHintId = useId();
  // Empty in the prerendered page; the name this device remembers once hydrated.
  const [uploaderName, setUploaderName] = useState("");
  useEffect(() => setUploaderName(readUploaderName()), []);

  const maxMegabytes = megabytes(limits.maxFileBytes);
  const hint = fill(words.upload.hint, {
    formats: formatNames(words),
    megabytes: maxMegabytes,
    count: limits.maxFilesPerSession,
  });
  const placeholder = <PanelPlaceholder hint={hint} label={words.upload.dropZone} />;

  return (
    <section
      id="photo-upload"
      ref={sectionRef}
      // The floating button moves focus here after scrolling.
      tabIndex={-1}
      aria-labelledby="photo-upload-title"
      onFocus={() => setAsked(true)}
      className="band band-mist scroll-mt-16 px-4 py-20 focus:outline-none sm:py-24"
    >
      <div className="card reveal mx-auto max-w-2xl rounded-3xl p-6 sm:p-10">
        {flower}
        <h2 id="photo-upload-title" className="flourish text-center font-serif text-4xl text-ink sm:text-5xl">
          {words.upload.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-md text-center text-ink/90">{words.upload.intro}</p>
        {/* Part of the prerendered section, like the notice: nothing moves when the panel arrives. */}
        <UploaderNameField
          words={words.upload}
          value={uploaderName}
          onChange={(name) => {
            setUploaderName(name);
            writeUploaderName(name);
          }}
        />
        <div className="mt-5">
          {near || asked ? (
            <LazyBoundary
              message={words.failures.uploadPanel}
              retry={PhotoUploadPanel.retry}
              className={`${DROP_ZONE_BOX} border-dusk/50 bg-white`}
            >
              <Suspense fallback={placeholder}>
                <PhotoUploadPanel
                  hint={hint}
                  limits={limits}
                  stripMetadata={stripMetadata}
                  uploaderName={uploaderName}
                />
              </Suspense>
            </LazyBoundary>
          ) : (
            placeholder
          )}
        </div>
        {/* Part of the prerendered section, not the lazy panel: nothing moves when the panel arrives. */}
        <DataNotice text={notice} className="mt-4">
          <label className="mt-3 flex cursor-pointer items-start gap-3 text-ink">
            <input
              type="checkbox"
              checked={stripMetadata}
              onChange={(event) => {
                setStripMetadata(event.target.checked);
                writeStripChoice(event.target.checked);
              }}
              aria-describedby={stripHintId}
              className="mt-0.5 h-5 w-5 shrink-0 accent-ink"
            />
            <span>
              <span className="font-medium">{words.privacyNotice.stripMetadata.label}</span>
              <span id={stripHintId} className="block text-ink/75">
                {words.privacyNotice.stripMetadata.hint}
              </span>
            </span>
          </label>
        </DataNotice>
        <div className="mt-8 rounded-2xl bg-sand/70 p-5 narrow:bg-transparent narrow:px-0 sm:p-6">
          <h3 className="font-serif text-xl text-ink">{words.upload.guidelines}</h3>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-ink/90 narrow:pl-4">
            <li>{words.upload.guidelineMoments}</li>
            <li>{words.upload.guidelineReview}</li>
            <li>{fill(words.upload.guidelineSize, { formats: formatNames(words), megabytes: maxMegabytes })}</li>
            <li>{counted(language, words.upload.guidelineCount, limits.maxFilesPerSession)}</li>
            <li>{words.upload.guidelineResume}</li>
          </ul>
        </div>
      </div>
    </section>
  );
}

/** The drop zone as prerendered: same box, same words, not yet interactive. */
function PanelPlaceholder({ hint, label }: { hint: string; label: string }) {
  return (
    <div aria-busy="true" className={`${DROP_ZONE_BOX} border-dusk/50 bg-white`}>
      <UploadIcon />
      <p className="rounded-md px-2 py-1 font-serif text-lg text-ink sm:text-xl">{label}</p>
      <DropZoneHint>{hint}</DropZoneHint>
    </div>
  );
}

/** "Your name (optional)": sent with each photo, so the couple knows who to thank; remembered on this device. */
function UploaderNameField({
  words,
  value,
  onChange,
}: {
  words: PageWords["upload"];
  value: string;
  onChange: (name: string) => void;
}) {
  const id = useId();
  return (
    <div className="mt-8">
      <label htmlFor={id} className="block font-medium text-ink">
        {words.name} <span className="font-normal text-ink/75">{words.nameOptional}</span>
      </label>
      <p id={`${id}-hint`} className="text-sm text-ink/75">
        {words.nameHint}
      </p>
      <input
        id={id}
        type="text"
        autoComplete="name"
        maxLength={UPLOADER_NAME_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
        className="mt-2 min-h-11 w-full rounded-xl border border-ink/25 bg-white px-4 py-2 text-ink focus-visible:border-dusk focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-dusk/25"
      />
    </div>
  );
}
