import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import type { InvitationView } from "../../../shared/household-schemas.ts";
import { HOUSEHOLD_ERROR_CODES, HOUSEHOLD_LIMITS } from "../../../shared/households.ts";
import type { GuestDataExport } from "../../../shared/privacy.ts";
import { GUEST_DATA_API } from "../../../shared/privacy.ts";
import { PRIVACY_PAGE_PATH } from "../../../shared/privacy-notice.ts";
import type { WordsWithPart } from "../../../shared/words/page-parts.ts";
import { fill } from "../../../shared/words/words.ts";
import { useToast } from "../../components/toast/toast.tsx";
import type { ApiFailure } from "../../lib/api.ts";
import { correctContact, eraseHousehold, getGuestData } from "../../lib/invitation-api.ts";
import { reasonText } from "../../lib/reason-text.ts";
import { usePartWords } from "../../lib/words.tsx";
import { INPUT, LABEL } from "./rsvp-parts.tsx";

/**
 * "Your data" on a personal link (decision 16): what the couple holds about
 * the household, a form to correct its name, email and phone, the download,
 * and erasure. Loaded with the household's form, fetched when opened.
 */

type Loaded =
  | { state: "idle" | "loading" }
  | { state: "failed"; message: string }
  | { state: "ready"; data: GuestDataExport };

const SECONDARY_BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-ink px-5 py-2 text-center font-medium text-ink transition-colors hover:bg-ink hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dusk";
const DANGER_BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-red-800 px-5 py-2 font-medium text-white transition-colors hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800";

/** The page's words for the server's answer, by its code (the server's English is for the couple). */
function failureText(failure: ApiFailure, words: WordsWithPart<"household">): string {
  if (failure.kind === "unreachable") return fill(words.guestData.unreachable, { reason: reasonText(words, failure) });
  if (failure.code === HOUSEHOLD_ERROR_CODES.notFound) return words.household.notFound;
  if (failure.code === HOUSEHOLD_ERROR_CODES.rateLimited) return words.household.rateLimited;
  return fill(words.guestData.unreachable, { reason: reasonText(words, failure) });
}

/** The correction's problem, checked on the page with the server's rules (shared/privacy-schemas.ts), or null. */
function correctionProblem(
  correction: { displayName: string },
  emailField: HTMLInputElement | null,
  words: WordsWithPart<"household">,
): string | null {
  if (correction.displayName === "") return words.guestData.missingName;
  if (correction.displayName.length > HOUSEHOLD_LIMITS.displayName) {
    return fill(words.guestData.nameTooLong, { max: HOUSEHOLD_LIMITS.displayName });
  }
  // The browser's rule for type="email" is the server's (BROWSER_EMAIL).
  if (emailField && !emailField.checkValidity()) return words.guestData.badEmail;
  return null;
}

export function GuestData({
  code,
  onCorrected,
  onErased,
}: {
  code: string;
  onCorrected: (view: InvitationView) => void;
  onErased: () => void;
}) {
  const { words, root } = usePartWords("household");
  const [loaded, setLoaded] = useState<Loaded>({ state: "idle" });
  const data = loaded.state === "ready" ? loaded.data : null;

  const load = async () => {
    setLoaded({ state: "loading" });
    const result = await getGuestData(code);
    setLoaded(
      result.ok ? { state: "ready", data: result.value } : { state: "failed", message: failureText(result, words) },
    );
  };

  return (
    <details
      className="group mt-10 rounded-2xl border border-ink/15 bg-white"
      onToggle={(event) => {
        if (event.currentTarget.open && loaded.state === "idle") void load();
      }}
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-3 font-serif text-xl text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dusk [&::-webkit-details-marker]:hidden">
        {words.guestData.heading}
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          className="shrink-0 transition-transform group-open:rotate-180"
        >
          <path d="M3 6l5 5 5-5" />
        </svg>
      </summary>
      <div className="space-y-6 border-ink/10 border-t px-5 pt-4 pb-6 text-ink">
        <p className="text-sm text-ink/85">
          {words.guestData.intro}{" "}
          <a href={`${root}${PRIVACY_PAGE_PATH}`} className="font-medium text-dusk underline underline-offset-2">
            {words.privacyNotice.link}
          </a>
        </p>
        {loaded.state === "failed" ? (
          <div role="alert" className="rounded-xl bg-sand/70 px-4 py-3 text-sm">
            <p>{loaded.message}</p>
            <button type="button" onClick={() => void load()} className={`${SECONDARY_BUTTON} mt-3`}>
              {words.guestData.tryAgain}
            </button>
          </div>
        ) : data === null ? (
          <p role="status" className="text-sm text-ink/80">
            {words.guestData.loading}
          </p>
        ) : (
          <>
            <StoredData data={data} />
            <ContactForm
              code={code}
              data={data}
              onSaved={(view, corrected) => {
                setLoaded({ state: "ready", data: corrected });
                onCorrected(view);
              }}
            />
            <div>
              <h3 className="font-serif text-lg">{words.guestData.download}</h3>
              <p className="mt-1 text-sm text-ink/85">{words.guestData.downloadText}</p>
              <a href={GUEST_DATA_API.data(code)} download className={`${SECONDARY_BUTTON} mt-3`}>
                {words.guestData.downloadButton}
              </a>
            </div>
            <EraseData code={code} onErased={onErased} />
          </>
        )}
      </div>
    </details>
  );
}

