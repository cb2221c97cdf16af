import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ApiResult } from "../../lib/api.ts";
import { actionFailureMessage, isSessionEnded } from "../admin-messages.ts";
import { getDraft, getPublished, publishVersion, saveDraft } from "../content/content-client.ts";
import { BUTTON } from "../ui.ts";
import { ColoursStep } from "./colours-step.tsx";
import { DaysStep } from "./days-step.tsx";
import { DesignStep } from "./design-step.tsx";
import { NamesStep } from "./names-step.tsx";
import { PhotoStep } from "./photo-step.tsx";
import { ReviewSummary } from "./review-step.tsx";
import {
  answersFrom,
  blankAnswers,
  freshContentYaml,
  picturesFor,
  WIZARD_FILE_MARK,
  type WizardAnswers,
  withAnswers,
} from "./wizard-content.ts";
import { fieldId } from "./wizard-fields.tsx";
import {
  checkerProblems,
  firstStepWithProblems,
  localProblems,
  placedProblems,
  STEPS,
  stepOfField,
  stepProblems,
} from "./wizard-steps.ts";

/** Where a closed tab left off, on this device; the answers themselves are in the draft. */
export const WIZARD_STEP_KEY = "wedding-admin:setup-wizard-step";

/** Each step's question (the step's one heading) and the line under it. */
const QUESTIONS: readonly { title: string; intro: string }[] = [
  { title: "What are your names?", intro: "Your first names are how guests will know the site." },
  { title: "When and where?", intro: "Each part of the wedding: add as many as you have, in order." },
  { title: "A photo of the two of you", intro: "It sits behind your names on the first screen. You can skip this." },
  { title: "Choose a design", intro: "You can change it any time; your words and photos stay." },
  { title: "Choose your colours", intro: "Every palette here is easy to read. Or choose your own." },
  { title: "Ready to publish", intro: "Check your answers. Publishing puts your site live for guests." },
];

/** How the wizard starts: afresh over the shipped example, or from the couple's own file (run again). */
interface Start {
  /** The couple's own file the answers are written into; null while the site shows the shipped example. */
  base: string | null;
  /** The base's pictures, kept as they are. */
  kept: Record<string, string>;
  /** Every picture the server has, by path: the site's flowers, and what this wizard sent. */
  known: Record<string, string>;
  answers: WizardAnswers;
  /** The step a closed tab was on. */
  step: number;
}

async function loadStart(): Promise<ApiResult<Start>> {
  const [published, draft] = await Promise.all([getPublished(), getDraft()]);
  if (!published.ok) return published;
  if (!draft.ok) return draft;
  const known = { ...published.value.pictures, ...draft.value?.pictures };
  const saved = Number(localStorage.getItem(WIZARD_STEP_KEY) ?? 0);
  const resumeAt = (resumed: boolean) => (resumed && saved > 0 && saved < STEPS.length ? saved : 0);
  // Nothing published but the shipped example: the couple start afresh (their own draft, if a tab was closed).
  if (published.value.source === "seed") {
    const ours = draft.value?.yaml.startsWith(`# ${WIZARD_FILE_MARK}`) ? draft.value : null;
    return {
      ok: true,
      value: {
        base: null,
        kept: {},
        known,
        answers: ours ? answersFrom(ours.yaml, { keepEventIds: false }) : blankAnswers(),
        step: resumeAt(!!ours),
      },
    };
  }
  const working = draft.value ?? published.value;
  return {
    ok: true,
    value: {
      base: working.yaml,
      kept: working.pictures,
      known,
      answers: answersFrom(working.yaml, { keepEventIds: true }),
      step: resumeAt(!!draft.value),
    },
  };
}

/** Today in the browser's calendar: "2026-11-29". */
const todayHere = () => new Date().toLocaleDateString("en-CA");

export interface WizardProps {
  /**
   * Leaves the wizard: for later, or once the site is published (the admin then reads the new site afresh), to the
   * admin's `section` if given.
   */
  onClose(after?: { published: boolean; section?: string | undefined }): void;
  onSessionEnded(): void;
}

type Load = { kind: "loading" } | { kind: "failed"; message: string } | { kind: "ready"; start: Start };

/**
 * The first-run wizard (issue 36, part 1): a couple without a developer goes from their setup link to a published
 * site in six short steps, one question a screen. Each Next saves the draft, so a closed tab resumes; Publish
 * saves and publishes it. Also reachable later (#wizard): run again, it writes the answers into the couple's file
 * and keeps everything else in it.
 */
