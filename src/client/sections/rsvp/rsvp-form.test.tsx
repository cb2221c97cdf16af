// @vitest-environment happy-dom
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { WeddingContent, WeddingContentInput } from "../../../shared/content-schema.ts";
import { errorBody } from "../../../shared/error-body.ts";
import { HOUSEHOLD_ERROR_CODES, INVITATION_API, rsvpClosesAt } from "../../../shared/households.ts";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from "../../../shared/idempotency.ts";
import type { RsvpCreated } from "../../../shared/rsvp.ts";
import {
  closedText,
  duplicateRsvpMessage,
  KEPT_RSVP_STORAGE_KEY,
  RSVP_ERROR_CODES,
  RSVP_FIELD_MESSAGES,
  RSVP_MESSAGES,
  saveFailedMessage,
  telHref,
} from "../../../shared/rsvp-messages.ts";
import { PAGE_WORDS_EN } from "../../../shared/words/page-en.ts";
import { fill } from "../../../shared/words/words.ts";
import {
  apiError,
  captureGtag,
  descriptionOf,
  errorToasts,
  expectErrorToast,
  FIXTURE_COUPLES,
  fakeServer,
  heldAnswer,
  isDisabled,
  json,
  lostAnswer,
  openErrorToasts,
  renderOnPage,
  setOnline,
  unreachable,
} from "../../../testing/component-testing.tsx";
import { anEvent, aWedding } from "../../../testing/content-builders.ts";
import { Rsvp } from "./rsvp.tsx";

/**
 * The open RSVP form (docs/product.md section 8) as a guest meets it: the
 * rules themselves are tested in src/shared/rsvp.ts's tests, the mapping
 * here is what the guest sees and what the page sends.
 */

const RSVPS = "/api/rsvps";

/** A couple whose answers stay open, with one contact who gave a number and one who did not. */
function openWedding(overrides: Partial<WeddingContentInput> = {}): WeddingContent {
  return aWedding({
    ...overrides,
    rsvp: {
      deadline: "2026-03-01",
      closeAtDeadline: false,
      contacts: [{ name: "Ama", phone: "+27 82 555 0101" }, { name: "Kofi" }],
    },
  });
}

const created = (guestCount: number) => json(201, { status: "received", guestCount } satisfies RsvpCreated);

function openForm(content = openWedding()) {
  const server = fakeServer();
  const page = renderOnPage(<Rsvp content={content} />);
  const partnerGroup = () => screen.queryByRole("group", { name: "Bringing a partner?" });
  return {
    ...page,
    server,
    section: screen.getByRole("region", { name: "RSVP" }),
    name: () => screen.getByRole("textbox", { name: "Your Full Name*" }),
    email: () => screen.getByRole("textbox", { name: "Email Address*" }),
    yes: () => screen.getByRole("radio", { name: "Yes!" }),
    sorry: () => screen.getByRole("radio", { name: "Sorry" }),
    partnerGroup,
    partnerYes: () => within(partnerGroup() ?? document.body).getByRole("radio", { name: "Yes" }),
    partnerNo: () => within(partnerGroup() ?? document.body).getByRole("radio", { name: "No" }),
    partnerName: () => screen.getByRole("textbox", { name: "Partner's Name*" }),
    asksPartnerName: () => screen.queryByRole("textbox", { name: "Partner's Name*" }) !== null,
    message: () => screen.getByRole("textbox", { name: "Message for the couple (optional)" }),
    submit: () => screen.getByRole("button", { name: "Submit RSVP" }),
  };
}

type OpenForm = ReturnType<typeof openForm>;