function StoredData({ data }: { data: GuestDataExport }) {
  const { words: all } = usePartWords("household");
  const words = all.guestData;
  const { household, rsvp, photos, mails } = data;
  return (
    <div data-testid="stored-data">
      <h3 className="font-serif text-lg">{words.held}</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <Row term={words.household}>{household.displayName}</Row>
        <Row term={words.email}>{household.email ?? words.none}</Row>
        <Row term={words.phone}>{household.phone ?? words.none}</Row>
        {household.message ? <Row term={words.message}>{household.message}</Row> : null}
      </dl>
      {household.guests.length > 0 ? (
        <ul className="mt-3 space-y-2 text-sm">
          {household.guests.map((guest, index) => (
            // Guests have no id in the export; their order is the household's.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders.
            <li key={index} className="rounded-xl bg-sand/50 px-4 py-2">
              <p className="font-medium">{guest.name ?? words.unnamedGuest}</p>
              {guest.answers.map((answer) => (
                <p key={answer.event}>
                  {fill(words.answer, {
                    event: answer.event,
                    answer: answer.attending ? words.coming : words.notComing,
                  })}
                  {answer.meal ? fill(words.meal, { meal: answer.meal }) : ""}
                </p>
              ))}
              {guest.dietary ? <p>{fill(words.dietary, { dietary: guest.dietary })}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {rsvp ? (
        <p className="mt-3 text-sm">
          {fill(words.rsvp, {
            name: rsvp.name,
            email: rsvp.email,
            answer: rsvp.attending ? words.attending : words.notAttending,
          })}
          {rsvp.partnerName ? fill(words.withPartner, { partner: rsvp.partnerName }) : ""}
          {rsvp.message ? fill(words.rsvpMessage, { message: rsvp.message }) : ""}
        </p>
      ) : null}
      <p className="mt-3 text-sm">
        {fill(words.photos, {
          photos:
            photos.length === 0
              ? words.none
              : photos.map((photo) => fill(words.photo, { file: photo.fileName, status: photo.status })).join(", "),
        })}
      </p>
      <p className="mt-1 text-sm">
        {fill(words.mails, {
          mails:
            mails.length === 0
              ? words.none
              : fill(words.mailsTo, {
                  count: mails.length,
                  recipients: [...new Set(mails.map((mail) => mail.recipient))].join(", "),
                }),
        })}
      </p>
    </div>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-ink/75">{term}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{children}</dd>
    </>
  );
}

function ContactForm({
  code,
  data,
  onSaved,
}: {
  code: string;
  data: GuestDataExport;
  onSaved: (view: InvitationView, data: GuestDataExport) => void;
}) {
  const toast = useToast();
  const { words } = usePartWords("household");
  const ids = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const [displayName, setDisplayName] = useState(data.household.displayName);
  const [email, setEmail] = useState(data.household.email ?? "");
  const [phone, setPhone] = useState(data.household.phone ?? "");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    const correction = { displayName: displayName.trim(), email: email.trim() || null, phone: phone.trim() || null };
    const problem = correctionProblem(correction, emailRef.current, words);
    if (problem !== null) {
      setSaving(false);
      setError(problem);
      requestAnimationFrame(() => errorRef.current?.focus());
      return;
    }
    const result = await correctContact(code, correction);
    setSaving(false);
    if (result.ok) {
      // What we hold is what the server kept (a phone number in international form), read again; failing that, what was sent.
      const held = await getGuestData(code);
      onSaved(
        result.value,
        held.ok
          ? held.value
          : {
              ...data,
              household: {
                ...data.household,
                displayName: result.value.household.displayName,
                email: correction.email,
                phone: correction.phone,
              },
            },
      );
      toast.show("success", words.guestData.corrected);
      return;
    }
    // The page checks the name and the email as the server does: a refusal it did not foresee is the phone number's,
    // which the server reads in the wedding's country.
    setError(result.kind === "error" && result.status === 400 ? words.guestData.badPhone : failureText(result, words));
    requestAnimationFrame(() => errorRef.current?.focus());
  }

  const field = (
    label: string,
    key: string,
    value: string,
    set: (value: string) => void,
    type = "text",
    autoComplete = "off",
  ) => (
    <div>
      <label htmlFor={`${ids}-${key}`} className={LABEL}>
        {label}
      </label>
      <input
        id={`${ids}-${key}`}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => set(event.target.value)}
        className={INPUT}
        {...(key === "email" ? { ref: emailRef } : {})}
        {...(error ? { "aria-describedby": `${ids}-error` } : {})}
      />
    </div>
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${ids}-title`} className="space-y-3">
      <h3 id={`${ids}-title`} className="font-serif text-lg">
        {words.guestData.correct}
      </h3>
      {field(words.guestData.householdName, "name", displayName, setDisplayName)}
      {field(words.guestData.email, "email", email, setEmail, "email", "email")}
      {field(words.guestData.phone, "phone", phone, setPhone, "tel", "tel")}
      {error ? (
        <p
          id={`${ids}-error`}
          ref={errorRef}
          tabIndex={-1}
          role="alert"
          className="text-sm font-medium text-red-800 focus:outline-none"
        >
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={saving} className={SECONDARY_BUTTON}>
        {saving ? words.guestData.saving : words.guestData.save}
      </button>
    </form>
  );
}

function EraseData({ code, onErased }: { code: string; onErased: () => void }) {
  const { words: all } = usePartWords("household");
  const words = all.guestData;
  const [confirming, setConfirming] = useState(false);
  const [erasing, setErasing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);

  async function erase() {
    setErasing(true);
    setError(null);
    const result = await eraseHousehold(code);
    setErasing(false);
    if (result.ok) onErased();
    else setError(failureText(result, all));
  }

  return (
    <div>
      <h3 className="font-serif text-lg">{words.delete}</h3>
      {confirming ? (
        <div ref={confirmRef} className="mt-2 rounded-xl border border-red-800/40 bg-red-50 px-4 py-3">
          <p id="erase-confirm-text" className="text-sm">
            {words.confirmText}
          </p>
          {error ? (
            <p role="alert" className="mt-2 text-sm font-medium text-red-800">
              {error}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" disabled={erasing} onClick={() => void erase()} className={DANGER_BUTTON}>
              {erasing ? words.deleting : words.confirm}
            </button>
            <button
              type="button"
              onClick={() => {
                setConfirming(false);
                requestAnimationFrame(() => openRef.current?.focus());
              }}
              className={SECONDARY_BUTTON}
            >
              {words.keep}
            </button>
          </div>
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink/85">{words.deleteText}</p>
          <button
            ref={openRef}
            type="button"
            onClick={() => {
              setConfirming(true);
              requestAnimationFrame(() => confirmRef.current?.querySelector("button")?.focus());
            }}
            className={`${SECONDARY_BUTTON} mt-3 border-red-800 text-red-800 hover:bg-red-800`}
          >
            {words.deleteButton}
          </button>
        </>
      )}
    </div>
  );
}
