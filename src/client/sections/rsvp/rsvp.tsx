import { type FormEvent, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { WeddingContent } from "../../../shared/content-schema.ts";
import { INVITATION_PAGE_PREFIX } from "../../../shared/invitation-page.ts";
import { rsvpNotice } from "../../../shared/privacy-notice.ts";
import {
  closedText,
  KEPT_RSVP_STORAGE_KEY,
  RSVP_FIELDS,
  RSVP_LIMITS,
  type RsvpField,
  type RsvpFieldErrors,
} from "../../../shared/rsvp-messages.ts";
import { fill } from "../../../shared/words/words.ts";
import { DataNotice } from "../../components/data-notice.tsx";
import { LazyBoundary, LoadFailure } from "../../components/lazy-boundary.tsx";
import { useToast } from "../../components/toast/toast.tsx";
import { track } from "../../lib/analytics.ts";
import { isOffline } from "../../lib/connection.ts";
import { lazyWithRetry } from "../../lib/lazy-with-retry.ts";
import { useNearViewport } from "../../lib/use-near-viewport.ts";
import { lazyWithWords, useWords } from "../../lib/words.tsx";
import { closedDeadline, messageForFailure, rsvpFieldTexts, rsvpProblemText } from "./failure-message.ts";
import type { AnswerKeys, KeptAnswers, OpenAnswer } from "./kept-answer.ts";
import { asksPerEvent, NO_EVENT_CHOICE, type OpenEventChoice } from "./open-event-answer.ts";
import {
  CallContacts,
  Choice,
  ClosedNotice,
  FieldError,
  HELD_SUBMIT_BUTTON,
  HELD_SUBMIT_FORM,
  INPUT,
  InvitationLoading,
  invalidProps,
  KeptNotice,
  LABEL,
  revealField,
  SUBMIT_BUTTON,
  SubmitLabel,
  TOAST_TOPICS,
} from "./rsvp-parts.tsx";

/**
 * The rules and the API client, loaded when a guest starts on the form rather
 * than with the page: most visits only read. A failed load is not kept:
 * calling again fetches again.
 */
const loadSubmission = () =>
  Promise.all([
    import("../../../shared/rsvp.ts"),
    import("../../lib/api.ts"),
    import("../../../shared/households.ts"),
    import("./kept-answer.ts"),
  ]).then(([rules, api, households, keeping]) => ({
    validateRsvp: rules.validateRsvp,
    submitRsvp: api.submitRsvp,
    closedCode: households.HOUSEHOLD_ERROR_CODES.closed,
    answerKeys: keeping.answerKeys,
    keptOpenAnswer: keeping.keptOpenAnswer,
  }));

type Helpers = Awaited<ReturnType<typeof loadSubmission>>;

/** The form's code could not be fetched (no signal): a kept answer waits for the next `online` or visit. */
const noSignal = () => undefined;

/**
 * Whether an answer waits on this device, without loading the code that
 * reads it (most visits have none): localStorage refused reads as none.
 */
function hasKeptAnswer(): boolean {
  try {
    return localStorage.getItem(KEPT_RSVP_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** The open form's questions per event: loaded as the form comes near, not with the page. */
const OpenEventChoices = lazyWithRetry(() =>
  import("./open-event-choices.tsx").then((module) => module.OpenEventChoices),
);
/** A household's own form (personal link /i/<code>): only those visits download it, and its words. */
const HouseholdRsvp = lazyWithWords("household", () =>
  import("./household-rsvp.tsx").then((module) => module.HouseholdRsvp),
);

/** "waiting": sent without signal, kept on the phone until the connection returns. */
type Phase = "editing" | "submitting" | "waiting" | "submitted";

/** The open form's toasts: one message at a time. */
const TOPIC = TOAST_TOPICS.openForm;

/**
 * The RSVP section. The prerendered page holds the spec's open form; on a
 * personal link (/i/<code>) the household's form takes its place once the
 * page is hydrated (the first render matches the prerendered HTML).
 */
export function Rsvp({ content }: { content: WeddingContent }) {
  const { words } = useWords();
  // Known only in the browser: the prerendered page (and the first render that hydrates it) has the open form.
  const [personalLink, setPersonalLink] = useState<string | null>(null);
  useEffect(() => {
    const path = window.location.pathname;
    if (path.startsWith(INVITATION_PAGE_PREFIX)) setPersonalLink(path);
  }, []);
  return (
    <section id="rsvp" aria-labelledby="rsvp-title" className="scroll-mt-16 bg-powder/40 px-4 py-20">
      <div className="mx-auto max-w-xl rounded-3xl bg-white/90 p-6 shadow-sm ring-1 ring-ink/5 sm:p-10">
        <h2 id="rsvp-title" className="text-center font-serif text-4xl text-ink sm:text-5xl">
          {words.rsvpForm.heading}
        </h2>
        {personalLink ? (
          <LazyBoundary message={words.failures.invitation} retry={HouseholdRsvp.retry} className="mt-8">
            <Suspense fallback={<InvitationLoading />}>
              <HouseholdRsvp path={personalLink} content={content} />
            </Suspense>
          </LazyBoundary>
        ) : content.rsvp.openForm ? (
          <OpenRsvp content={content} />
        ) : (
          // data-open-rsvp: a personal link's page hides it before hydration, as it hides the form.
          <p data-open-rsvp="" className="mt-8 text-center text-lg text-ink">
            {content.rsvp.personalLinkNote}
          </p>
        )}
        <CallContacts contacts={content.rsvp.contacts} />
      </div>
    </section>
  );
}

/**
 * Once the content's deadline has passed with closing on, asks the server
 * whether answers are still taken (the couple may have moved the deadline)
 * when the section comes near: no request at all before the deadline.
 */
function useClosedMessage(content: WeddingContent, near: boolean): string | null {
  const { words } = useWords();
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    // The start of the deadline's day in UTC comes before its end in any time zone: until then nothing is loaded.
    if (!near || !content.rsvp.closeAtDeadline || Date.now() < Date.parse(content.rsvp.deadline)) return;
    let current = true;
    import("./open-rsvp-window.ts")
      .then((window) => window.closedDeadlineNow(content))
      .then((deadline) => {
        if (current && deadline !== null) setMessage(closedText(words, deadline, content.rsvp.contacts));
      })
      // Not known: the form stays, and the server refuses an answer if it is closed.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [near, content, words]);
  return message;
}

/** The spec's form, for guests without a personal link. */
function OpenRsvp({ content }: { content: WeddingContent }) {
  const { words, language } = useWords();
  const form = words.rsvpForm;
  const [deadlineBefore, deadlineAfter] = form.deadline.split("{date}");
  const toast = useToast();
  const [phase, setPhase] = useState<Phase>("editing");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [attending, setAttending] = useState(true);
  const [bringingPartner, setBringingPartner] = useState(false);
  const [partnerName, setPartnerName] = useState("");
  const [message, setMessage] = useState("");
  const [events, setEvents] = useState<Record<string, OpenEventChoice>>({});
  const changeEvent = (eventId: string, change: Partial<OpenEventChoice>) =>
    setEvents((now) => ({ ...now, [eventId]: { ...(now[eventId] ?? NO_EVENT_CHOICE), ...change } }));
  // The rules or the API client could not be fetched: the answers stay, a message offers to try again.
  const [helpersFailed, setHelpersFailed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const ids = useId();
  const fieldId = (field: RsvpField) => `${ids}-${field}`;
  const errorId = (field: RsvpField) => `${ids}-${field}-error`;
  // Shown under the fields once a submit found problems; each clears as the guest puts it right.
  const [fieldErrors, setFieldErrors] = useState<RsvpFieldErrors | null>(null);
  const validateRef = useRef<((input: unknown) => RsvpFieldErrors) | null>(null);
  const placeRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeRef);
  // Closed by the deadline (asked of the server), or by the server's refusal of an answer.
  const windowClosed = useClosedMessage(content, near);
  const [refusedAsClosed, setRefusedAsClosed] = useState<string | null>(null);
  // The spec's words for a guest who comes; a guest who declines is thanked instead (decision 14).
  const [thankYouText, setThankYouText] = useState<string>(form.thankYouText);
  // One key per answer, and the answer kept on the device while there is no signal (ADR 039); made with the
  // form's other code, when it has loaded.
  const keysRef = useRef<AnswerKeys | null>(null);
  const keptRef = useRef<KeptAnswers<OpenAnswer> | null>(null);
  // Set at the first tap, before anything renders: a second tap, or the connection's return meanwhile, sends nothing.
  const sending = useRef(false);
  const closed = refusedAsClosed ?? windowClosed;
  const guestCount = attending && bringingPartner ? 2 : 1;

  useEffect(() => {
    if (phase === "submitted") thanksRef.current?.focus();
  }, [phase]);

  const showingErrors = fieldErrors !== null;
  useEffect(() => {
    const validate = validateRef.current;
    if (!showingErrors || !validate) return;
    const request = { name, email, attending, bringingPartner, partnerName, message, events };
    // Only the fields already flagged: a problem appears when the guest sends, and leaves as it is fixed.
    setFieldErrors((shown) => {
      const now = validate(request);
      if (!shown) return shown;
      return Object.fromEntries(
        RSVP_FIELDS.flatMap((field) => (shown[field] && now[field] ? [[field, now[field]]] : [])),
      );
    });
  }, [showingErrors, name, email, attending, bringingPartner, partnerName, message, events]);

  // The toast that named the problems goes with the last of them ("Please fill in your name and email." once both are).
  const flagged = useRef(false);
  useEffect(() => {
    const any = fieldErrors !== null && RSVP_FIELDS.some((field) => fieldErrors[field]);
    if (flagged.current && !any) toast.dismiss(TOPIC);
    flagged.current = any;
  }, [fieldErrors, toast]);

  /** Shows each problem under its field and takes the guest to the first. */
  function flagFields(errors: RsvpFieldErrors) {
    setFieldErrors(errors);
    const first = RSVP_FIELDS.find((field) => errors[field]);
    if (first) revealField(document.getElementById(fieldId(first)));
  }

  /**
   * A problem with the answers: one message for the form, the form back to
   * the guest, its fields enabled at once so the keyboard can go to one.
   */
  function refuse(problem: string) {
    toast.show("error", problem, { topic: TOPIC });
    flushSync(() => setPhase("editing"));
  }

  /** The key maker and the kept answer, made once, with the form's other code. */
  const keeping = useCallback((helpers: Helpers) => {
    keysRef.current ??= helpers.answerKeys();
    keptRef.current ??= helpers.keptOpenAnswer();
    return { keys: keysRef.current, kept: keptRef.current };
  }, []);

  /**
   * Checks and sends an answer under its key (a tap's answer gets its key
   * here): the guest's tap, or an answer kept on the device once there is
   * signal. The same outcome either way: Thank You, or the error.
   */
  async function send(answer: OpenAnswer, givenKey: string | null) {
    setPhase("submitting");
    const helpers = await loadSubmission().catch(() => null);
    if (!helpers) {
      // Offline (no service worker yet to hold the form's code): say the answer was not sent; otherwise the
      // code could not be fetched, and the form offers to try loading it again.
      if (isOffline()) {
        refuse(form.offline);
        return;
      }
      setHelpersFailed(true);
      setPhase("editing");
      return;
    }
    setHelpersFailed(false);
    const { validateRsvp, submitRsvp, closedCode } = helpers;
    const { keys, kept } = keeping(helpers);
    const key = givenKey ?? keys.keyFor(answer);
    /** No signal: the answer waits on the device, said on the form; a device that keeps nothing says it was not sent. */
    const keepForLater = () => {
      if (!kept.keep({ key, answer })) {
        refuse(form.offline);
        return;
      }
      toast.dismiss(TOPIC);
      setPhase("waiting");
    };
    const fieldsOf = (input: unknown) => {
      const result = validateRsvp(input, content.events);
      return result.ok ? {} : rsvpFieldTexts(words, result.fieldProblems);
    };
    validateRef.current = fieldsOf;
    const checked = validateRsvp(answer, content.events);
    if (!checked.ok) {
      kept.drop();
      refuse(rsvpProblemText(words, checked.problem));
      flagFields(rsvpFieldTexts(words, checked.fieldProblems));
      return;
    }
    // The spec leaves the address format to the browser's own rule for type="email" (a kept answer passed it when
    // it was kept, and the field may not show it yet).
    if (givenKey === null && emailRef.current && !emailRef.current.checkValidity()) {
      const problem = emailRef.current.validationMessage || words.rsvpMessages.invalidEmail;
      kept.drop();
      refuse(problem);
      flagFields({ email: problem });
      return;
    }
    setFieldErrors(null);
    if (isOffline()) {
      keepForLater();
      return;
    }
    // The page's language goes with it: the guest's confirmation and personal link are in it.
    const result = await submitRsvp({ ...answer, language }, key);
    if (!result.ok) {
      if (result.kind === "unreachable" && isOffline()) {
        keepForLater();
        return;
      }
      kept.drop();
      // Past the deadline: the server's words name the contacts, and the form makes way for them.
      const closed = result.kind === "error" && result.code === closedCode;
      // Past the deadline in force (named by the server), or the open form turned off: the couple's own note.
      const deadline = closed ? closedDeadline(result) : null;
      const closedWords =
        deadline !== null
          ? closedText(words, deadline, content.rsvp.contacts)
          : (content.rsvp.personalLinkNote ?? closedText(words, content.rsvp.deadlineLabel, content.rsvp.contacts));
      if (closed) setRefusedAsClosed(closedWords);
      refuse(closed ? closedWords : messageForFailure(result, content.rsvp.contacts, words));
      return;
    }
    kept.drop();
    toast.dismiss(TOPIC);
    track.rsvpSubmission(answer.attending, result.value.guestCount);
    setThankYouText(answer.attending ? form.thankYouText : words.rsvpMessages.declinedThankYou);
    setPhase("submitted");
  }

  /** Sends unless a send is under way: every way in (a tap, the connection's return, the next visit) goes through here. */
  async function sendOnce(answer: OpenAnswer, key: string | null) {
    if (sending.current) return;
    sending.current = true;
    try {
      await send(answer, key);
    } finally {
      sending.current = false;
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void sendOnce({ name, email, attending, bringingPartner, partnerName, message, events }, null);
  }

  // An answer kept on this device (a visit without signal) is back in the form, said as not sent, and is sent when
  // there is signal: now, or at the browser's `online`.
  const sendKeptRef = useRef<() => void>(() => undefined);
  sendKeptRef.current = () => {
    if (!hasKeptAnswer() || isOffline()) return;
    void loadSubmission().then((helpers) => {
      const waiting = keeping(helpers).kept.read();
      if (waiting) void sendOnce(waiting.answer, waiting.key);
    }, noSignal);
  };
  const phaseRef = useRef(phase);
  phaseRef.current = phase;
  useEffect(() => {
    let current = true;
    const restoreKept = () =>
      void loadSubmission().then((helpers) => {
        const { keys, kept } = keeping(helpers);
        const waiting = kept.read();
        if (!current || !waiting) return;
        const { answer, key } = waiting;
        setName(answer.name);
        setEmail(answer.email);
        setAttending(answer.attending);
        setBringingPartner(answer.bringingPartner);
        setPartnerName(answer.partnerName);
        setMessage(answer.message);
        setEvents(answer.events);
        keys.adopt(answer, key);
        setPhase("waiting");
        sendKeptRef.current();
      }, noSignal);
    if (hasKeptAnswer()) restoreKept();
    const online = () => sendKeptRef.current();
    // An answer kept on this device that reaches this page after it opened (the browser takes a page's storage in
    // the page's own time: a slowed phone's page that kept it may not have handed it over yet; or another tab's).
    const stored = (event: StorageEvent) => {
      if (event.key === KEPT_RSVP_STORAGE_KEY && event.newValue !== null && phaseRef.current === "editing") {
        restoreKept();
      }
    };
    window.addEventListener("online", online);
    window.addEventListener("storage", stored);
    return () => {
      current = false;
      window.removeEventListener("online", online);
      window.removeEventListener("storage", stored);
    };
  }, [keeping]);

  /** The guest takes a kept answer back to change it: nothing is sent until they send again. */
  const changeKept = () => {
    keptRef.current?.drop();
    setPhase("editing");
  };

  /** Try again loads the helpers, then sends the answers as the guest meant to. */
  const retrySubmission = () =>
    loadSubmission().then(() => {
      // The Try again button is about to go: keep the keyboard on the form.
      submitRef.current?.focus();
      formRef.current?.requestSubmit();
    });

  return (
    // data-open-rsvp: a personal link's page hides this form before hydration (src/server/routes/invitation-page.ts).
    <div ref={placeRef} data-open-rsvp="">
      {phase === "submitted" ? (
        <div className="mt-8 text-center" role="status">
          <h3 ref={thanksRef} tabIndex={-1} className="font-serif text-3xl text-ink focus:outline-none">
            {form.thankYouTitle}
          </h3>
          <p className="mt-4 text-lg text-ink">{thankYouText}</p>
        </div>
      ) : closed !== null ? (
        <ClosedNotice message={closed} contacts={content.rsvp.contacts} />
      ) : (
        <>
          <p className="mt-3 text-center text-ink/90">
            {deadlineBefore}
            <strong>{content.rsvp.deadlineLabel}</strong>
            {deadlineAfter}
          </p>
          <form
            ref={formRef}
            noValidate
            onSubmit={onSubmit}
            // Only a head start: a failure here (offline, a dropped connection) is tried again on submit.
            onFocus={() => void loadSubmission().catch(() => undefined)}
            className={`${HELD_SUBMIT_FORM} mt-8`}
            aria-busy={phase === "submitting"}
          >
            <fieldset disabled={phase === "submitting" || phase === "waiting"} className="space-y-5">
              <legend className="sr-only">{form.legend}</legend>
              <div>
                <label htmlFor={fieldId("name")} className={LABEL}>
                  {form.name}
                </label>
                <input
                  id={fieldId("name")}
                  {...invalidProps(errorId("name"), fieldErrors?.name)}
                  name="name"
                  autoComplete="name"
                  required
                  maxLength={RSVP_LIMITS.name}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  className={INPUT}
                />
                <FieldError id={errorId("name")} message={fieldErrors?.name} />
              </div>
              <div>
                <label htmlFor={fieldId("email")} className={LABEL}>
                  {form.email}
                </label>
                <input
                  id={fieldId("email")}
                  {...invalidProps(errorId("email"), fieldErrors?.email)}
                  ref={emailRef}
                  name="email"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  required
                  maxLength={RSVP_LIMITS.email}
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  className={INPUT}
                />
                <FieldError id={errorId("email")} message={fieldErrors?.email} />
              </div>
              <Choice
                legend={form.attending}
                name="attending"
                value={attending}
                onChange={setAttending}
                yes={form.attendingYes}
                no={form.attendingNo}
              />
              {attending ? (
                <Choice
                  legend={form.partner}
                  name="bringingPartner"
                  value={bringingPartner}
                  onChange={setBringingPartner}
                  yes={form.partnerYes}
                  no={form.partnerNo}
                />
              ) : null}
              {attending && bringingPartner ? (
                <div>
                  <label htmlFor={fieldId("partnerName")} className={LABEL}>
                    {form.partnerName}
                  </label>
                  <input
                    id={fieldId("partnerName")}
                    {...invalidProps(errorId("partnerName"), fieldErrors?.partnerName)}
                    name="partnerName"
                    autoComplete="off"
                    required
                    maxLength={RSVP_LIMITS.partnerName}
                    value={partnerName}
                    onChange={(event) => setPartnerName(event.target.value)}
                    className={INPUT}
                  />
                  <FieldError id={errorId("partnerName")} message={fieldErrors?.partnerName} />
                </div>
              ) : null}
              {near && attending && asksPerEvent(content.events) ? (
                <LazyBoundary message={words.failures.rsvpForm} retry={OpenEventChoices.retry}>
                  <Suspense fallback={null}>
                    <OpenEventChoices
                      events={content.events}
                      choices={events}
                      onChange={changeEvent}
                      partnerName={bringingPartner ? partnerName.trim() : null}
                      id={fieldId("events")}
                      error={fieldErrors?.events}
                    />
                  </Suspense>
                </LazyBoundary>
              ) : null}
              <div>
                <label htmlFor={fieldId("message")} className={LABEL}>
                  {form.message}
                </label>
                <textarea
                  id={fieldId("message")}
                  {...invalidProps(errorId("message"), fieldErrors?.message)}
                  name="message"
                  rows={4}
                  maxLength={RSVP_LIMITS.message}
                  value={message}
                  onChange={(event) => setMessage(event.target.value)}
                  className={INPUT}
                />
                <FieldError id={errorId("message")} message={fieldErrors?.message} />
              </div>
              <p className="text-sm text-ink/80" aria-live="polite">
                {fill(form.guests, { count: guestCount })}
              </p>
              {helpersFailed ? (
                <LoadFailure
                  message={words.failures.rsvpForm}
                  retry={retrySubmission}
                  className="rounded-xl bg-sand/70 p-4"
                />
              ) : null}
              <DataNotice text={rsvpNotice(content, words.privacyNotice)} />
              {/* While an answer waits for signal, the notice below takes the button's place. */}
              {phase === "waiting" ? null : (
                <button
                  ref={submitRef}
                  type="submit"
                  className={`${SUBMIT_BUTTON} ${HELD_SUBMIT_BUTTON}`}
                  data-busy-label={form.submitting}
                >
                  <SubmitLabel sending={phase === "submitting"} idle={form.submit} busy={form.submitting} />
                </button>
              )}
            </fieldset>
            {phase === "waiting" ? (
              <div className="mt-5">
                <KeptNotice text={words.keptAnswer.rsvp} onChange={changeKept} />
              </div>
            ) : null}
          </form>
        </>
      )}
    </div>
  );
}
