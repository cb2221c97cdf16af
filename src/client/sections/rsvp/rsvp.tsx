import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { WeddingContent } from "../../../shared/content-schema.ts";
import { RSVP_LIMITS, RSVP_MESSAGES, telHref } from "../../../shared/rsvp-messages.ts";
import { LoadFailure } from "../../components/lazy-boundary.tsx";
import { LOAD_FAILURE_MESSAGES } from "../../components/load-failure-messages.ts";
import { useToast } from "../../components/toast/toast.tsx";
import { track } from "../../lib/analytics.ts";
import { isOffline } from "../../lib/connection.ts";
import { messageForFailure } from "./failure-message.ts";

/**
 * The rules and the API client, loaded when a guest starts on the form rather
 * than with the page: most visits only read. A failed load is not kept:
 * calling again fetches again.
 */
const loadSubmission = () =>
  Promise.all([import("../../../shared/rsvp.ts"), import("../../lib/api.ts")]).then(([rules, api]) => ({
    validateRsvp: rules.validateRsvp,
    submitRsvp: api.submitRsvp,
  }));

type Phase = "editing" | "submitting" | "submitted";

const INPUT =
  "mt-1 block w-full rounded-lg border border-ink/25 bg-white px-3 py-2.5 text-ink shadow-sm focus:border-dusk focus:ring-2 focus:ring-dusk/30 focus:outline-none disabled:bg-sand/60";
const LABEL = "block text-sm font-medium text-ink";

