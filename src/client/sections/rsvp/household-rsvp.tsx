import {
  type FormEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
} from "react";
import type { WeddingContent } from "../../../shared/content-schema.ts";
import { isRecord } from "../../../shared/error-body.ts";
import type { InvitationView } from "../../../shared/household-schemas.ts";
import {
  type AnswerProblem,
  HOUSEHOLD_ERROR_CODES,
  HOUSEHOLD_LIMITS,
  invitationCodeFromPath,
} from "../../../shared/households.ts";
import { GREETING_ID, invitationGreeting } from "../../../shared/invitation-greeting.ts";
import { householdNotice } from "../../../shared/privacy-notice.ts";
import { closedText, KEPT_HOUSEHOLD_STORAGE_PREFIX } from "../../../shared/rsvp-messages.ts";
import type { WordsWithPart } from "../../../shared/words/page-parts.ts";
import { fill } from "../../../shared/words/words.ts";
import { DataNotice } from "../../components/data-notice.tsx";
import { LoadFailure } from "../../components/lazy-boundary.tsx";
import { useToast } from "../../components/toast/toast.tsx";
import { track } from "../../lib/analytics.ts";
import { type ApiFailure, parseWith, type SafeParser } from "../../lib/api.ts";
import { isOffline } from "../../lib/connection.ts";
import { getInvitation, loadInvitationViewSchema, saveAnswers } from "../../lib/invitation-api.ts";
import { reasonText } from "../../lib/reason-text.ts";
import { usePartWords } from "../../lib/words.tsx";
import { closedDeadline, refusedProblem, saveFailedText } from "./failure-message.ts";
import { GuestData } from "./guest-data.tsx";
import {
  answerCheckText,
  answerRequest,
  answerText,
  anyoneAttending,
  attendingGuestCount,
  attendsAnything,
  checkForm,
  fieldKey,
  formEvents,
  type GuestForm,
  guestLabel,
  type HouseholdForm,
  type InvitedEvent,
  parseHouseholdForm,
} from "./household-form.ts";
import { householdReducer, initialHouseholdState } from "./household-state.ts";
import { answerKeys, keptAnswers } from "./kept-answer.ts";
import {
  ClosedNotice,
  FieldError,
  INPUT,
  InvitationLoading,
  KeptNotice,
  LABEL,
  revealField,
  SUBMIT_BUTTON,
  SubmitLabel,
  TOAST_TOPICS,
} from "./rsvp-parts.tsx";

/**
 * A household's own RSVP (personal link /i/<code>, docs/product.md decision
 * 13): each guest answers each event the household is invited to, with a
 * meal where the event offers them, until the deadline. Loaded only on
 * personal-link visits.
 */

/** Answers sent without signal, kept on the phone with the household as it was then (so they show offline too). */
interface KeptHouseholdAnswers {
  view: InvitationView;
  form: HouseholdForm;
}

/** The view is read with the schema the server's answer was (null: it could not be loaded, so nothing kept is read). */
type ViewSchema = SafeParser<InvitationView> | null;

const keptHouseholdAnswers = (code: string, viewSchema: ViewSchema) =>
  keptAnswers<KeptHouseholdAnswers>(`${KEPT_HOUSEHOLD_STORAGE_PREFIX}${code}`, (value) => {
    if (!isRecord(value) || viewSchema === null) return undefined;
    const view = parseWith(viewSchema, value.view);
    const form = parseHouseholdForm(value.form);
    return view && form ? { view, form } : undefined;
  });

const TOPIC = TOAST_TOPICS.householdForm;

type Loaded =
  | { state: "loading" }
  | { state: "failed"; message: string; canRetry: boolean }
  | { state: "ready"; view: InvitationView; viewSchema: ViewSchema; revision: number }
  /** The guest deleted the household's data: the link is dead. */
  | { state: "erased" };

