import type { Contact } from "../../../shared/content-schema.ts";
import { telHref } from "../../../shared/rsvp-messages.ts";
import { fill } from "../../../shared/words/words.ts";
import { prefersReducedMotion } from "../../lib/webgl.ts";
import { useWords } from "../../lib/words.tsx";

/** Pieces both RSVP forms use: the open form of the spec and a household's personal form. */

export const INPUT =
  "mt-1 block w-full rounded-lg border border-ink/25 bg-white px-3 py-2.5 text-ink shadow-sm focus:border-dusk focus:ring-2 focus:ring-dusk/30 focus:outline-none disabled:bg-sand/60 aria-[invalid=true]:border-red-700";
export const LABEL = "block text-sm font-medium text-ink";
export const SUBMIT_BUTTON =
  "flex min-h-12 w-full items-center justify-center gap-3 rounded-full bg-ink px-6 py-3 font-medium text-white shadow transition-colors hover:bg-dusk focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-wait disabled:opacity-80";

/** Each form's toasts replace each other (one message per form), and go when the form is sent. */
export const TOAST_TOPICS = { openForm: "rsvp-form", householdForm: "household-form" } as const;

/**
 * A submit button's sending look while the page's script is still on its
 * way (ADR 029): boot.ts holds the tap and marks the form data-held-submit;
 * the form is `group/submit`, the button carries its words in
 * data-busy-label and its idle label in a span. CSS alone swaps them, so the
 * prerendered markup stays as React will hydrate it.
 */
export const HELD_SUBMIT_FORM = "group/submit";
export const HELD_SUBMIT_BUTTON = [
  "group-data-[held-submit]/submit:cursor-wait group-data-[held-submit]/submit:opacity-80",
  "group-data-[held-submit]/submit:after:content-[attr(data-busy-label)]",
  "group-data-[held-submit]/submit:before:h-5 group-data-[held-submit]/submit:before:w-5 group-data-[held-submit]/submit:before:rounded-full group-data-[held-submit]/submit:before:border-2 group-data-[held-submit]/submit:before:border-white/40 group-data-[held-submit]/submit:before:border-t-white group-data-[held-submit]/submit:before:content-['']",
  "motion-safe:group-data-[held-submit]/submit:before:animate-spin",
].join(" ");
export const HELD_SUBMIT_IDLE_LABEL = "group-data-[held-submit]/submit:hidden";

/** A submit button's words: the sending spinner and words, or its idle words (swapped for the sending ones while a tap is held). */
export function SubmitLabel({ sending, idle, busy }: { sending: boolean; idle: string; busy: string }) {
  return sending ? <Sending label={busy} /> : <span className={HELD_SUBMIT_IDLE_LABEL}>{idle}</span>;
}

/**
 * An answer kept on the phone while there is no signal: said on the form, in
 * place of the button's work, until it is sent; the guest may take it back
 * to change it.
 */
export function KeptNotice({ text, onChange }: { text: string; onChange: () => void }) {
  const words = useWords().words.keptAnswer;
  return (
    <div role="status" className="rounded-2xl border border-amber-700/40 bg-amber-50 px-5 py-4 text-ink">
      <p className="font-semibold">{words.title}</p>
      <p className="mt-1">{text}</p>
      <button
        type="button"
        onClick={onChange}
        className="mt-3 inline-flex min-h-11 items-center rounded-full border border-ink/40 px-5 py-2 font-medium text-ink hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dusk"
      >
        {words.change}
      </button>
    </div>
  );
}

/** A field's problem, right under it; the field points at it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-800">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0" fill="currentColor">
        <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.2H9.1V6Zm.9 8.6a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z" />
      </svg>
      <span>{message}</span>
    </p>
  );
}

/** The attributes of a control whose field may hold a problem. */
export function invalidProps(errorId: string, message: string | undefined) {
  return message ? ({ "aria-invalid": true, "aria-describedby": errorId } as const) : {};
}

/**
 * Takes the guest to a field with a problem: the keyboard goes there, and the
 * field comes to the middle of the screen, clear of the toasts at the top right.
 */
export function revealField(field: HTMLElement | null) {
  if (!field) return;
  field.focus({ preventScroll: true });
  if (prefersReducedMotion()) {
    field.scrollIntoView({ block: "center" });
    return;
  }
  field.scrollIntoView({ block: "center", behavior: "smooth" });
  // Sections further up are laid out only near the view (content-visibility): one that takes its real height
  // while the smooth scroll passes it can leave the scroll short of the field. Once it ends, the field is put
  // in view if it is not (a scroll that had nowhere to go ends with no event: the timer stands in).
  const settle = () => {
    window.removeEventListener("scrollend", settle);
    clearTimeout(timer);
    const box = field.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) field.scrollIntoView({ block: "center" });
  };
  window.addEventListener("scrollend", settle);
  const timer = setTimeout(settle, SMOOTH_SCROLL_LIMIT_MS);
}

/** Longer than a browser's smooth scroll to anywhere on the page. */
const SMOOTH_SCROLL_LIMIT_MS = 1500;

/** The spinner and words of a form being sent. */
export function Sending({ label }: { label: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="spinner"
        className="spinner h-5 w-5 rounded-full border-2 border-white/40 border-t-white"
      />
      {label}
    </>
  );
}

/** While the household's form and answers load. */
export function InvitationLoading() {
  const { words } = useWords();
  return (
    <p role="status" className="mt-8 text-center text-ink/80">
      {words.rsvpForm.opening}
    </p>
  );
}

/**
 * The words that RSVPs have closed, each contact's number in them a tap-to-call
 * link (the message is the page's words, naming the contacts in force).
 */
export function ClosedNotice({ message, contacts }: { message: string; contacts: readonly Contact[] }) {
  const phones = contacts.flatMap((contact) => (contact.phone ? [contact.phone] : []));
  const pattern = phones.length
    ? new RegExp(`(${phones.map((phone) => phone.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`)
    : null;
  const parts = pattern ? message.split(pattern) : [message];
  return (
    <p className="mt-6 rounded-2xl bg-sand/70 px-5 py-4 text-center text-ink" data-testid="rsvp-closed">
      {parts.map((part, index) =>
        phones.includes(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message, never reordered.
          <a key={index} href={telHref(part)} className="whitespace-nowrap font-medium underline underline-offset-2">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

/** Tap-to-call links for the contacts who gave a number: the quickest way to change an answer from a phone. */
export function CallContacts({ contacts }: { contacts: readonly Contact[] }) {
  const { words } = useWords();
  const callable = contacts.flatMap((contact) => (contact.phone ? [{ name: contact.name, phone: contact.phone }] : []));
  if (callable.length === 0) return null;
  return (
    <div className="mt-8 border-t border-ink/10 pt-6 text-center">
      <p className="text-sm text-ink/80">{words.contacts.questions}</p>
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
                {fill(words.contacts.call, { name: contact.name })}{" "}
                <span className="whitespace-nowrap text-ink/70 tabular-nums">{contact.phone}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A yes/no question as two radio buttons. */
export function Choice({
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
