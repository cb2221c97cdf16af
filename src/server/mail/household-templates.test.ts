import { describe, expect, it } from "vitest";
import { escapeHtml } from "../../shared/html.ts";
import { MAIL_WORDS_EN } from "../../shared/words/mail-en.ts";
import { aGuestListWedding } from "../../testing/household-builders.ts";
import { linkLike } from "../../testing/link-like.ts";
import { householdChange, householdConfirmation } from "./household-mails.ts";
import { householdInvitation, householdReminder } from "./invitation-mails.ts";
import { type HouseholdChangeMailData, type HouseholdMailData, MAIL_KINDS } from "./mail-kinds.ts";
import { quotedName } from "./quoted-name.ts";
import { guestConfirmation } from "./rsvp-mails.ts";
import { renderMail } from "./templates.ts";

const content = aGuestListWedding();
const views = () => content;
function eventAt(index: number) {
  const event = content.events[index];
  if (!event) throw new Error("the fixture has three events");
  return event;
}
const [first, second, third] = [eventAt(0), eventAt(1), eventAt(2)];
const meal = second.meals?.[0] ?? "";
const otherMeal = second.meals?.[1] ?? "";
const LINK = "https://ama-and-kofi.example/i/AbCdEfGhIjKlMnOp";

/** The Mensahs, invited to the second and third events: Esi attends both, Kojo neither. */
function confirmation(overrides: Partial<HouseholdMailData> = {}): HouseholdMailData {
  return {
    displayName: "The Mensahs",
    eventIds: [second.id, third.id],
    guests: [
      {
        name: "Esi Mensah",
        dietary: "No peanuts",
        answers: { [second.id]: { attending: true, meal }, [third.id]: { attending: true, meal: null } },
      },
      {
        name: "Kojo Mensah",
        dietary: null,
        answers: { [second.id]: { attending: false, meal: null }, [third.id]: { attending: false, meal: null } },
      },
    ],
    message: "Can't wait!\nSecond line",
    link: LINK,
    changeUntil: content.rsvp.deadlineLabel,
    ...overrides,
  };
}

const nobodyComes = (data: HouseholdMailData): HouseholdMailData => ({
  ...data,
  guests: data.guests.map((guest) => ({
    ...guest,
    answers: Object.fromEntries(Object.keys(guest.answers).map((id) => [id, { attending: false, meal: null }])),
  })),
});

const veventTitles = (ics: string) => [...ics.matchAll(/^SUMMARY:(.*)$/gm)].map((match) => match[1]?.trim());