/** The household of the personal link at `path` (/i/<code>), its form or a clear message. */
export function HouseholdRsvp({ path, content }: { path: string; content: WeddingContent }) {
  const { words } = usePartWords("household");
  const code = invitationCodeFromPath(path);
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });

  const load = useCallback(async (): Promise<Loaded> => {
    // A link cut short or mistyped cannot be anyone's: no need to ask.
    if (code === null) return { state: "failed", message: words.household.notFound, canRetry: false };
    const result = await getInvitation(code);
    // Imported to read the answer already (or kept by the service worker when offline): no further wait.
    const viewSchema = await loadInvitationViewSchema().catch(() => null);
    if (result.ok) return { state: "ready", view: result.value, viewSchema, revision: 0 };
    // Offline with answers kept on this phone: the household as it was when they were kept, to show them.
    const waiting = result.kind === "unreachable" ? keptHouseholdAnswers(code, viewSchema).read() : null;
    if (waiting) return { state: "ready", view: waiting.answer.view, viewSchema, revision: 0 };
    return { state: "failed", message: loadFailureMessage(result, words), canRetry: result.kind === "unreachable" };
  }, [code, words]);

  useEffect(() => {
    let current = true;
    void load().then((next) => {
      if (current) setLoaded(next);
    });
    return () => {
      current = false;
    };
  }, [load]);

  // LoadFailure keeps its button busy until this settles; a rejection lets the guest try again.
  const retry = () =>
    load().then((next) => {
      setLoaded(next);
      if (next.state === "failed") throw new Error(next.message);
    });

  if (loaded.state === "loading") return <InvitationLoading />;
  if (loaded.state === "erased") {
    return (
      <p role="status" className="mt-8 rounded-2xl bg-sand/70 px-5 py-4 text-center text-ink">
        {words.household.erased}
      </p>
    );
  }
  if (loaded.state === "failed") {
    return loaded.canRetry ? (
      <LoadFailure message={loaded.message} retry={retry} className="mt-8" />
    ) : (
      <p role="alert" className="mt-8 rounded-2xl bg-sand/70 px-5 py-4 text-center text-ink">
        {loaded.message}
      </p>
    );
  }
  if (code === null) return null;
  return (
    <>
      {/* A correction of the household's name starts the form again from the server's answer. */}
      <Household
        key={loaded.revision}
        code={code}
        initial={loaded.view}
        viewSchema={loaded.viewSchema}
        content={content}
      />
      <DataNotice text={householdNotice(content, words.privacyNotice)} className="mt-8" />
      <GuestData
        code={code}
        onCorrected={(view) => setLoaded({ ...loaded, view, revision: loaded.revision + 1 })}
        onErased={() => {
          setLoaded({ state: "erased" });
          document.getElementById("rsvp")?.scrollIntoView();
        }}
      />
    </>
  );
}

/** The page's words for the server's answer, by its code (the server's own English is for the couple). */
function loadFailureMessage(failure: ApiFailure, words: WordsWithPart<"household">): string {
  if (failure.kind === "unreachable") {
    return isOffline()
      ? words.household.offline
      : fill(words.household.openFailed, { reason: reasonText(words, failure) });
  }
  if (failure.code === HOUSEHOLD_ERROR_CODES.rateLimited) return words.household.rateLimited;
  return words.household.notFound;
}

/** `offline`: the page's words for an answer not sent without signal; `closed`: the words that RSVPs have closed. */
function saveFailureMessage(failure: ApiFailure, words: WordsWithPart<"household">, closed: string): string {
  if (failure.kind === "unreachable") {
    return isOffline() ? words.rsvpForm.offline : saveFailedText(words, reasonText(words, failure));
  }
  if (failure.code === HOUSEHOLD_ERROR_CODES.notFound) return words.household.notFound;
  if (failure.code === HOUSEHOLD_ERROR_CODES.rateLimited) return words.household.rateLimited;
  if (failure.code === HOUSEHOLD_ERROR_CODES.closed) return closed;
  // The page checks the same rules before it sends: an answer refused anyway is one it did not know to refuse.
  if (failure.code === HOUSEHOLD_ERROR_CODES.invalid) {
    const problem = refusedProblem(failure, words.householdProblems);
    return problem && problem !== "refused"
      ? answerCheckText({ ok: false, problem: problem as AnswerProblem }, words.householdProblems)
      : words.householdProblems.refused;
  }
  return saveFailedText(words, reasonText(words, failure));
}