export function SetupWizard({ onClose, onSessionEnded }: WizardProps) {
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const reload = useCallback(async () => {
    setLoad({ kind: "loading" });
    const result = await loadStart();
    if (result.ok) setLoad({ kind: "ready", start: result.value });
    else if (isSessionEnded(result)) onSessionEnded();
    else setLoad({ kind: "failed", message: actionFailureMessage(result) });
  }, [onSessionEnded]);
  useEffect(() => {
    void reload();
  }, [reload]);

  if (load.kind === "loading") {
    return (
      <main aria-busy="true" className="grid min-h-dvh place-items-center">
        <p className="text-ink/70">Loading your answers…</p>
      </main>
    );
  }
  if (load.kind === "failed") {
    return (
      <main className="mx-auto max-w-xl px-4 py-10">
        <h1 className="font-serif text-3xl text-ink">Set up your site</h1>
        <p role="alert" className="mt-4 text-red-900">
          {load.message}
        </p>
        <button type="button" className={`mt-5 ${BUTTON.primary}`} onClick={() => void reload()}>
          Try again
        </button>
      </main>
    );
  }
  return <Wizard start={load.start} onClose={onClose} onSessionEnded={onSessionEnded} />;
}

type Phase =
  | { kind: "answering" }
  | { kind: "publishing" }
  | { kind: "failed"; message: string }
  | { kind: "published" };