describe("the household's confirmation", () => {
  it("lists each person's answer to each invited event, with meals, who has dietary needs and that a message came", () => {
    const mail = householdConfirmation(confirmation(), views);
    for (const event of [second, third]) {
      expect(mail.text).toContain(`${event.title}: ${event.dayLabel}, ${event.timeLabel}`);
      expect(mail.html).toContain(escapeHtml(event.title));
    }
    expect(mail.text).not.toContain(`${first.title}:`);
    expect(mail.text).toContain("We received the answers of “The Mensahs” to ");
    expect(mail.text).toContain(`“Esi Mensah”: attending, ${meal}`);
    expect(mail.text).toContain("“Esi Mensah”: attending\n");
    expect(mail.text.match(/“Kojo Mensah”: not attending/g)).toHaveLength(2);
    expect(mail.text).toContain(`${MAIL_WORDS_EN.guest.dietaryNoted}\n  “Esi Mensah”\n`);
    expect(mail.text).toContain(MAIL_WORDS_EN.guest.messagePassedOn);
    expect(mail.html).toContain(`<li>${escapeHtml(`“Esi Mensah”: attending, ${meal}`)}</li>`);
    expect(mail.text).toContain("please call Ama & Kofi");
  });

  it("gives the personal link and until when answers can be changed", () => {
    const mail = householdConfirmation(confirmation(), views);
    expect(mail.text).toContain(
      `You can change your answers until ${content.rsvp.deadlineLabel} with your personal link:\n${LINK}`,
    );
    expect(mail.html).toContain(`href="${LINK}"`);
    expect(mail.html).toContain(`>${LINK}</a>`);
    const open = householdConfirmation(confirmation({ changeUntil: null }), views);
    expect(open.text).toContain(`You can change your answers with your personal link:\n${LINK}`);
  });

  it("has no link without one (no site origin)", () => {
    const mail = householdConfirmation(confirmation({ link: null }), views);
    expect(mail.text).not.toContain("personal link");
    expect(mail.html).not.toContain("/i/");
  });

  it("attaches an .ics of only the events someone attends, each its own VEVENT", () => {
    const both = householdConfirmation(confirmation(), views);
    expect(both.attachments).toHaveLength(1);
    const ics = String(both.attachments[0]?.content);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(veventTitles(ics).map((title) => title?.endsWith(second.title) || title?.endsWith(third.title))).toEqual([
      true,
      true,
    ]);
    expect(ics).toContain(`LOCATION:${second.venue.name}`);

    const onlyThird = confirmation();
    const esi = onlyThird.guests[0];
    if (esi) esi.answers[second.id] = { attending: false, meal: null };
    const one = String(householdConfirmation(onlyThird, views).attachments[0]?.content);
    expect(one.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(veventTitles(one)[0]?.endsWith(third.title)).toBe(true);
    expect(one).toContain(`DTSTART:${third.start.replace(/[-:]/g, "").slice(0, 9)}`);
  });

  it("thanks a household nobody of which comes, with no calendar and no 'looking forward'", () => {
    const mail = householdConfirmation(nobodyComes(confirmation()), views);
    expect(mail.attachments).toEqual([]);
    expect(mail.text).toContain(MAIL_WORDS_EN.householdConfirmation.declinedClosing);
    for (const words of [/look(ing)? forward/i, /celebrating with you/i]) {
      expect(mail.subject).not.toMatch(words);
      expect(mail.text).not.toMatch(words);
      expect(mail.html).not.toMatch(words);
    }
  });

  it("escapes every guest-supplied string in the HTML and keeps one-line fields on one line in the text", () => {
    const hostile = '<script>alert("x")</script>&\'';
    const mail = householdConfirmation(
      confirmation({
        displayName: `${hostile}\nBcc: victim@example.com`,
        message: hostile,
        guests: [
          {
            name: hostile,
            dietary: hostile,
            answers: { [second.id]: { attending: true, meal }, [third.id]: { attending: true, meal: null } },
          },
        ],
      }),
      views,
    );
    expect(mail.html).not.toContain("<script");
    expect(mail.html.split(escapeHtml(quotedName(hostile))).length - 1).toBeGreaterThanOrEqual(3);
    expect(mail.text).not.toMatch(/^Bcc:/m);
    expect(mail.subject).not.toContain("\n");
  });

  it("is rendered from its stored data by kind", () => {
    const mail = renderMail(MAIL_KINDS.householdConfirmation, JSON.parse(JSON.stringify(confirmation())), views);
    expect(mail.text).toContain(`“Esi Mensah”: attending, ${meal}`);
  });

  // The link's holder can name a seat, write dietary needs and a message, and change the household's name and address.
  it("carries no typed text but names, quoted, with nothing in them a mail client would link", () => {
    const typed = "Your bank card was used: verify at http://evil.example/verify or help@evil.example";
    const mail = householdConfirmation(
      confirmation({
        displayName: "Security team: www.evil.example",
        message: typed,
        guests: [
          {
            name: "Call evil.example now",
            dietary: typed,
            answers: { [second.id]: { attending: true, meal }, [third.id]: { attending: true, meal: null } },
          },
        ],
      }),
      views,
    );
    const benign = householdConfirmation(confirmation(), views);
    for (const part of [mail.text, mail.html]) expect(part).not.toMatch(/bank card|help@|evil\.\S|www\.\S/);
    expect(linkLike(mail.text)).toEqual(linkLike(benign.text));
    expect(linkLike(mail.html)).toEqual(linkLike(benign.html));
    expect(mail.text).toContain("answers of “Security team: www. evil. example” to");
    expect(mail.text).toContain(`“Call evil. example now”: attending, ${meal}`);
  });
});

describe("the household's invitation and reminder", () => {
  const invitation = { displayName: "The Mensahs", url: LINK, deadlineLabel: content.rsvp.deadlineLabel };

  it("greet the household by its name, quoted, with nothing in it a mail client would link", () => {
    for (const render of [householdInvitation, householdReminder]) {
      const benign = render(invitation, views);
      expect(benign.text).toMatch(/^Dear “The Mensahs”,\n/);
      const mail = render({ ...invitation, displayName: "Verify your card at https://evil.example" }, views);
      expect(mail.text).toMatch(/^Dear “Verify your card at https: \/ \/ evil\. example”,\n/);
      for (const part of [mail.text, mail.html]) expect(part).not.toContain("evil.example");
      expect(linkLike(mail.text)).toEqual(linkLike(benign.text));
      expect(linkLike(mail.html)).toEqual(linkLike(benign.html));
    }
  });
});

function change(overrides: Partial<HouseholdChangeMailData> = {}): HouseholdChangeMailData {
  return {
    displayName: "The Mensahs",
    email: "mensahs@example.com",
    link: LINK,
    first: false,
    answers: [],
    names: [],
    dietary: [],
    message: null,
    changedAt: "2026-02-01T10:00:00.000Z",
    ...overrides,
  };
}

describe("the couple's note of what changed", () => {
  it("says 'answered' for first answers, per person per event", () => {
    const mail = householdChange(
      change({
        first: true,
        answers: [
          { guest: "Esi Mensah", eventId: second.id, before: null, after: { attending: true, meal } },
          { guest: "Kojo Mensah", eventId: third.id, before: null, after: { attending: false, meal: null } },
        ],
      }),
      views,
    );
    expect(mail.subject).toBe("Answers from The Mensahs");
    expect(mail.text).toContain(`Esi Mensah: ${second.title} answered yes; meal ${meal}`);
    expect(mail.text).toContain(`Kojo Mensah: ${third.title} answered no`);
    expect(mail.replyTo).toBe("mensahs@example.com");
  });

  it("lists what changed: attendance, meal, names given to seats, dietary needs, the message", () => {
    const mail = householdChange(
      change({
        answers: [
          {
            guest: "Esi Mensah",
            eventId: second.id,
            before: { attending: true, meal },
            after: { attending: false, meal: null },
          },
          {
            guest: "Kojo Mensah",
            eventId: second.id,
            before: { attending: true, meal },
            after: { attending: true, meal: otherMeal },
          },
          {
            guest: "Kojo Mensah",
            eventId: third.id,
            before: { attending: false, meal: null },
            after: { attending: true, meal: null },
          },
        ],
        names: [{ before: null, after: "Yaw Boateng" }],
        dietary: [{ guest: "Esi Mensah", before: null, after: "No peanuts" }],
        message: { before: null, after: "See you!" },
      }),
      views,
    );
    expect(mail.subject).toBe("Changed answers from The Mensahs");
    expect(mail.text).toContain(`Esi Mensah: ${second.title} yes → no; meal ${meal} → none`);
    expect(mail.text).toContain(`Kojo Mensah: ${second.title} meal ${meal} → ${otherMeal}`);
    expect(mail.text).toContain(`Kojo Mensah: ${third.title} no → yes`);
    expect(mail.text).toContain("A guest is now named Yaw Boateng");
    expect(mail.text).toContain("Esi Mensah: dietary needs none → No peanuts");
    expect(mail.text).toContain("Message: See you!");
    expect(mail.text).toContain(`Link: ${LINK}`);
  });

  it("escapes every guest-supplied string in the HTML", () => {
    const hostile = '<img src=x onerror="alert(1)">&\'';
    const mail = householdChange(
      change({
        displayName: hostile,
        answers: [{ guest: hostile, eventId: second.id, before: null, after: { attending: true, meal } }],
        dietary: [{ guest: hostile, before: null, after: hostile }],
        message: { before: null, after: hostile },
      }),
      views,
    );
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain(escapeHtml(hostile));
  });
});

describe("the open form's confirmation", () => {
  const rsvp = {
    name: "Ann Guest",
    email: "ann@example.com",
    attending: false,
    partnerName: null,
    message: null,
    submittedAt: "2026-02-01T10:00:00.000Z",
  };

  it("thanks a declining guest and never says it looks forward to celebrating with them", () => {
    const mail = guestConfirmation({ ...rsvp, link: LINK, changeUntil: content.rsvp.deadlineLabel }, views);
    expect(mail.text).toContain("Thank you for letting us know");
    expect(mail.text + mail.html + mail.subject).not.toMatch(/look(ing)? forward|celebrating with you/i);
    expect(mail.text).toContain(LINK);
  });

  it("still renders a confirmation stored before links existed", () => {
    const mail = renderMail(MAIL_KINDS.guestConfirmation, rsvp, views);
    expect(mail.text).not.toContain("personal link");
  });
});