function Household({
  code,
  initial,
  viewSchema,
  content,
}: {
  code: string;
  initial: InvitationView;
  viewSchema: ViewSchema;
  content: WeddingContent;
}) {
  const toast = useToast();
  const { words } = usePartWords("household");
  const [state, dispatch] = useReducer(householdReducer, initial, initialHouseholdState);
  const { view, form, phase, showProblems, conflict, refusedAsClosed } = state;
  const events = useMemo(() => formEvents(view, content.events), [view, content.events]);
  // The greeting at the page's top says the answers saved here, not those the page opened with.
  useEffect(() => {
    if (view === initial) return;
    const greeting = document.getElementById(GREETING_ID);
    if (greeting) greeting.outerHTML = invitationGreeting(view, content, words).value;
  }, [view, initial, content, words]);
  const ids = useId();
  const domId = (key: string) => `${ids}-${key}`;
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const conflictRef = useRef<HTMLParagraphElement>(null);
  // One key per answer, and the answers kept on the phone while there is no signal (ADR 039).
  const [keys] = useState(answerKeys);
  const [kept] = useState(() => keptHouseholdAnswers(code, viewSchema));
  // Set at the first tap, before anything renders: a second tap sends nothing.
  const sending = useRef(false);

  const checked = useMemo(
    () => checkForm(form, view, events, words.householdProblems),
    [form, view, events, words.householdProblems],
  );
  const problems = showProblems ? new Map(checked.problems.map((problem) => [problem.field, problem.message])) : null;

  useEffect(() => {
    if (phase === "saved") thanksRef.current?.focus();
  }, [phase]);
  useEffect(() => {
    if (conflict) conflictRef.current?.focus();
  }, [conflict]);

  const { household, window: rsvpWindow } = view;
  // In the page's words, whatever the server said: its deadline and the contacts in force.
  const closedWords = closedText(words, rsvpWindow.deadlineLabel, content.rsvp.contacts);
  const closedNotice = refusedAsClosed ?? (rsvpWindow.open ? null : closedWords);

  const updateGuest = (guestId: string, change: (guest: GuestForm) => GuestForm) =>
    dispatch({
      type: "edited",
      change: (previous) => ({
        ...previous,
        guests: previous.guests.map((guest) => (guest.guestId === guestId ? change(guest) : guest)),
      }),
    });

  // The toast that named a problem goes once every problem is put right.
  const fixed = showProblems && checked.problems.length === 0 && checked.check.ok;
  useEffect(() => {
    if (fixed) toast.dismiss(TOPIC);
  }, [fixed, toast]);

  /** No signal: the answers wait on the phone, said on the form; a phone that keeps nothing says they were not sent. */
  function keepForLater(answers: HouseholdForm, on: InvitationView, key: string) {
    if (kept.keep({ key, answer: { view: on, form: answers } })) {
      toast.dismiss(TOPIC);
      dispatch({ type: "kept" });
      return;
    }
    toast.show("error", words.rsvpForm.offline, { topic: TOPIC });
    dispatch({ type: "not-kept" });
  }

  /** Sends answers under their key: the guest's tap, or answers kept on the phone once there is signal. */
  async function send(answers: HouseholdForm, on: InvitationView, key: string) {
    if (isOffline()) {
      keepForLater(answers, on, key);
      return;
    }
    dispatch({ type: "sending" });
    const result = await saveAnswers(
      code,
      answerRequest(answers, formEvents(on, content.events), on.household.version),
      key,
    );
    if (!result.ok && result.kind === "unreachable" && isOffline()) {
      keepForLater(answers, on, key);
      return;
    }
    kept.drop();
    if (result.ok) {
      toast.dismiss(TOPIC);
      dispatch({ type: "saved", view: result.value });
      track.rsvpSubmission(anyoneAttending(result.value), attendingGuestCount(result.value));
      return;
    }
    if (result.kind === "conflict") {
      // Someone else in the household saved first: show their answers, say so, and let this guest send again.
      toast.dismiss(TOPIC);
      // Said once, in place (an alert that takes the focus), rather than again in a toast.
      dispatch({ type: "conflicted", current: result.current });
      return;
    }
    const closed = result.kind === "error" && result.code === HOUSEHOLD_ERROR_CODES.closed;
    // The deadline in force, as the server names it (the couple may have moved it).
    const refusedWords = closedText(words, closedDeadline(result) ?? rsvpWindow.deadlineLabel, content.rsvp.contacts);
    dispatch({ type: "refused", closedMessage: closed ? refusedWords : null });
    toast.show("error", saveFailureMessage(result, words, refusedWords), { topic: TOPIC });
  }

  /** Sends unless a send is under way: a second tap, or the connection's return meanwhile, sends nothing. */
  async function sendOnce(answers: HouseholdForm, on: InvitationView, key: string) {
    if (sending.current) return;
    sending.current = true;
    try {
      await send(answers, on, key);
    } finally {
      sending.current = false;
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const first = checked.problems[0];
    if (first || !checked.check.ok) {
      dispatch({ type: "problems-shown" });
      const text = checked.check.ok ? (first?.message ?? "") : answerCheckText(checked.check, words.householdProblems);
      toast.show("error", text, { topic: TOPIC });
      if (first) revealField(document.getElementById(domId(first.field)));
      return;
    }
    void sendOnce(form, view, keys.keyFor(answerRequest(form, events, household.version)));
  }

  // Answers kept on this phone are back in the form, said as not sent, and sent when there is signal: now, or at
  // the browser's `online`.
  const sendKeptRef = useRef<() => void>(() => undefined);
  sendKeptRef.current = () => {
    const waiting = kept.read();
    if (waiting && !isOffline()) void sendOnce(waiting.answer.form, waiting.answer.view, waiting.key);
  };
  useEffect(() => {
    const waiting = kept.read();
    if (waiting) {
      const { form: answers, view: on } = waiting.answer;
      keys.adopt(answerRequest(answers, formEvents(on, content.events), on.household.version), waiting.key);
      dispatch({ type: "kept", restored: answers });
      sendKeptRef.current();
    }
    const online = () => sendKeptRef.current();
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [kept, keys, content.events]);

  /** The guest takes kept answers back to change them: nothing is sent until they send again. */
  const changeKept = () => {
    kept.drop();
    dispatch({ type: "change" });
  };

  const changeAnswers = () => {
    dispatch({ type: "change" });
    // The Change button is gone: the keyboard goes to the form's first control.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("input, select, textarea")?.focus());
  };

  // "A personal invitation for The Mokoena family": the name as the couple wrote it, whatever its grammar.
  const greeting = (
    <p className="mt-4 text-center">
      <span className="block text-sm text-ink/70 uppercase tracking-[0.2em]">{words.greeting.invitationFor}</span>
      <span className="mt-1 block font-serif text-2xl text-dusk italic sm:text-3xl">{household.displayName}</span>
    </p>
  );

  if (closedNotice !== null) {
    return (
      <>
        {greeting}
        <ClosedNotice message={closedNotice} contacts={content.rsvp.contacts} />
        <h3 className="mt-8 font-serif text-2xl text-ink">{words.household.answersHeading}</h3>
        <AnswersSummary view={view} events={events} />
      </>
    );
  }

  if (phase === "saved") {
    return (
      <>
        {greeting}
        <div className="mt-6 rounded-2xl bg-powder/40 px-5 py-4 text-center">
          <p ref={thanksRef} tabIndex={-1} className="text-lg text-ink focus:outline-none">
            {anyoneAttending(view) ? words.household.saved : words.household.declinedThanks}
          </p>
          {anyoneAttending(view) ? null : <p className="mt-2 text-sm text-ink/85">{words.household.saved}</p>}
        </div>
        <h3 className="mt-8 font-serif text-2xl text-ink">{words.household.answersHeading}</h3>
        <AnswersSummary view={view} events={events} />
        <button
          type="button"
          onClick={changeAnswers}
          className="mt-8 flex min-h-12 w-full items-center justify-center rounded-full border border-ink px-6 py-3 font-medium text-ink transition-colors hover:bg-ink hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dusk"
        >
          {words.household.changeAnswers}
        </button>
      </>
    );
  }

  const seats = form.guests.filter((guest) => guest.isSeat).length;
  let seatNumber = 0;
  return (
    <>
      {greeting}
      <p className="mt-2 text-center text-ink/90">{withStrongDate(words.greeting.replyBy, rsvpWindow.deadlineLabel)}</p>
      {household.answeredAt && !conflict ? (
        <p className="mt-2 text-center text-sm text-ink/80">{words.household.filledIn}</p>
      ) : null}
      {conflict ? (
        <p
          ref={conflictRef}
          tabIndex={-1}
          role="alert"
          className="mt-6 rounded-2xl border border-amber-700/40 bg-amber-50 px-5 py-4 text-ink focus:outline-none"
        >
          {words.household.versionConflict}
        </p>
      ) : null}
      <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-8" aria-busy={phase === "submitting"}>
        <fieldset disabled={phase === "submitting" || phase === "waiting"} className="space-y-6">
          <legend className="sr-only">{words.household.legend}</legend>
          {form.guests.map((guest) => {
            if (guest.isSeat) seatNumber += 1;
            const heading = guest.isSeat
              ? seats > 1
                ? fill(words.household.yourGuestNumbered, { number: seatNumber })
                : words.household.yourGuest
              : guestLabel({ name: guest.name, isSeat: false }, words.household);
            return (
              <GuestFields
                key={guest.guestId}
                guest={guest}
                heading={heading}
                events={events}
                domId={domId}
                problems={problems}
                update={(change) => updateGuest(guest.guestId, change)}
              />
            );
          })}
          <Field label={words.household.message} field={fieldKey.message} domId={domId} problems={problems}>
            {(props) => (
              <textarea
                {...props}
                name="message"
                rows={3}
                maxLength={HOUSEHOLD_LIMITS.message}
                value={form.message}
                onChange={(event) => {
                  const message = event.target.value;
                  dispatch({ type: "edited", change: (previous) => ({ ...previous, message }) });
                }}
                className={INPUT}
              />
            )}
          </Field>
          {/* While answers wait for signal, the notice below takes the button's place. */}
          {phase === "waiting" ? null : (
            <button type="submit" className={SUBMIT_BUTTON}>
              <SubmitLabel
                sending={phase === "submitting"}
                idle={household.answeredAt ? words.householdButton.saveAgain : words.householdButton.send}
                busy={words.householdButton.sending}
              />
            </button>
          )}
        </fieldset>
        {phase === "waiting" ? (
          <div className="mt-6">
            <KeptNotice text={words.keptAnswer.household} onChange={changeKept} />
          </div>
        ) : null}
      </form>
    </>
  );
}

type FieldProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };
type Problems = ReadonlyMap<string, string> | null;

/** The id, invalid state and description a field's control takes, and its problem's text under it. */
function fieldState(field: string, domId: (key: string) => string, problems: Problems) {
  const message = problems?.get(field);
  const errorId = `${domId(field)}-error`;
  const props: FieldProps = {
    id: domId(field),
    ...(message ? { "aria-invalid": true, "aria-describedby": errorId } : {}),
  };
  const error = <FieldError id={errorId} message={message} />;
  return { props, error, message };
}

function Field({
  label,
  field,
  domId,
  problems,
  children,
}: {
  label: string;
  field: string;
  domId: (key: string) => string;
  problems: Problems;
  children: (props: FieldProps) => ReactNode;
}) {
  const { props, error } = fieldState(field, domId, problems);
  return (
    <div>
      <label htmlFor={props.id} className={LABEL}>
        {label}
      </label>
      {children(props)}
      {error}
    </div>
  );
}

export function GuestFields({
  guest,
  heading,
  events,
  domId,
  problems,
  update,
}: {
  guest: GuestForm;
  heading: string;
  events: readonly InvitedEvent[];
  domId: (key: string) => string;
  problems: Problems;
  update: (change: (guest: GuestForm) => GuestForm) => void;
}) {
  const { words } = usePartWords("household");
  const attending = attendsAnything(guest);
  return (
    <fieldset className="rounded-2xl border border-ink/15 bg-white px-3 pt-1 pb-5 sm:px-6">
      <legend className="px-2 font-serif text-xl text-ink">
        {heading}
        {guest.isChild ? (
          <>
            {" "}
            <span className="ml-1 align-middle font-sans text-xs text-ink/70 uppercase tracking-wide">
              {words.household.child}
            </span>
          </>
        ) : null}
      </legend>
      <div className="space-y-5">
        {guest.isSeat ? (
          <Field
            label={words.household.guestName}
            field={fieldKey.name(guest.guestId)}
            domId={domId}
            problems={problems}
          >
            {(props) => (
              <input
                {...props}
                name={`name-${guest.guestId}`}
                autoComplete="off"
                maxLength={HOUSEHOLD_LIMITS.guestName}
                value={guest.name}
                onChange={(event) => {
                  const name = event.target.value;
                  update((previous) => ({ ...previous, name }));
                }}
                className={INPUT}
              />
            )}
          </Field>
        ) : null}
        {events.map((event) => (
          <EventFields key={event.id} guest={guest} event={event} domId={domId} problems={problems} update={update} />
        ))}
        {attending ? (
          <Field
            label={words.household.dietary}
            field={fieldKey.dietary(guest.guestId)}
            domId={domId}
            problems={problems}
          >
            {(props) => (
              <input
                {...props}
                name={`dietary-${guest.guestId}`}
                autoComplete="off"
                maxLength={HOUSEHOLD_LIMITS.dietary}
                placeholder={words.household.dietaryPlaceholder}
                value={guest.dietary}
                onChange={(event) => {
                  const dietary = event.target.value;
                  update((previous) => ({ ...previous, dietary }));
                }}
                className={INPUT}
              />
            )}
          </Field>
        ) : null}
      </div>
    </fieldset>
  );
}

function EventFields({
  guest,
  event,
  domId,
  problems,
  update,
}: {
  guest: GuestForm;
  event: InvitedEvent;
  domId: (key: string) => string;
  problems: Problems;
  update: (change: (guest: GuestForm) => GuestForm) => void;
}) {
  const { words } = usePartWords("household");
  const choice = guest.choices[event.id] ?? { attending: null, meal: "" };
  const attendingField = fieldState(fieldKey.attending(guest.guestId, event.id), domId, problems);
  const setChoice = (next: Partial<typeof choice>) =>
    update((previous) => ({
      ...previous,
      choices: { ...previous.choices, [event.id]: { ...choice, ...previous.choices[event.id], ...next } },
    }));
  const radioName = `${attendingField.props.id}-radio`;
  return (
    <div>
      <fieldset>
        {/* Floated, a legend takes part in the layout: the question beside its answers on wider screens. */}
        <legend className="float-left w-full font-medium text-ink sm:w-auto sm:py-2.5">{event.title}</legend>
        <div className="clear-left grid grid-cols-2 gap-2 pt-2 sm:clear-none sm:ml-auto sm:w-72 sm:pt-0">
          {[
            { label: words.household.coming, value: true },
            { label: words.household.notComing, value: false },
          ].map((option, index) => (
            <label
              key={option.label}
              className="flex min-h-11 cursor-pointer items-center justify-center gap-1.5 rounded-lg border border-ink/25 bg-white px-2 py-2 text-center text-sm text-ink sm:gap-2 sm:text-base has-[:checked]:border-ink has-[:checked]:bg-powder/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-dusk has-[[aria-invalid=true]]:border-red-700"
            >
              <input
                type="radio"
                name={radioName}
                // The first radio carries the field's id, so a problem can move the focus to the question.
                {...(index === 0
                  ? attendingField.props
                  : {
                      "aria-invalid": attendingField.props["aria-invalid"],
                      "aria-describedby": attendingField.props["aria-describedby"],
                    })}
                checked={choice.attending === option.value}
                onChange={() => setChoice({ attending: option.value, ...(option.value ? {} : { meal: "" }) })}
                className="h-4 w-4 shrink-0 accent-ink"
              />
              {option.label}
            </label>
          ))}
        </div>
        <div className="clear-both">{attendingField.error}</div>
      </fieldset>
      {choice.attending && event.meals ? (
        <div className="mt-3 sm:ml-auto sm:w-72">
          <Field
            label={fill(words.household.mealFor, { event: event.title })}
            field={fieldKey.meal(guest.guestId, event.id)}
            domId={domId}
            problems={problems}
          >
            {(props) => (
              <select
                {...props}
                name={`meal-${guest.guestId}-${event.id}`}
                value={choice.meal}
                onChange={(change) => setChoice({ meal: change.target.value })}
                className={INPUT}
              >
                <option value="">{words.household.chooseMeal}</option>
                {event.meals?.map((meal) => (
                  <option key={meal} value={meal}>
                    {meal}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      ) : null}
    </div>
  );
}

/** Who is coming to what, with meals and dietary needs, as the couple has it now. */
function AnswersSummary({ view, events }: { view: InvitationView; events: readonly InvitedEvent[] }) {
  const { words } = usePartWords("household");
  const { guests, message } = view.household;
  return (
    <div className="mt-6 space-y-4" data-testid="answers-summary">
      <ul className="space-y-4">
        {guests.map((guest) => (
          <li key={guest.id} className="rounded-2xl border border-ink/15 bg-white px-5 py-4">
            <p className="font-serif text-xl text-ink">{guestLabel(guest, words.household)}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {events.map((event) => (
                <SummaryRow key={event.id} term={event.title}>
                  {answerText(guest.answers[event.id], words.household)}
                </SummaryRow>
              ))}
              {guest.dietary ? <SummaryRow term={words.household.dietaryTerm}>{guest.dietary}</SummaryRow> : null}
            </dl>
          </li>
        ))}
      </ul>
      {message ? (
        <div className="rounded-2xl bg-sand/60 px-5 py-4 text-sm text-ink">
          <p className="font-medium">{words.household.yourMessage}</p>
          <p className="mt-1 whitespace-pre-line">{message}</p>
        </div>
      ) : null}
    </div>
  );
}

function SummaryRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-ink/75">{term}</dt>
      <dd className="text-ink">{children}</dd>
    </>
  );
}

/** A template with its {date} shown strong: "Please let us know who is coming by <strong>1 August</strong>." */
export function withStrongDate(template: string, date: string): ReactNode {
  const [before = "", after = ""] = template.split("{date}");
  return (
    <>
      {before}
      <strong>{date}</strong>
      {after}
    </>
  );
}