export function Rsvp({ content }: { content: WeddingContent }) {
  const toast = useToast();
  const [phase, setPhase] = useState<Phase>("editing");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [attending, setAttending] = useState(true);
  const [bringingPartner, setBringingPartner] = useState(false);
  const [partnerName, setPartnerName] = useState("");
  const [message, setMessage] = useState("");
  // The rules or the API client could not be fetched: the answers stay, a message offers to try again.
  const [helpersFailed, setHelpersFailed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const ids = useId();
  const guestCount = attending && bringingPartner ? 2 : 1;

  useEffect(() => {
    if (phase === "submitted") thanksRef.current?.focus();
  }, [phase]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = { name, email, attending, bringingPartner, partnerName, message };
    const helpers = await loadSubmission().catch(() => null);
    // Offline (no service worker yet to hold the form's code): say the answer was not sent; otherwise the
    // code could not be fetched, and the form offers to try loading it again.
    const offline = !helpers && isOffline();
    if (offline) toast.show("error", RSVP_MESSAGES.offline);
    setHelpersFailed(!helpers && !offline);
    if (!helpers) return;
    const { validateRsvp, submitRsvp } = helpers;
    const checked = validateRsvp(request);
    if (!checked.ok) {
      toast.show("error", checked.message);
      return;
    }
    // The spec leaves the address format to the browser's own rule for type="email".
    if (emailRef.current && !emailRef.current.checkValidity()) {
      toast.show("error", emailRef.current.validationMessage || "Please enter a valid email address.");
      return;
    }
    // The answers stay in the form; the guest sends them again once there is signal.
    if (isOffline()) {
      toast.show("error", RSVP_MESSAGES.offline);
      return;
    }
    setPhase("submitting");
    const result = await submitRsvp(request);
    if (!result.ok) {
      const offline = result.kind === "unreachable" && isOffline();
      toast.show("error", offline ? RSVP_MESSAGES.offline : messageForFailure(result, content.rsvp.contacts));
      setPhase("editing");
      return;
    }
    track.rsvpSubmission(attending, result.value.guestCount);
    setPhase("submitted");
  }

  /** Try again loads the helpers, then sends the answers as the guest meant to. */
  const retrySubmission = () =>
    loadSubmission().then(() => {
      // The Try again button is about to go: keep the keyboard on the form.
      submitRef.current?.focus();
      formRef.current?.requestSubmit();
    });

  return (
    <section id="rsvp" aria-labelledby="rsvp-title" className="scroll-mt-16 bg-powder/40 px-4 py-20">
      <div className="mx-auto max-w-xl rounded-3xl bg-white/90 p-6 shadow-sm ring-1 ring-ink/5 sm:p-10">
        <h2 id="rsvp-title" className="text-center font-serif text-4xl text-ink sm:text-5xl">
          RSVP
        </h2>
        {phase === "submitted" ? (
          <div className="mt-8 text-center" role="status">
            <h3 ref={thanksRef} tabIndex={-1} className="font-serif text-3xl text-ink focus:outline-none">
              {RSVP_MESSAGES.thankYouTitle}
            </h3>
            <p className="mt-4 text-lg text-ink">{RSVP_MESSAGES.thankYouText}</p>
          </div>
        ) : (
          <>
            <p className="mt-3 text-center text-ink/90">
              Please let us know if you can make it by <strong>{content.rsvp.deadlineLabel}</strong>.
            </p>
            <form
              ref={formRef}
              noValidate
              onSubmit={onSubmit}
              // Only a head start: a failure here (offline, a dropped connection) is tried again on submit.
              onFocus={() => void loadSubmission().catch(() => undefined)}
              className="mt-8"
              aria-busy={phase === "submitting"}
            >
              <fieldset disabled={phase === "submitting"} className="space-y-5">
                <legend className="sr-only">Your RSVP</legend>
                <div>
                  <label htmlFor={`${ids}-name`} className={LABEL}>
                    Your Full Name*
                  </label>
                  <input
                    id={`${ids}-name`}
                    name="name"
                    autoComplete="name"
                    required
                    maxLength={RSVP_LIMITS.name}
                    value={name}
                    onChange={(event) => setName(event.target.value)}
                    className={INPUT}
                  />
                </div>
                <div>
                  <label htmlFor={`${ids}-email`} className={LABEL}>
                    Email Address*
                  </label>
                  <input
                    id={`${ids}-email`}
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
                </div>
                <Choice
                  legend="Will you be attending?"
                  name="attending"
                  value={attending}
                  onChange={setAttending}
                  yes="Yes!"
                  no="Sorry"
                />
                {attending ? (
                  <Choice
                    legend="Bringing a partner?"
                    name="bringingPartner"
                    value={bringingPartner}
                    onChange={setBringingPartner}
                    yes="Yes"
                    no="No"
                  />
                ) : null}
                {attending && bringingPartner ? (
                  <div>
                    <label htmlFor={`${ids}-partner`} className={LABEL}>
                      Partner's Name*
                    </label>
                    <input
                      id={`${ids}-partner`}
                      name="partnerName"
                      autoComplete="off"
                      required
                      maxLength={RSVP_LIMITS.partnerName}
                      value={partnerName}
                      onChange={(event) => setPartnerName(event.target.value)}
                      className={INPUT}
                    />
                  </div>
                ) : null}
                <div>
                  <label htmlFor={`${ids}-message`} className={LABEL}>
                    Message for the couple (optional)
                  </label>
                  <textarea
                    id={`${ids}-message`}
                    name="message"
                    rows={4}
                    maxLength={RSVP_LIMITS.message}
                    value={message}
                    onChange={(event) => setMessage(event.target.value)}
                    className={INPUT}
                  />
                </div>
                <p className="text-sm text-ink/80" aria-live="polite">
                  Guests: {guestCount}
                </p>
                {helpersFailed ? (
                  <LoadFailure
                    message={LOAD_FAILURE_MESSAGES.rsvpForm}
                    retry={retrySubmission}
                    className="rounded-xl bg-sand/70 p-4"
                  />
                ) : null}
                <button
                  ref={submitRef}
                  type="submit"
                  className="flex min-h-12 w-full items-center justify-center gap-3 rounded-full bg-ink px-6 py-3 font-medium text-white shadow transition-colors hover:bg-dusk focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-wait disabled:opacity-80"
                >
                  {phase === "submitting" ? (
                    <>
                      <span
                        aria-hidden="true"
                        data-testid="spinner"
                        className="spinner h-5 w-5 rounded-full border-2 border-white/40 border-t-white"
                      />
                      Submitting...
                    </>
                  ) : (
                    "Submit RSVP"
                  )}
                </button>
              </fieldset>
            </form>
          </>
        )}
        <CallContacts contacts={content.rsvp.contacts} />
      </div>
    </section>
  );
}

/** Tap-to-call links for the contacts who gave a number: the quickest way to change an answer from a phone. */
function CallContacts({ contacts }: { contacts: WeddingContent["rsvp"]["contacts"] }) {
  const callable = contacts.flatMap((contact) => (contact.phone ? [{ name: contact.name, phone: contact.phone }] : []));
  if (callable.length === 0) return null;
  return (
    <div className="mt-8 border-t border-ink/10 pt-6 text-center">
      <p className="text-sm text-ink/80">Questions, or a change of plans? Give us a call.</p>
      <ul className="mt-3 flex flex-wrap justify-center gap-3">
        {callable.map((contact) => (
          <li key={`${contact.name}-${contact.phone}`}>
            <a
              href={telHref(contact.phone)}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink/30 px-5 py-2 text-ink transition-colors hover:bg-powder/60 focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-4 w-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path
                  d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2"
                  strokeLinejoin="round"
                />
              </svg>
              <span>
                Call {contact.name} <span className="whitespace-nowrap text-ink/70 tabular-nums">{contact.phone}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A yes/no question as two radio buttons. */
function Choice({
  legend,
  name,
  value,
  onChange,
  yes,
  no,
}: {
  legend: string;
  name: string;
  value: boolean;
  onChange: (value: boolean) => void;
  yes: string;
  no: string;
}) {
  return (
    <fieldset>
      <legend className={LABEL}>{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-3">
        {[
          { label: yes, checked: value, next: true },
          { label: no, checked: !value, next: false },
        ].map((option) => (
          <label
            key={option.label}
            className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-ink/25 bg-white px-3 py-2 text-ink has-[:checked]:border-ink has-[:checked]:bg-powder/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-dusk"
          >
            <input
              type="radio"
              name={name}
              checked={option.checked}
              onChange={() => onChange(option.next)}
              className="h-4 w-4 accent-ink"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
