import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { parse } from "yaml";
import type { DraftContent } from "../../../shared/content-api.ts";
import { isRecord } from "../../../shared/error-body.ts";
import type { ApiFailure } from "../../lib/api.ts";
import { ADMIN_MESSAGES, actionFailureMessage, isSessionEnded } from "../admin-messages.ts";
import { PanelLoadFailed } from "../notice.tsx";
import { BUTTON, CARD } from "../ui.ts";
import { useAdminResource } from "../use-admin-resource.ts";
import { getDraft, getWorkingCopy, publishVersion, storePicture, type WorkingCopy } from "./content-client.ts";
import {
  type ContentPath,
  problemsByField,
  problemsOf,
  withItemAdded,
  withItemMoved,
  withItemRemoved,
  withValue,
} from "./content-document.ts";
import { controlId, type SiteEditing, SiteEditingContext, useSiteEditing, valueAt } from "./editor-context.ts";
import { EDITOR_SECTIONS, type EditorSection } from "./editor-sections.tsx";
import { pictureName } from "./picture-names.ts";
import { plainProblem } from "./plain-problems.ts";
import { findUnsaved, forgetUnsaved, type UnsavedBackup } from "./unsaved-backup.ts";
import { type SaveStatus, useDraftSaving } from "./use-draft-saving.ts";

/** What the integrator's preview is given: the content as typed, and its pictures. */
export interface EditingState {
  yaml: string;
  pictures: Record<string, string>;
}

export interface SiteEditorProps {
  onSessionEnded?: () => void;
  /** Shown beside the form on a wide screen (1024 px and up) and below it on a phone: the live preview. */
  aside?: (state: EditingState) => ReactNode;
}

/** How long after a keystroke the browser checks the file again. */
const CHECK_AFTER_MS = 300;
/** How often the editor asks whether someone else saved the draft. */
const OTHERS_CHECK_MS = 30_000;

/**
 * The couple's editor for everything the content holds (issue 36, part 2): the draft they are writing, grouped as
 * the page's sections, checked as they type with every problem said at its field, saved by itself, and published
 * with one button.
 */
export function SiteEditor({ onSessionEnded = noSessionHandler, aside }: SiteEditorProps) {
  const { resource, refresh } = useAdminResource(getWorkingCopy, onSessionEnded);
  switch (resource.kind) {
    case "loading":
      return (
        <p aria-busy="true" className="py-10 text-center text-ink/70">
          Loading your site…
        </p>
      );
    case "failed":
      return <PanelLoadFailed message={resource.message} onRetry={() => void refresh()} />;
    case "loaded":
      return <Editor copy={resource.value} aside={aside} />;
  }
}

const noSessionHandler = () => undefined;

type Publishing =
  | { kind: "idle" }
  | { kind: "busy" }
  | { kind: "published" }
  | { kind: "nothing" }
  | { kind: "refused"; message: string };