/** The section is on screen as soon as it is drawn (happy-dom lays nothing out). */
class OnScreenAtOnce {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() => this.report([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never));
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

/** The open form's questions per event, as the page words them. */
const EVENT_WORDS = PAGE_WORDS_EN.rsvpEvents;

/** A key as the page makes one. */
const KEY = "a-kept-answers-key_0123";

/** The open form's answer as the page keeps it. */
const anAnswer = () => ({
  name: "Ann Guest",
  email: "ann.guest@example",
  attending: true,
  bringingPartner: false,
  partnerName: "",
  message: "",
});

/** What the page keeps on the phone, read back. */
function keptRsvp(): { key: string; answer: unknown } | null {
  return JSON.parse(localStorage.getItem(KEPT_RSVP_STORAGE_KEY) ?? "null");
}

async function fillNameAndEmail(form: OpenForm, name = "Ann Guest", email = "ann.guest@example.com") {
  await form.user.type(form.name(), name);
  await form.user.type(form.email(), email);
}

describe("the open RSVP form", () => {
  it.each(FIXTURE_COUPLES)(
    "asks by %s's deadline, and offers a tap-to-call link for each contact with a number",
    (_, couple) => {
      const content = couple();
      const form = openForm(content);
      expect(form.section.textContent).toContain(
        `Please let us know if you can make it by ${content.rsvp.deadlineLabel}`,
      );
      const withPhones = content.rsvp.contacts.flatMap((contact) => (contact.phone ? [contact] : []));
      const links = within(form.section).queryAllByRole("link", { name: /^Call / });
      expect(links.map((link) => link.textContent)).toEqual(
        withPhones.map((contact) => `Call ${contact.name} ${contact.phone}`),
      );
      // Digits and a leading + only: "+351 912 345 678" is dialled as tel:+351912345678.
      expect(links.map((link) => link.getAttribute("href"))).toEqual(
        withPhones.map((contact) => telHref(contact.phone ?? "")),
      );
    },
  );

  it("asks for name and email before sending: the toast in the spec's words, each field marked, nothing sent", async () => {
    const form = openForm();
    await form.user.click(form.submit());

    await expectErrorToast(RSVP_MESSAGES.missingNameOrEmail);
    await waitFor(() => expect(form.name().getAttribute("aria-invalid")).toBe("true"));
    expect(descriptionOf(form.name())).toBe(RSVP_FIELD_MESSAGES.missingName);
    expect(form.email().getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(form.email())).toBe(RSVP_FIELD_MESSAGES.missingEmail);
    // The keyboard goes to the first field with a problem.
    expect(document.activeElement).toBe(form.name());

    // A name alone is not enough.
    await form.user.type(form.name(), "Ann Guest");
    expect(form.name().hasAttribute("aria-invalid")).toBe(false);
    expect(descriptionOf(form.name())).toBe("");
    // The email's problem stays until it is put right.
    expect(form.email().getAttribute("aria-invalid")).toBe("true");
    await form.user.click(form.submit());
    await waitFor(() => expect(descriptionOf(form.email())).toBe(RSVP_FIELD_MESSAGES.missingEmail));
    // One message for the form: the second send's replaces the first's (issue 31, part 3).
    expect(errorToasts()).toEqual([RSVP_MESSAGES.missingNameOrEmail]);
    expect(form.server.sentTo(RSVPS)).toEqual([]);

    // Put right, the problem's message goes.
    await form.user.type(form.email(), "ann.guest@example.com");
    await waitFor(() => expect(openErrorToasts()).toEqual([]));
  });

  it("clears the form's errors on Thank You", async () => {
    const form = openForm();
    form.server.on("POST", RSVPS, created(1));
    await form.user.click(form.submit());
    await expectErrorToast(RSVP_MESSAGES.missingNameOrEmail);
    await form.user.click(form.sorry());
    await fillNameAndEmail(form);
    await form.user.click(form.submit());
    await screen.findByRole("heading", { name: PAGE_WORDS_EN.rsvpForm.thankYouTitle });
    expect(openErrorToasts()).toEqual([]);
  });

  it("says an address is not one as the guest types it, and clears the problem once it is", async () => {
    const form = openForm();
    await form.user.click(form.submit());
    await waitFor(() => expect(descriptionOf(form.email())).toBe(RSVP_FIELD_MESSAGES.missingEmail));
    await form.user.type(form.email(), "ann@");
    expect(descriptionOf(form.email())).toBe(RSVP_FIELD_MESSAGES.invalidEmail);
    await form.user.type(form.email(), "example.com");
    expect(form.email().hasAttribute("aria-invalid")).toBe(false);
    // The name was never filled: its problem stays until it is.
    expect(descriptionOf(form.name())).toBe(RSVP_FIELD_MESSAGES.missingName);
  });

  it("asks about a partner only when attending, needs the partner's name, and counts the guests", async () => {
    const form = openForm();
    expect(form.yes()).toHaveProperty("checked", true);
    expect(form.partnerNo()).toHaveProperty("checked", true);
    expect(form.asksPartnerName()).toBe(false);
    expect(form.section.textContent).toContain("Guests: 1");

    await form.user.click(form.sorry());
    expect(form.partnerGroup()).toBeNull();
    await form.user.click(form.yes());
    await form.user.click(form.partnerYes());
    expect(form.asksPartnerName()).toBe(true);
    expect(form.section.textContent).toContain("Guests: 2");

    await fillNameAndEmail(form);
    await form.user.type(form.partnerName(), "   ");
    await form.user.click(form.submit());
    await expectErrorToast(RSVP_MESSAGES.missingPartnerName);
    await waitFor(() => expect(descriptionOf(form.partnerName())).toBe(RSVP_MESSAGES.missingPartnerName));
    expect(form.server.sentTo(RSVPS)).toEqual([]);

    await form.user.click(form.partnerNo());
    expect(form.asksPartnerName()).toBe(false);
    expect(form.section.textContent).toContain("Guests: 1");
  });

  it("asks which of several public events a guest comes to, and each one's meals, the partner's too", async () => {
    const content = openWedding({
      events: [
        anEvent({ id: "church", title: "Church" }),
        anEvent({ id: "reception", title: "Reception", meals: ["Beef", "Fish"] }),
      ],
    });
    const [church, reception] = content.events;
    if (!church || !reception) throw new Error("events missing");
    // The questions per event load as the form comes near the screen.
    vi.stubGlobal("IntersectionObserver", OnScreenAtOnce);
    const form = openForm(content);
    form.server.on("POST", RSVPS, created(2));
    await screen.findByRole("group", { name: EVENT_WORDS.which });
    const which = () => screen.getByRole("group", { name: EVENT_WORDS.which });
    const ticked = (event: { title: string }) =>
      within(which()).getByRole("checkbox", { name: new RegExp(event.title) });
    await fillNameAndEmail(form);
    await form.user.click(form.partnerYes());
    await form.user.type(form.partnerName(), "Ben Guest");
    // Nothing ticked for the guest: a Yes is not every event.
    expect(
      within(which())
        .getAllByRole("checkbox")
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([false, false]);
    await form.user.click(form.submit());
    await expectErrorToast(RSVP_FIELD_MESSAGES.missingEvents);
    await waitFor(() => expect(descriptionOf(which())).toBe(RSVP_FIELD_MESSAGES.missingEvents));
    expect(form.server.sentTo(RSVPS)).toEqual([]);

    // A meal is asked at an event that offers them, once the guest comes to it.
    expect(screen.queryByRole("combobox")).toBeNull();
    await form.user.click(ticked(reception));
    await form.user.selectOptions(
      screen.getByRole("combobox", { name: fill(EVENT_WORDS.yourMeal, { event: reception.title }) }),
      "Fish",
    );
    await form.user.selectOptions(
      screen.getByRole("combobox", {
        name: fill(EVENT_WORDS.partnerMeal, { partner: "Ben Guest", event: reception.title }),
      }),
      "Beef",
    );
    await waitFor(() => expect(descriptionOf(which())).toBe(""));
    await form.user.click(form.submit());
    expect(await screen.findByRole("heading", { name: PAGE_WORDS_EN.rsvpForm.thankYouTitle })).toBeTruthy();
    expect(form.server.sentTo(RSVPS, "POST").map((request) => request.body)).toMatchObject([
      { attending: true, events: { reception: { attending: true, meal: "Fish", partnerMeal: "Beef" } } },
    ]);
  });

  it("shows Submitting... with the form disabled while the answer is on its way, then Thank You!, and tracks it", async () => {
    const form = openForm();
    const gtag = captureGtag();
    const held = heldAnswer();
    form.server.on("POST", RSVPS, held.answer);
    await fillNameAndEmail(form);
    await form.user.click(form.partnerYes());
    await form.user.type(form.partnerName(), "Ben Guest");
    await form.user.type(form.message(), "We can't wait!");
    await form.user.click(form.submit());

    const sending = await screen.findByRole("button", { name: "Submitting..." });
    expect(isDisabled(sending)).toBe(true);
    expect(screen.getByTestId("spinner")).toBeTruthy();
    for (const control of [form.name(), form.email(), form.partnerName(), form.message(), form.yes()]) {
      expect(isDisabled(control)).toBe(true);
    }
    expect(form.server.sentTo(RSVPS, "POST").map((request) => request.body)).toEqual([
      {
        name: "Ann Guest",
        email: "ann.guest@example.com",
        attending: true,
        bringingPartner: true,
        partnerName: "Ben Guest",
        message: "We can't wait!",
        events: {},
        // The page's language: the guest's confirmation is in it.
        language: "en",
      },
    ]);

    held.release(created(2));
    expect(await screen.findByRole("heading", { name: PAGE_WORDS_EN.rsvpForm.thankYouTitle })).toBeTruthy();
    expect(form.section.textContent).toContain(PAGE_WORDS_EN.rsvpForm.thankYouText);
    expect(form.section.querySelector("form")).toBeNull();
    expect(gtag.events("rsvp_submission")).toEqual([
      { event_category: "wedding_site", event_label: "attending", value: 2 },
    ]);
  });

  it("thanks a guest who cannot come without looking forward to seeing them", async () => {
    const form = openForm();
    const gtag = captureGtag();
    form.server.on("POST", RSVPS, created(1));
    await fillNameAndEmail(form);
    await form.user.click(form.sorry());
    await form.user.click(form.submit());

    expect(await screen.findByRole("heading", { name: PAGE_WORDS_EN.rsvpForm.thankYouTitle })).toBeTruthy();
    expect(form.section.textContent).toContain(PAGE_WORDS_EN.rsvpMessages.declinedThankYou);
    expect(form.section.textContent).not.toContain(PAGE_WORDS_EN.rsvpForm.thankYouText);
    expect(form.server.sentTo(RSVPS)[0]?.body).toMatchObject({ attending: false });
    expect(gtag.events("rsvp_submission")).toEqual([
      { event_category: "wedding_site", event_label: "not_attending", value: 1 },
    ]);
  });

  describe("says what went wrong in the spec's words, and keeps the answers to send again", () => {
    const contacts = openWedding().rsvp.contacts;
    it.each([
      [
        "the email already answered",
        apiError(409, RSVP_ERROR_CODES.duplicate, "Already answered."),
        duplicateRsvpMessage(contacts),
      ],
      [
        "too many RSVPs from the connection",
        apiError(429, RSVP_ERROR_CODES.rateLimited, "Too many.", { "Retry-After": "60" }),
        RSVP_MESSAGES.rateLimited,
      ],
      [
        "a rule the server applies",
        json(400, {
          ...errorBody(RSVP_ERROR_CODES.invalid, RSVP_MESSAGES.missingPartnerName),
          problem: "missingPartnerName",
        }),
        RSVP_MESSAGES.missingPartnerName,
      ],
      [
        "a rule the page does not know",
        apiError(400, RSVP_ERROR_CODES.invalid, "Not like that."),
        PAGE_WORDS_EN.rsvpMessages.refused,
      ],
      ["the earlier RSVPs could not be checked", apiError(503, "unavailable", "Busy."), RSVP_MESSAGES.lookupFailed],
      // The server's own words are for the couple: the page says what it knows, the status.
      ["an error of the server", apiError(500, "internal_error", "disk full"), saveFailedMessage("server error 500")],
      [
        "a save that failed, already in the spec's words",
        apiError(500, RSVP_ERROR_CODES.saveFailed, saveFailedMessage("the database is closed")),
        saveFailedMessage("server error 500"),
      ],
      ["no answer at all", unreachable, saveFailedMessage("could not reach the server")],
      [
        "a proxy's error page",
        () => new Response("<h1>Bad gateway</h1>", { status: 502 }),
        saveFailedMessage("server error 502"),
      ],
    ])("%s", async (_, answer, message) => {
      const form = openForm();
      form.server.on("POST", RSVPS, answer);
      await fillNameAndEmail(form);
      await form.user.click(form.submit());

      await expectErrorToast(message);
      await waitFor(() => expect(isDisabled(form.submit())).toBe(false));
      expect(isDisabled(form.name())).toBe(false);
      expect(form.name()).toHaveProperty("value", "Ann Guest");
      expect(form.email()).toHaveProperty("value", "ann.guest@example.com");
    });
  });

  it("offline, keeps the answer on the phone, says so on the form, and sends it once when the connection returns", async () => {
    const form = openForm();
    await fillNameAndEmail(form);
    setOnline(false);
    await form.user.click(form.submit());
    await screen.findByText(PAGE_WORDS_EN.keptAnswer.rsvp);
    expect(screen.getByText(PAGE_WORDS_EN.keptAnswer.title)).toBeTruthy();
    expect(errorToasts()).toEqual([]);
    expect(form.server.sentTo(RSVPS)).toEqual([]);
    expect(form.name()).toHaveProperty("value", "Ann Guest");
    expect(isDisabled(form.name())).toBe(true);
    expect(keptRsvp()).toMatchObject({ answer: { name: "Ann Guest", email: "ann.guest@example.com" } });
    const keptKey = keptRsvp()?.key;

    const answer = heldAnswer();
    form.server.on("POST", RSVPS, answer.answer);
    // Never twice: a second `online` while the first send runs sends nothing.
    setOnline(true);
    setOnline(true);
    await waitFor(() => expect(form.server.sentTo(RSVPS)).toHaveLength(1));
    answer.release(created(1));
    await screen.findByRole("heading", { name: PAGE_WORDS_EN.rsvpForm.thankYouTitle });
    // Sent under the key it was kept with; nothing is left on the phone.
    expect(form.server.sentTo(RSVPS)[0]?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe(keptKey);
    expect(keptRsvp()).toBeNull();
  });

  it("sends an answer kept on the last visit when the page opens with signal, with the same outcome as a live send", async () => {
    localStorage.setItem(
      KEPT_RSVP_STORAGE_KEY,
      JSON.stringify({ key: KEY, answer: { ...anAnswer(), email: "ann.guest@example.com" } }),
    );
    const form = openForm();
    form.server.on("POST", RSVPS, apiError(409, RSVP_ERROR_CODES.duplicate, "Already."));
    await expectErrorToast(duplicateRsvpMessage(openWedding().rsvp.contacts));
    expect(form.server.sentTo(RSVPS).map((request) => request.headers.get(IDEMPOTENCY_KEY_HEADER))).toEqual([KEY]);
    // The answer is back in the form for the guest; nothing is kept any more.
    expect(form.name()).toHaveProperty("value", "Ann Guest");
    expect(isDisabled(form.submit())).toBe(false);
    expect(keptRsvp()).toBeNull();
  });

  it("sends an answer kept on this device that reaches the open page after it opened (the page that kept it was slow)", async () => {
    const form = openForm();
    form.server.on("POST", RSVPS, created(1));
    await screen.findByRole("button", { name: PAGE_WORDS_EN.rsvpForm.submit });
    expect(form.server.sentTo(RSVPS)).toEqual([]);
    const kept = JSON.stringify({ key: KEY, answer: anAnswer() });
    localStorage.setItem(KEPT_RSVP_STORAGE_KEY, kept);
    window.dispatchEvent(new StorageEvent("storage", { key: KEPT_RSVP_STORAGE_KEY, newValue: kept }));
    await screen.findByRole("heading", { name: PAGE_WORDS_EN.rsvpForm.thankYouTitle });
    expect(form.server.sentTo(RSVPS).map((request) => request.headers.get(IDEMPOTENCY_KEY_HEADER))).toEqual([KEY]);
    expect(keptRsvp()).toBeNull();
  });

  it("shows an answer kept on the last visit as not sent while there is still no signal, and lets the guest change it", async () => {
    setOnline(false);
    localStorage.setItem(KEPT_RSVP_STORAGE_KEY, JSON.stringify({ key: KEY, answer: anAnswer() }));
    const form = openForm();
    await screen.findByText(PAGE_WORDS_EN.keptAnswer.rsvp);
    expect(form.name()).toHaveProperty("value", "Ann Guest");
    await form.user.click(screen.getByRole("button", { name: PAGE_WORDS_EN.keptAnswer.change }));
    expect(isDisabled(form.name())).toBe(false);
    expect(keptRsvp()).toBeNull();
    expect(form.server.sentTo(RSVPS)).toEqual([]);
  });

  it("a connection lost while sending keeps the answer, and its repeat goes under the same key", async () => {
    const form = openForm();
    form.server.on("POST", RSVPS, () => {
      setOnline(false);
      return unreachable();
    });
    await fillNameAndEmail(form);
    await form.user.click(form.submit());
    await screen.findByText(PAGE_WORDS_EN.keptAnswer.rsvp);
    expect(errorToasts()).toEqual([]);
    form.server.on("POST", RSVPS, created(1));
    setOnline(true);
    await screen.findByRole("heading", { name: PAGE_WORDS_EN.rsvpForm.thankYouTitle });
    const [first, repeat] = form.server.sentTo(RSVPS).map((request) => request.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(repeat).toBe(first);
  });

  it("shows Submitting... at the first tap, sends one RSVP for a double tap, and repeats a lost one under its key", async () => {
    const form = openForm();
    // The first answer is lost on its way back (the server may have stored it).
    const lost = lostAnswer();
    form.server.on("POST", RSVPS, lost.answer);
    await fillNameAndEmail(form);
    const submit = form.submit();
    await form.user.dblClick(submit);
    expect(submit.textContent).toBe(PAGE_WORDS_EN.rsvpForm.submitting);
    expect(isDisabled(submit)).toBe(true);
    await waitFor(() => expect(form.server.sentTo(RSVPS)).toHaveLength(1));
    lost.lose();
    await expectErrorToast(saveFailedMessage("could not reach the server"));

    form.server.on("POST", RSVPS, created(1));
    await form.user.click(form.submit());
    await screen.findByRole("heading", { name: PAGE_WORDS_EN.rsvpForm.thankYouTitle });
    const keys = form.server.sentTo(RSVPS).map((request) => request.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it("sends a changed answer under a new key", async () => {
    const form = openForm();
    form.server.on("POST", RSVPS, apiError(500, "internal_error", "disk full"));
    await fillNameAndEmail(form);
    await form.user.click(form.submit());
    await expectErrorToast(saveFailedMessage("server error 500"));
    await form.user.type(form.message(), "See you there");
    await form.user.click(form.submit());
    await waitFor(() => expect(form.server.sentTo(RSVPS)).toHaveLength(2));
    const [first, second] = form.server.sentTo(RSVPS).map((request) => request.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(second).not.toBe(first);
  });

  it("a refusal past the deadline shows the server's words in place of the form, numbers as tap-to-call links", async () => {
    const content = openWedding();
    const closed = closedText(PAGE_WORDS_EN, content.rsvp.deadlineLabel, content.rsvp.contacts);
    const form = openForm(content);
    form.server.on("POST", RSVPS, apiError(403, HOUSEHOLD_ERROR_CODES.closed, closed));
    await fillNameAndEmail(form);
    await form.user.click(form.submit());

    await expectErrorToast(closed);
    const notice = await screen.findByTestId("rsvp-closed");
    expect(notice.textContent).toBe(closed);
    expect(screen.queryByRole("button", { name: "Submit RSVP" })).toBeNull();
    for (const contact of content.rsvp.contacts) {
      if (!contact.phone) continue;
      expect(within(notice).getByRole("link", { name: contact.phone }).getAttribute("href")).toBe(
        telHref(contact.phone),
      );
    }
  });
});

describe("the open form past a closing deadline", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The form at `time`, the server saying answers are closed; what it asked. */
  function visitAt(content: WeddingContent, time: number) {
    vi.useFakeTimers({ toFake: ["Date"], now: time });
    vi.stubGlobal("IntersectionObserver", OnScreenAtOnce);
    const closes = rsvpClosesAt(content.rsvp.deadline, content.timeZone);
    const form = openForm(content);
    const closed = closedText(PAGE_WORDS_EN, content.rsvp.deadlineLabel, content.rsvp.contacts);
    form.server.on(
      "GET",
      INVITATION_API.rsvpWindow,
      json(200, {
        open: false,
        deadline: content.rsvp.deadline,
        deadlineLabel: content.rsvp.deadlineLabel,
        closesAt: closes.toISOString(),
        closeAtDeadline: true,
        closedMessage: closed,
      }),
    );
    return { ...form, closed };
  }

  /**
   * Until React has run the effects of the section coming on screen and the code they load has loaded: a check of
   * the window the section meant to make has been sent by then (the fake server records it as fetch is called).
   */
  async function checkSettled() {
    await act(async () => {});
    await vi.dynamicImportSettled();
  }

  const closingWedding = () =>
    aWedding({ rsvp: { deadline: "2026-03-01", contacts: [{ name: "Ama", phone: "+27 82 555 0101" }] } });

  it("asks nothing before the deadline's day has ended in the wedding's time zone", async () => {
    const content = closingWedding();
    const form = visitAt(content, rsvpClosesAt(content.rsvp.deadline, content.timeZone).getTime() - 60 * 60 * 1000);
    await checkSettled();
    expect(form.server.sentTo(INVITATION_API.rsvpWindow)).toEqual([]);
    expect(form.submit()).toBeTruthy();
  });

  it("asks the server once after it, and shows its closed message with the contacts' numbers to call", async () => {
    const content = closingWedding();
    const form = visitAt(content, rsvpClosesAt(content.rsvp.deadline, content.timeZone).getTime() + 60 * 1000);
    const notice = await screen.findByTestId("rsvp-closed", {}, { timeout: 5000 });
    expect(notice.textContent).toBe(form.closed);
    expect(screen.queryByRole("button", { name: "Submit RSVP" })).toBeNull();
    const [contact] = content.rsvp.contacts;
    expect(within(notice).getByRole("link", { name: contact?.phone }).getAttribute("href")).toBe(
      telHref(contact?.phone ?? ""),
    );
    expect(form.server.sentTo(INVITATION_API.rsvpWindow)).toHaveLength(1);
  });

  it("never asks when the couple turned closing off", async () => {
    const content = aWedding({ rsvp: { deadline: "2026-03-01", closeAtDeadline: false, contacts: [{ name: "Ama" }] } });
    const form = visitAt(content, rsvpClosesAt(content.rsvp.deadline, content.timeZone).getTime() + 60 * 1000);
    await checkSettled();
    expect(form.server.sentTo(INVITATION_API.rsvpWindow)).toEqual([]);
    expect(form.submit()).toBeTruthy();
  });
});

describe("a wedding answered through personal links only (rsvp.openForm: false)", () => {
  it("says so in the form's place, with the contacts, and loads nothing of the form", async () => {
    const base = openWedding();
    const content = aWedding({ rsvp: { ...base.rsvp, openForm: false, personalLinkNote: "Answer on your own link." } });
    const server = fakeServer();
    renderOnPage(<Rsvp content={content} />);
    const section = screen.getByRole("region", { name: "RSVP" });
    expect(within(section).getByText("Answer on your own link.")).toBeTruthy();
    expect(within(section).queryByRole("textbox")).toBeNull();
    expect(within(section).queryByRole("button", { name: PAGE_WORDS_EN.rsvpForm.submit })).toBeNull();
    for (const contact of content.rsvp.contacts.filter((each) => each.phone)) {
      expect(within(section).getByRole("link", { name: new RegExp(contact.name) })).toBeTruthy();
    }
    expect(server.sentTo(RSVPS)).toEqual([]);
  });
});