function Wizard({ start, onClose, onSessionEnded }: WizardProps & { start: Start }) {
  const [answers, setAnswers] = useState(start.answers);
  const [step, setStep] = useState(start.step);
  const [known, setKnown] = useState(start.known);
  /** Whether this step's Next was refused: its problems then follow each change. */
  const [checked, setChecked] = useState(false);
  const [alert, setAlert] = useState<string[]>([]);
  const [saving, setSaving] = useState<"idle" | "saving" | "saved" | "failed">("idle");
  const [phase, setPhase] = useState<Phase>({ kind: "answering" });
  const heading = useRef<HTMLHeadingElement>(null);
  const saves = useRef<Promise<unknown>>(Promise.resolve());
  const today = useMemo(todayHere, []);

  const yamlOf = useCallback(
    (of: WizardAnswers) => (start.base === null ? freshContentYaml(of, today) : withAnswers(start.base, of, today)),
    [start.base, today],
  );
  const picturesOf = (of: WizardAnswers) => picturesFor(of, known, start.kept);
  const yaml = useMemo(() => yamlOf(answers), [yamlOf, answers]);
  const live = checked || STEPS[step]?.key === "colours";
  const problems = useMemo(
    () => (live ? stepProblems(step, answers, yaml, today) : new Map<string, string>()),
    [live, step, answers, yaml, today],
  );

  // Each step's heading takes the focus, so a screen reader starts reading the new question.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step (or phase) changes.
  useEffect(() => {
    heading.current?.focus();
  }, [step, phase.kind === "published"]);
  // The tab's title says where the couple are, for a screen reader and a phone's list of tabs alike.
  useEffect(() => {
    const before = document.title;
    document.title =
      phase.kind === "published" ? "Your site is live" : `Set up your site: step ${step + 1} of ${STEPS.length}`;
    return () => {
      document.title = before;
    };
  }, [step, phase.kind]);

  const change = (patch: Partial<WizardAnswers>) => setAnswers((current) => ({ ...current, ...patch }));

  /** Saves the draft; saves run one after another, so the last answers are the draft. */
  function save(of: WizardAnswers) {
    setSaving("saving");
    const file = yamlOf(of);
    const pictures = picturesOf(of);
    saves.current = saves.current.then(async () => {
      const saved = await saveDraft(file, pictures);
      if (saved.ok) setSaving("saved");
      else if (isSessionEnded(saved)) onSessionEnded();
      else setSaving("failed");
    });
  }

  function go(next: number) {
    setStep(next);
    setChecked(false);
    setAlert([]);
    localStorage.setItem(WIZARD_STEP_KEY, String(next));
    window.scrollTo?.({ top: 0 });
  }

  /** Shows a step's problems: at each field, the focus on the first, and an alert counting them. */
  function refuse(found: ReadonlyMap<string, string>) {
    setChecked(true);
    requestAnimationFrame(() => {
      const fields = [...found.keys()]
        .map((field) => document.getElementById(fieldId(field)))
        .filter((element): element is HTMLElement => element !== null)
        .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      // A problem at no field on screen is said in the alert itself.
      const unplaced = [...found]
        .filter(([field]) => !document.getElementById(fieldId(field)))
        .map(([, message]) => message);
      const count = found.size === 1 ? "One answer needs a look." : `${found.size} answers need a look.`;
      setAlert([count, ...unplaced]);
      fields[0]?.focus();
    });
  }

  function onNext(event: FormEvent) {
    event.preventDefault();
    const found = stepProblems(step, answers, yaml, today);
    if (found.size > 0) {
      refuse(found);
      return;
    }
    save(answers);
    go(step + 1);
  }

  function onBack() {
    save(answers);
    go(step - 1);
  }

  async function onPublish() {
    // Every step checked again: a problem sends the couple to the first step that has one.
    const everything = new Map(checkerProblems(yaml));
    STEPS.forEach((_, index) => {
      for (const [field, message] of localProblems(index, answers, today)) everything.set(field, message);
    });
    const first = firstStepWithProblems([...everything.keys()].filter((field) => field !== ""));
    if (first !== null && first !== step) {
      go(first);
      refuse(new Map([...everything].filter(([field]) => stepOfField(field) === first)));
      return;
    }
    setPhase({ kind: "publishing" });
    await saves.current;
    const saved = await saveDraft(yaml, picturesOf(answers));
    if (!saved.ok) {
      if (isSessionEnded(saved)) onSessionEnded();
      else setPhase({ kind: "failed", message: actionFailureMessage(saved) });
      return;
    }
    if (saved.value.problems.length > 0) {
      // What the server refuses is said at its field, as the step's own problems are.
      const placed = placedProblems(saved.value.problems);
      const at = firstStepWithProblems([...placed.keys()].filter((field) => field !== ""));
      if (at !== null && at !== step) {
        setPhase({ kind: "answering" });
        go(at);
        refuse(new Map([...placed].filter(([field]) => stepOfField(field) === at)));
      } else setPhase({ kind: "failed", message: [...placed.values()].join("\n") });
      return;
    }
    const published = await publishVersion(saved.value.version);
    if (!published.ok) {
      if (isSessionEnded(published)) onSessionEnded();
      else setPhase({ kind: "failed", message: actionFailureMessage(published) });
      return;
    }
    localStorage.removeItem(WIZARD_STEP_KEY);
    setPhase({ kind: "published" });
  }

  if (phase.kind === "published") {
    return <Published headingRef={heading} onClose={(section) => onClose({ published: true, section })} />;
  }

  const question = QUESTIONS[step] ?? { title: "", intro: "" };
  const headingId = "wizard-step-heading";
  const last = step === STEPS.length - 1;
  const stepProps = { answers, change, problems };
  return (
    <div className="min-h-dvh bg-sand">
      <header className="border-b border-ink/10 bg-white/90">
        <div className="mx-auto flex max-w-xl items-center justify-between gap-3 px-4 py-3">
          <p className="font-serif text-lg text-ink">Set up your site</p>
          <button type="button" onClick={() => onClose()} className={`min-h-11 ${BUTTON.secondary}`}>
            {start.base === null ? "Finish later" : "Close"}
          </button>
        </div>
      </header>
      <main className="mx-auto max-w-xl px-4 pt-6 pb-16">
        <p aria-hidden="true" className="text-sm font-medium text-ink/70">
          Step {step + 1} of {STEPS.length}
        </p>
        <div aria-hidden="true" className="mt-2 flex gap-1.5">
          {STEPS.map((each, index) => (
            <span key={each.key} className={`h-1.5 flex-1 rounded-full ${index <= step ? "bg-ink" : "bg-ink/15"}`} />
          ))}
        </div>
        <h1
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="mt-6 font-serif text-3xl text-ink focus:outline-none sm:text-4xl"
        >
          <span className="sr-only">
            Step {step + 1} of {STEPS.length}:{" "}
          </span>
          {question.title}
        </h1>
        <p className="mt-2 text-ink/80">{question.intro}</p>
        {alert.length > 0 && problems.size > 0 ? (
          <div role="alert" className="mt-5 rounded-xl border border-red-700 bg-red-50 px-4 py-3 text-red-900">
            {alert.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        ) : null}
        <form onSubmit={onNext} noValidate className="mt-6">
          {STEPS[step]?.key === "names" ? (
            <NamesStep {...stepProps} />
          ) : STEPS[step]?.key === "days" ? (
            <DaysStep {...stepProps} today={today} />
          ) : STEPS[step]?.key === "photo" ? (
            <PhotoStep
              {...stepProps}
              onPictureStored={(path, hash) => setKnown((current) => ({ ...current, [path]: hash }))}
              onSessionEnded={onSessionEnded}
            />
          ) : STEPS[step]?.key === "design" ? (
            <DesignStep {...stepProps} labelledBy={headingId} />
          ) : STEPS[step]?.key === "colours" ? (
            <ColoursStep {...stepProps} labelledBy={headingId} />
          ) : (
            <ReviewSummary answers={answers} today={today} onChangeStep={go} />
          )}
          {last ? (
            <PublishBar phase={phase} onPublish={() => void onPublish()} onBack={onBack} />
          ) : (
            <div className="mt-10 flex gap-3">
              {step > 0 ? (
                <button type="button" onClick={onBack} className={`min-h-12 flex-1 text-base ${BUTTON.secondary}`}>
                  Back
                </button>
              ) : null}
              <button type="submit" className={`min-h-12 flex-[2] text-base ${BUTTON.primary}`}>
                {STEPS[step]?.key === "photo" && !answers.photo ? "Skip for now" : "Next"}
              </button>
            </div>
          )}
        </form>
        <p role="status" className="mt-4 text-center text-sm text-ink/75">
          {saving === "saving"
            ? "Saving your answers…"
            : saving === "saved"
              ? "Your answers are saved: you can close this page and come back."
              : saving === "failed"
                ? "Your answers could not be saved just now; they will be saved with the next step."
                : ""}
        </p>
      </main>
    </div>
  );
}

/** Publish, its progress (pages and pictures are made on the server, which can take tens of seconds) and failure. */
function PublishBar({ phase, onPublish, onBack }: { phase: Phase; onPublish(): void; onBack(): void }) {
  const busy = phase.kind === "publishing";
  return (
    <div className="mt-8 space-y-4">
      <div role="status" aria-live="polite">
        {busy ? (
          <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-ink/10">
            <p className="font-medium text-ink">Publishing your site…</p>
            <p className="mt-1 text-sm text-ink/70">
              Your pages and pictures are being made for every screen size. With a photo this can take up to a minute.
            </p>
            <div className="mt-3 h-2 overflow-hidden rounded-full bg-ink/10">
              <div className="h-full w-1/3 w-full animate-pulse rounded-full bg-ink motion-reduce:animate-none motion-reduce:opacity-50" />
            </div>
          </div>
        ) : null}
      </div>
      {phase.kind === "failed" ? (
        <div
          role="alert"
          className="rounded-xl border border-red-700 bg-red-50 px-4 py-3 whitespace-pre-line text-red-900"
        >
          <p className="font-medium">Your site was not published.</p>
          <p className="mt-1 text-sm">{phase.message}</p>
        </div>
      ) : null}
      <div className="flex gap-3">
        <button
          type="button"
          onClick={onBack}
          disabled={busy}
          className={`min-h-12 flex-1 text-base ${BUTTON.secondary}`}
        >
          Back
        </button>
        <button
          type="button"
          onClick={onPublish}
          disabled={busy}
          className={`min-h-12 flex-[2] text-base ${BUTTON.primary}`}
        >
          {busy ? "Publishing…" : "Publish my site"}
        </button>
      </div>
    </div>
  );
}

const LINK =
  "inline min-h-6 cursor-pointer font-medium text-ink underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dusk";

/** "Your site is live": the link guests open, and what to do next. */
function Published({
  headingRef,
  onClose,
}: {
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onClose(section?: string): void;
}) {
  return (
    <div className="min-h-dvh bg-sand">
      <main className="mx-auto max-w-xl px-4 py-12">
        <svg aria-hidden="true" viewBox="0 0 48 48" className="size-14 text-emerald-700">
          <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.12" />
          <path
            d="M14 25l7 7 13-15"
            fill="none"
            stroke="currentColor"
            strokeWidth="3.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <h1 ref={headingRef} tabIndex={-1} className="mt-3 font-serif text-4xl text-ink focus:outline-none">
          Your site is live
        </h1>
        <p className="mt-3 text-ink/80">Guests who open your link now see your names, your days and your places.</p>
        <a href="/" target="_blank" rel="noopener" className={`mt-6 min-h-12 w-full text-base ${BUTTON.primary}`}>
          Open your site<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <h2 className="mt-10 font-serif text-2xl text-ink">What next</h2>
        <ul className="mt-3 space-y-3 text-ink/90">
          <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-ink/10">
            <strong className="font-medium">Your story, gallery and gifts:</strong> add them in the admin's editor,
            whenever you like.
          </li>
          <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-ink/10">
            <strong className="font-medium">Your partner and family:</strong> invite them in{" "}
            <button type="button" onClick={() => onClose("people")} className={LINK}>
              People
            </button>
            , each with their own sign-in.
          </li>
          <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-ink/10">
            <strong className="font-medium">Invitations by email:</strong> set up sending in{" "}
            <button type="button" onClick={() => onClose("mail")} className={LINK}>
              Mail
            </button>
            .
          </li>
        </ul>
        <button
          type="button"
          onClick={() => onClose()}
          className={`mt-8 min-h-12 w-full text-base ${BUTTON.secondary}`}
        >
          Go to the admin
        </button>
      </main>
    </div>
  );
}