function Editor({ copy, aside }: { copy: WorkingCopy; aside: SiteEditorProps["aside"] }) {
  const [yaml, setYaml] = useState(copy.yaml);
  const [pictures, setPictures] = useState(copy.pictures);
  const picturesNow = useRef(pictures);
  picturesNow.current = pictures;
  const [checked, setChecked] = useState(() => problemsOf(copy.yaml));
  const [serverProblems, setServerProblems] = useState(() => extraProblems(copy.yaml, copy.problems));
  const [publishing, setPublishing] = useState<Publishing>({ kind: "idle" });
  const publishedVersion = useRef<number | null>(null);
  const initial = useRef({ yaml: copy.yaml, pictures: copy.pictures });
  const [backup, setBackup] = useState<UnsavedBackup | null>(() => {
    const found = findUnsaved();
    if (found && found.yaml === copy.yaml) forgetUnsaved();
    return found && found.yaml !== copy.yaml ? found : null;
  });
  const [openSections, setOpenSections] = useState<ReadonlySet<string>>(() => new Set([EDITOR_SECTIONS[0]?.id ?? ""]));
  const goingTo = useRef<string | null>(null);

  /** Opens the problem's section and puts the focus on its field (or the nearest one holding it). */
  const goTo = (key: string) => {
    const section = sectionOf(key);
    if (!section) return;
    setOpenSections((current) => new Set([...current, section.id]));
    goingTo.current = key;
  };
  useEffect(() => {
    const key = goingTo.current;
    if (key === null) return;
    goingTo.current = null;
    const section = sectionOf(key);
    const target =
      fieldAncestors(key)
        .map((each) => document.getElementById(controlId(each)))
        .find((element) => element !== null) ??
      document.querySelector<HTMLElement>(`#site-section-${section?.id ?? ""} summary`);
    target?.scrollIntoView({ block: "center" });
    target?.focus();
  });

  // The browser's own check, a moment after typing stops: it reads the whole file.
  useEffect(() => {
    const timer = setTimeout(() => setChecked(problemsOf(yaml)), CHECK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [yaml]);

  const knownSavedAt = useRef(copy.savedAt);
  const yamlNow = useRef(yaml);
  yamlNow.current = yaml;
  const [othersSaved, setOthersSaved] = useState<DraftContent | null>(null);
  const saving = useDraftSaving({ yaml, pictures }, initial.current, (draft) => {
    knownSavedAt.current = draft.savedAt;
    setServerProblems(extraProblems(draft.yaml, draft.problems));
  });

  // Two people editing at once: the last save wins, so each is told when the other saved.
  useEffect(() => {
    const check = async () => {
      if (document.visibilityState !== "visible") return;
      const draft = await getDraft();
      if (!draft.ok || !draft.value || draft.value.savedAt === knownSavedAt.current) return;
      // This browser's own save, its answer still on the way.
      if (draft.value.yaml === yamlNow.current) return;
      setOthersSaved(draft.value);
    };
    const timer = setInterval(() => void check(), OTHERS_CHECK_MS);
    const visible = () => void check();
    document.addEventListener("visibilitychange", visible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", visible);
    };
  }, []);

  const data = useMemo(() => {
    try {
      return parse(yaml) as unknown;
    } catch {
      return null;
    }
  }, [yaml]);
  const problemLines = useMemo(() => [...new Set([...checked, ...serverProblems])], [checked, serverProblems]);
  const problems = useMemo(() => problemsByField(problemLines), [problemLines]);

  const changeYaml = useCallback((change: (yaml: string) => string) => {
    setYaml(change);
    setPublishing((current) => (current.kind === "busy" ? current : { kind: "idle" }));
  }, []);
  const addPicture = useCallback(async (file: File, folder: string) => {
    const stored = await storePicture(file);
    if (!stored.ok) return { problem: pictureFailure(file, stored) };
    const named = pictureName(file.name, folder, stored.value.hash, picturesNow.current);
    if ("problem" in named) return named;
    picturesNow.current = { ...picturesNow.current, [named.path]: stored.value.hash };
    setPictures(picturesNow.current);
    return named;
  }, []);

  const listed = valueAt(data, ["site", "languages"]);
  const editing: SiteEditing = {
    data,
    change: (path: ContentPath, value: unknown) => changeYaml((current) => withValue(current, path, value)),
    addItem: (path, item) => changeYaml((current) => withItemAdded(current, path, item)),
    removeItem: (path, index) => changeYaml((current) => withItemRemoved(current, path, index)),
    moveItem: (path, from, to) => changeYaml((current) => withItemMoved(current, path, from, to)),
    problems,
    languages: Array.isArray(listed) && listed.length > 1 ? listed.map(String) : [],
    timeZone: String(valueAt(data, ["timeZone"]) ?? "UTC"),
    pictures,
    addPicture,
  };

  async function publish() {
    setPublishing({ kind: "busy" });
    const saved = await saving.save();
    if (!saved.ok) {
      setPublishing({ kind: "refused", message: `Not published: ${failureWords(saved.failure)}` });
      return;
    }
    const version = saved.draft?.version ?? copy.draft;
    if (version === null || version === publishedVersion.current) {
      setPublishing({ kind: "nothing" });
      return;
    }
    const answer = await publishVersion(version);
    if (answer.ok) {
      publishedVersion.current = version;
      setPublishing({ kind: "published" });
      return;
    }
    const refused = answer.kind === "error" && isRecord(answer.body) ? answer.body.problems : undefined;
    if (Array.isArray(refused)) {
      setServerProblems(refused.map(String));
      setPublishing({
        kind: "refused",
        message: `Not published: ${refused.length === 1 ? "one thing" : `${refused.length} things`} to fix first, shown at ${refused.length === 1 ? "its field" : "their fields"}.`,
      });
      return;
    }
    setPublishing({ kind: "refused", message: `Not published: ${failureWords(answer)}` });
  }

  return (
    <SiteEditingContext value={editing}>
      <div
        className={
          aside ? "lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start lg:gap-6" : "mx-auto max-w-3xl"
        }
      >
        <div className="min-w-0">
          <div className="mb-4">
            <h2 className="font-serif text-3xl text-ink">Your site</h2>
            <p className="text-ink/80">
              Change anything guests read. Your changes save themselves as a draft; guests see them when you publish.
            </p>
          </div>
          {othersSaved ? (
            <OthersSavedNotice
              draft={othersSaved}
              onLoad={() => {
                const { yaml: theirs, pictures: theirPictures } = othersSaved;
                knownSavedAt.current = othersSaved.savedAt;
                picturesNow.current = theirPictures;
                setYaml(theirs);
                setPictures(theirPictures);
                saving.adopt({ yaml: theirs, pictures: theirPictures });
                setOthersSaved(null);
              }}
              onKeep={() => {
                knownSavedAt.current = othersSaved.savedAt;
                setOthersSaved(null);
              }}
            />
          ) : null}
          {backup ? (
            <UnsavedOffer
              backup={backup}
              onRestore={() => {
                setYaml(backup.yaml);
                picturesNow.current = { ...picturesNow.current, ...backup.pictures };
                setPictures(picturesNow.current);
                setBackup(null);
              }}
              onDiscard={() => {
                forgetUnsaved();
                setBackup(null);
              }}
            />
          ) : null}
          <ProblemSummary problems={problems} onGoTo={goTo} />
          <div className="space-y-3">
            {EDITOR_SECTIONS.map((section) => (
              <SectionPanel
                key={section.id}
                section={section}
                open={openSections.has(section.id)}
                onOpen={(open) =>
                  setOpenSections((current) => {
                    const next = new Set(current);
                    if (open) next.add(section.id);
                    else next.delete(section.id);
                    return next;
                  })
                }
              />
            ))}
          </div>
          <PublishBar
            status={saving.status}
            publishing={publishing}
            draftWaiting={copy.draft !== null}
            onRetry={() => void saving.save()}
            onPublish={publish}
          />
        </div>
        {aside ? (
          <aside aria-label="Preview" className="mt-6 lg:sticky lg:top-4 lg:mt-0">
            {aside({ yaml, pictures })}
          </aside>
        ) : null}
      </div>
    </SiteEditingContext>
  );
}

/** "events[1].venue.name", then "events[1].venue", "events[1]", "events". */
function fieldAncestors(key: string): string[] {
  const keys = [key];
  for (let rest = key; /[.[]/.test(rest); ) {
    rest = rest.replace(/(?:\.[^.[]+|\[\d+\])$/, "");
    keys.push(rest);
  }
  return keys;
}

/** The server's problems the browser's check cannot see (pictures not sent): the rest it says itself, as typed. */
function extraProblems(yaml: string, problems: readonly string[]): string[] {
  if (problems.length === 0) return [];
  const own = new Set(problemsOf(yaml));
  return problems.filter((problem) => !own.has(problem));
}

function failureWords(failure: ApiFailure): string {
  return isSessionEnded(failure) ? ADMIN_MESSAGES.sessionEnded : actionFailureMessage(failure);
}

function pictureFailure(file: File, failure: ApiFailure): string {
  if (failure.kind === "error" && failure.status === 413) {
    return `${file.name} is too large for the site (at most 40 MB): choose a smaller copy.`;
  }
  return `${file.name} was not sent: ${failureWords(failure)}`;
}

/** The section a problem's field is in, or undefined for one the editor does not show. */
const sectionOf = (key: string) =>
  EDITOR_SECTIONS.find((section) =>
    section.fields.some((field) => key === field || key.startsWith(`${field}.`) || key.startsWith(`${field}[`)),
  );

/** One of the page's sections, folded to a line that sums it up, with how many problems it holds. */
function SectionPanel({
  section,
  open,
  onOpen,
}: {
  section: EditorSection;
  open: boolean;
  onOpen(open: boolean): void;
}) {
  const { data, problems } = useSiteEditing();
  const count = [...problems.entries()]
    .filter(([key]) => sectionOf(key) === section)
    .reduce((sum, [, messages]) => sum + messages.length, 0);
  const Body = section.Body;
  return (
    <details
      id={`site-section-${section.id}`}
      open={open}
      onToggle={(event) => {
        if (event.currentTarget.open !== open) onOpen(event.currentTarget.open);
      }}
      className={`${CARD} group !p-0`}
    >
      <summary className="flex min-h-16 cursor-pointer list-none items-center gap-3 rounded-2xl px-4 py-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dusk sm:px-6 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0 flex-1">
          <span className="block font-serif text-2xl text-ink">{section.title}</span>
          <span className="block truncate text-sm text-ink/70">{section.summary(data)}</span>
        </span>
        {count > 0 ? (
          <span className="shrink-0 rounded-full bg-red-100 px-2.5 py-1 text-xs font-semibold text-red-900">
            {count} to fix
          </span>
        ) : null}
        <span aria-hidden="true" className="shrink-0 text-xl text-ink/60 transition group-open:rotate-180">
          ⌄
        </span>
      </summary>
      {open ? (
        <div className="space-y-6 border-t border-ink/10 px-4 pt-4 pb-6 sm:px-6">
          <Body />
        </div>
      ) : null}
    </details>
  );
}

/** Where the field is, in the couple's words: "Events › 2 › venue › name". */
function whereIs(key: string): string {
  const section = sectionOf(key);
  const rest = key
    .replace(/\[(\d+)\]/g, (_, index: string) => `.${Number(index) + 1}`)
    .split(".")
    .slice(1)
    .map((part) => part.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase());
  return [section?.title, ...rest].filter(Boolean).join(" › ");
}

/** How many problems the summary lists before "Show all": the form stays in sight on a phone. */
const SUMMARY_FIRST = 3;

/**
 * Every problem at once, above the form: each leads to its field, which says it too; those naming nothing the
 * editor shows say what to do instead.
 */
function ProblemSummary({
  problems,
  onGoTo,
}: {
  problems: ReadonlyMap<string, readonly string[]>;
  onGoTo(key: string): void;
}) {
  const [all, setAll] = useState(false);
  const entries = [...problems.entries()].flatMap(([key, messages]) => messages.map((message) => ({ key, message })));
  if (entries.length === 0) return null;
  const shown = all ? entries : entries.slice(0, SUMMARY_FIRST);
  return (
    <section
      aria-labelledby="site-problems-title"
      className="mb-4 rounded-2xl border-2 border-red-700/60 bg-red-50 p-4 sm:p-5"
    >
      <h3 id="site-problems-title" className="font-medium text-red-900">
        {entries.length === 1
          ? "One thing to fix before you publish"
          : `${entries.length} things to fix before you publish`}
      </h3>
      <ul className="mt-2 space-y-2">
        {shown.map(({ key, message }) => (
          <li key={`${key}|${message}`} className="text-sm text-ink">
            {sectionOf(key) ? (
              <button
                type="button"
                className="min-h-11 text-left underline decoration-red-700/50 underline-offset-2 hover:decoration-red-700"
                onClick={() => onGoTo(key)}
              >
                <span className="font-medium">{whereIs(key)}:</span> {plainProblem(message, key)}
              </button>
            ) : (
              <p>
                {key ? <span className="font-medium">{key}: </span> : null}
                {plainProblem(message, key)}{" "}
                <span className="text-ink/80">
                  This is not something the editor shows: download the YAML file, correct it there, and upload it.
                </span>
              </p>
            )}
          </li>
        ))}
      </ul>
      {entries.length > shown.length ? (
        <button
          type="button"
          className="mt-2 min-h-11 text-sm font-medium text-red-900 underline"
          onClick={() => setAll(true)}
        >
          Show all {entries.length}
        </button>
      ) : null}
    </section>
  );
}

/** Saving's and publishing's state, and Publish: stuck to the bottom of the screen while the form scrolls. */
function PublishBar({
  status,
  publishing,
  draftWaiting,
  onRetry,
  onPublish,
}: {
  status: SaveStatus;
  publishing: Publishing;
  /** The editor opened on a draft guests do not see yet. */
  draftWaiting: boolean;
  onRetry(): void;
  onPublish(): void;
}) {
  const busy = publishing.kind === "busy";
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-ink/10 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgb(31_47_79/0.08)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p role="status" className="min-w-0 flex-1 text-sm text-ink/80">
          {statusWords(status, draftWaiting && publishing.kind !== "published")}
          {status.kind === "failed" ? (
            <>
              {" "}
              <button type="button" className="font-medium text-ink underline" onClick={onRetry}>
                Try again
              </button>
            </>
          ) : null}
        </p>
        <button type="button" className={`${BUTTON.primary} min-h-11 px-6`} disabled={busy} onClick={onPublish}>
          {busy ? "Publishing…" : "Publish"}
        </button>
      </div>
      <p role="status" className="text-sm empty:hidden">
        {publishing.kind === "published" ? (
          <span className="font-medium text-green-800">
            Published — guests see it now.{" "}
            <a href="/" target="_blank" rel="noreferrer" className="underline">
              Open the page
            </a>
          </span>
        ) : publishing.kind === "nothing" ? (
          <span>Nothing new to publish: guests already see this.</span>
        ) : publishing.kind === "refused" ? (
          <span className="font-medium text-red-800">{publishing.message}</span>
        ) : null}
      </p>
    </div>
  );
}

function statusWords(status: SaveStatus, draftWaiting: boolean): string {
  switch (status.kind) {
    case "saved":
      return status.at
        ? `Saved at ${status.at.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })}`
        : draftWaiting
          ? "Your draft is saved; guests see it once you publish."
          : "Your changes save themselves as you type.";
    case "waiting":
      return "Changes not saved yet…";
    case "saving":
      return "Saving…";
    case "failed":
      return `Not saved: ${failureWords(status.failure)} —`;
  }
}

/** Changes typed in this browser that never reached the server, offered back (or let go). */
function UnsavedOffer({
  backup,
  onRestore,
  onDiscard,
}: {
  backup: UnsavedBackup;
  onRestore(): void;
  onDiscard(): void;
}) {
  const at = new Date(backup.at).toLocaleString([], { dateStyle: "medium", timeStyle: "short" });
  return (
    <section aria-label="Changes not saved" className="mb-4 rounded-2xl border-2 border-dusk/40 bg-powder/30 p-4">
      <p className="text-ink">Changes you made in this browser ({at}) were never saved.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={BUTTON.primary} onClick={onRestore}>
          Bring them back
        </button>
        <button type="button" className={BUTTON.secondary} onClick={onDiscard}>
          Let them go
        </button>
      </div>
    </section>
  );
}

/** Someone else saved the draft since this editor last did: take theirs, or keep writing (and replace it). */
function OthersSavedNotice({ draft, onLoad, onKeep }: { draft: DraftContent; onLoad(): void; onKeep(): void }) {
  const at = new Date(draft.savedAt).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
  return (
    <section aria-label="Someone else saved" className="mb-4 rounded-2xl border-2 border-dusk/40 bg-powder/30 p-4">
      <p role="status" className="text-ink">
        Someone else saved changes to the site at {at}. Your next change replaces theirs, unless you load their version
        (what you changed since then is dropped).
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={BUTTON.primary} onClick={onLoad}>
          Load their version
        </button>
        <button type="button" className={BUTTON.secondary} onClick={onKeep}>
          Keep mine
        </button>
      </div>
    </section>
  );
}
