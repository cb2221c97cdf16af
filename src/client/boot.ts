/**
 * The invitation page's entry: its stylesheet, then the app once the
 * prerendered page has been painted (ADR 027) and the hero's names have risen
 * in, or as soon as the guest reaches for the page (ADR 029). The page reads
 * whole without JavaScript, so on a slow connection its first paint waits for
 * the stylesheet and the first picture only, not for React. A failed load
 * (the connection dropped) is tried again when the browser is back online,
 * or a few seconds later.
 */
import "./styles.css";

const RETRY_MS = 5000;
const MAX_TRIES = 4;
/** Input that says the guest is using the page: the app starts at once. */
const INPUT_EVENTS = ["pointerdown", "touchstart", "keydown", "focusin", "wheel", "scroll"] as const;
/** Longer than the names' entrance (hero-names.tsx): the app starts by then even if its end is never reported. */
const ENTRANCE_LIMIT_MS = 4000;
let tries = 0;

function start(): void {
  tries += 1;
  import("./main.tsx").catch(() => {
    if (tries >= MAX_TRIES) return;
    if (navigator.onLine) setTimeout(start, RETRY_MS);
    else window.addEventListener("online", start, { once: true });
  });
}

/**
 * Runs `task` once the browser has painted the page: the paint timing entry is
 * delivered in a task after that frame (and, unlike a timer, is not held back
 * by a test's paused clock). A hidden tab paints nothing, and a browser without
 * paint timing cannot say: both start at once.
 */
function afterFirstPaint(task: () => void): void {
  if (document.visibilityState !== "visible" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    task();
    return;
  }
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    task();
  });
  observer.observe({ type: "paint", buffered: true });
}

/**
 * Runs `task` when the hero's names have risen in (the last letter's animation
 * has finished, maybe already), or at the guest's first touch, key, focus,
 * wheel or scroll, whichever comes first. Where there is no entrance to wait for
 * (reduced motion, the page opened scrolled down), or the guest came to answer
 * (the page at any address but its own, i.e. a household's personal link,
 * whose answers the app fetches), it runs at once. An animation's end, unlike
 * a timer alone, is not held back by a test's paused clock; the timer is only
 * a net for an end that is never reported.
 */
function afterEntrance(task: () => void): void {
  const letters = document.querySelectorAll(".hero-letter");
  const entrance = letters[letters.length - 1]?.getAnimations()[0];
  if (!entrance || entrance.playState === "finished" || window.location.pathname !== "/" || window.scrollY > 0) {
    task();
    return;
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    for (const type of INPUT_EVENTS) window.removeEventListener(type, run, true);
    task();
  };
  // Cancelled (the hero's letters wait to be seen) counts as over too.
  entrance.finished.then(run, run);
  for (const type of INPUT_EVENTS) window.addEventListener(type, run, { capture: true, passive: true });
  const timer = setTimeout(run, ENTRANCE_LIMIT_MS);
}

/**
 * Until the app has hydrated, a button's click or a form's submission has no
 * handler yet: it is held (a form would otherwise submit natively, putting the
 * guest's answers in the address) and the last one is played again once the
 * app is interactive, so the guest's first tap is not lost. A held form
 * submission shows at once: the form is marked busy and its button shows its
 * sending words (issue 31, part 2). Links work without the app and are left
 * alone.
 */
function holdEarlyActions(): void {
  let replay: (() => void) | undefined;
  let held: HTMLFormElement | null = null;
  const filled = new Set<FormField>();
  const holdFor = (event: Event, again: () => void, form: HTMLFormElement | null = null) => {
    event.preventDefault();
    event.stopPropagation();
    replay = again;
    // A form's tap answers at once: its button shows its sending words (rsvp-parts.tsx, HELD_SUBMIT_BUTTON).
    if (held !== form) release();
    held = form;
    held?.setAttribute(HELD_SUBMIT, "");
    held?.setAttribute("aria-busy", "true");
  };
  /** Hands the form back as React rendered it, before the tap is played again. */
  const release = () => {
    held?.removeAttribute(HELD_SUBMIT);
    held?.setAttribute("aria-busy", "false");
    held = null;
  };
  const noteFilled = (event: Event) => {
    if (event.target instanceof Element && isFormField(event.target)) filled.add(event.target);
  };
  const listeners: Record<string, (event: Event) => void> = {
    input: noteFilled,
    change: noteFilled,
    click: (event) => {
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      if (button) holdFor(event, () => button.click(), button.type === "submit" ? button.form : null);
    },
    submit: (event) => {
      const form = event.target;
      if (form instanceof HTMLFormElement) holdFor(event, () => form.requestSubmit(), form);
    },
  };
  for (const [type, listener] of Object.entries(listeners)) document.addEventListener(type, listener, true);
  const observer = new MutationObserver(() => {
    observer.disconnect();
    for (const [type, listener] of Object.entries(listeners)) document.removeEventListener(type, listener, true);
    // Every value is read first: each hand-over re-renders the form, which resets the fields not yet handed over.
    const given = [...filled].map((field) => [field, givenValue(field)] as const);
    for (const [field, value] of given) if (field.isConnected) handOver(field, value);
    release();
    replay?.();
  });
  observer.observe(document.documentElement, { attributeFilter: ["data-hydrated"] });
}

/** The mark of a form whose submission is held until the app runs. */
const HELD_SUBMIT = "data-held-submit";

type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isFormField(element: Element | null): element is FormField {
  // A file input's value cannot be set: the guest picks the files again.
  if (element instanceof HTMLInputElement) return element.type !== "file";
  return element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
}

const isCheckable = (field: FormField): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

const givenValue = (field: FormField): string | boolean => (isCheckable(field) ? field.checked : field.value);

/**
 * Tells React about a value the guest gave a field before it hydrated: React
 * keeps what the field shows but not in its state. Its value tracker is set
 * off (through the field's own property, which React watches), the guest's
 * value put back past it, and the event React reads changes from sent.
 */
function handOver(field: FormField, value: string | boolean): void {
  const checkable = isCheckable(field);
  const key = checkable ? "checked" : "value";
  Object.assign(field, { [key]: typeof value === "boolean" ? !value : `${value}\u0000` });
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), key)?.set?.call(field, value);
  const type = checkable ? "click" : field instanceof HTMLSelectElement ? "change" : "input";
  field.dispatchEvent(new Event(type, { bubbles: true }));
}

holdEarlyActions();
afterFirstPaint(() => afterEntrance(start));
