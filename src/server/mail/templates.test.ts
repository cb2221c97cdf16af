import { describe, expect, it } from "vitest";
import { momentLabel } from "../../shared/date-labels.ts";
import { escapeHtml } from "../../shared/html.ts";
import { mailWords } from "../../shared/words/catalogues.ts";
import { MAIL_WORDS_EN } from "../../shared/words/mail-en.ts";
import { aWedding } from "../../testing/content-builders.ts";
import { EXAMPLE_COUPLE_FILE, exampleCouple, fixtureViews } from "../../testing/fixture-couples.ts";
import { aTrilingualWeddingSource, contentDeps, TRILINGUAL_TITLES } from "../../testing/language-builders.ts";
import { linkLike } from "../../testing/link-like.ts";
import { MAIL_KINDS, type RsvpMailData } from "./mail-kinds.ts";
import { quotedName } from "./quoted-name.ts";
import { coupleNotification, guestConfirmation } from "./rsvp-mails.ts";
import { renderMail, UnknownMailKindError } from "./templates.ts";

/** The example couple, whose words these tests check exactly (the second couple's mail: tests/second-couple.test.ts). */
const example = exampleCouple();
/** Each audience's view of the example couple: the open form's guest gets the public one. */
const exampleViews = fixtureViews(EXAMPLE_COUPLE_FILE);
/** What the open form's guest may be told of: events by invitation only are left out. */
const publicEvents = example.events.filter((event) => event.public);

function data(overrides: Partial<RsvpMailData> = {}): RsvpMailData {
  return {
    name: "Ann Guest",
    email: "ann@example.com",
    attending: true,
    partnerName: null,
    message: null,
    submittedAt: "2025-07-01T10:00:00.000Z",
    ...overrides,
  };
}

describe("the guest's confirmation", () => {
  it("gives the answer under the name given, quoted, and repeats every event's details", () => {
    const mail = guestConfirmation(data({ partnerName: "Ben Guest", message: "Line one\nLine two" }), exampleViews);
    expect(mail.subject).toBe("RSVP received: Thabo & Lerato's Traditional Wedding, we look forward to seeing you");
    expect(mail.text).toContain("We received an RSVP to Thabo & Lerato's Traditional Wedding in the name “Ann Guest”.");
    expect(mail.text).toContain("attending with a partner: a party of 2.");
    expect(mail.text).toContain(MAIL_WORDS_EN.guest.messagePassedOn);
    for (const event of publicEvents) {
      expect(mail.text).toContain(`${event.title}: ${event.dayLabel}, ${event.timeLabel}`);
      expect(mail.text).toContain(event.venue.address);
      expect(mail.html).toContain(escapeHtml(event.venue.address));
    }
    expect(mail.text).toContain("Hint: Use Mjakes Truckshop for directions");
    expect(mail.text).toContain("Theme: Shades of Blue and Brown");
    expect(mail.text).toContain(example.beveragesNote);
    expect(mail.text).toContain("please call Thabo & Lerato");
    expect(mail.html).toContain("Thabo &amp; Lerato");
  });

  it("says so when the guest is not attending, with no invitation attached", () => {
    const mail = guestConfirmation(data({ attending: false }), () => example);
    expect(mail.subject).toBe("RSVP received: Thabo & Lerato's Traditional Wedding, we will miss you");
    expect(mail.text).toContain("not attending");
    expect(mail.text).not.toContain("party of");
    // Thanked once, not once for the RSVP and again for the answer.
    expect(mail.text.match(/thank you/gi)).toHaveLength(1);
    expect(mail.attachments).toEqual([]);
  });

  it("escapes the name in the HTML", () => {
    const hostile = '<script>alert("x")</script>&\'';
    const mail = guestConfirmation(data({ name: hostile, partnerName: hostile, message: hostile }), () => example);
    expect(mail.html).not.toContain("<script");
    expect(mail.html).toContain(escapeHtml(quotedName(hostile)));
    const copy = coupleNotification(data({ name: hostile, email: "a@b.co", message: hostile }), () => example);
    expect(copy.html).not.toContain("<script");
  });

  it("attaches a valid iCalendar file with one event per part of the celebration", () => {
    const [ics] = guestConfirmation(data(), exampleViews).attachments;
    expect(ics?.filename).toBe("thabo-lerato-wedding.ics");
    expect(ics?.contentType).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    const content = ics?.content ?? "";
    // RFC 5545: CRLF line ends, lines folded at 75 octets, METHOD matching the Content-Type.
    expect(content.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of content.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = content.replace(/\r\n[ \t]/g, "");
    expect(unfolded).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    expect(unfolded).toContain("\r\nMETHOD:PUBLISH\r\n");
    expect(unfolded.trimEnd()).toMatch(/END:VCALENDAR$/);
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(publicEvents.length);
    expect(unfolded).toContain("DTSTART:20250927T080000Z");
    expect(unfolded).toContain("DTEND:20250927T100000Z");
    // The second day's celebration is by invitation only: not the open form's.
    expect(unfolded).not.toContain("DTSTART:20250928T103000Z");
    expect(new Set(unfolded.match(/^UID:.*$/gm)).size).toBe(publicEvents.length);
  });
});

describe("a mail to the address the open form was given (not a relay)", () => {
  const attack = {
    name: "Security team: your card was used. Verify: http://evil.example/verify",
    partnerName: "Call ＋1 555 0100 or go to www.evil.example",
    message: "Dear customer,\nyour bank card was used. Verify at evil.example/verify or mail help@evil.example",
  };

  it("carries no typed text but the name, bounded, quoted, with nothing in it a mail client would link", () => {
    const benign = guestConfirmation(data({ partnerName: "Ben Guest", message: "See you!" }), () => example);
    const mail = guestConfirmation(data(attack), () => example);
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toMatch(/bank card|customer|help@|555 0100|evil\.\S|www\.\S/);
      expect(part).toContain(MAIL_WORDS_EN.guest.messagePassedOn);
    }
    // Whatever was typed, the mail holds the same links as any guest's: the couple's own.
    expect(linkLike(mail.text)).toEqual(linkLike(benign.text));
    expect(linkLike(mail.html)).toEqual(linkLike(benign.html));
    expect(mail.html.match(/<a\b/g)).toEqual(benign.html.match(/<a\b/g));
    const shown = /in the name “([^”]*)”/.exec(mail.text)?.[1] ?? "";
    expect(shown).toBe("Security team: your card was used. Verify: http: / / evil…");
    expect(Array.from(shown).length).toBeLessThanOrEqual(60);
    expect(mail.subject).toBe(benign.subject);
  });

  it("shows no hidden or reordering characters and keeps the name on one line", () => {
    const mail = guestConfirmation(
      data({ name: "Ann\u202Eelpmaxe.live\u202C\r\nBcc: x\u200B@evil.example" }),
      () => example,
    );
    expect(mail.text).not.toMatch(/[\u202A-\u202E\u200B]/);
    expect(mail.text).toContain("in the name “Ann elpmaxe. live Bcc: x @ evil. example”.");
  });
});

describe("the guest's confirmation for another shape of wedding", () => {
  it("names every contact as the page does, with a tap-to-call link for each number", () => {
    const content = aWedding({
      rsvp: {
        deadline: "2026-03-01",
        contacts: [{ name: "Ama", phone: "+27 82 555 0101" }, { name: "Kofi" }, { name: "Esi", phone: "021 555 0199" }],
      },
    });
    const mail = guestConfirmation(data(), () => content);
    expect(mail.text).toContain(
      "If anything changes, please call Ama, Kofi & Esi.\n  Ama: +27 82 555 0101\n  Esi: 021 555 0199",
    );
    expect(mail.html).toMatch(/<a href="tel:\+27825550101"[^>]*>Ama: \+27 82 555 0101<\/a>/);
    expect(mail.html).toMatch(/<a href="tel:0215550199"[^>]*>Esi: 021 555 0199<\/a>/);
  });

  it("leaves out the theme and the drinks note when the couple have none", () => {
    const mail = guestConfirmation(data(), () => aWedding());
    expect(mail.text).not.toContain("Theme:");
    expect(mail.html).not.toContain("Theme:");
    expect(mail.text).toContain("Ceremony: Saturday 2 May 2026, 3:00 PM");
    expect(mail.text).toContain("please call Ama.");
  });
});

describe("the couple's copy", () => {
  it("has every field of the RSVP on one line each and a subject on one line", () => {
    const mail = coupleNotification(
      data({ name: "Ann\r\nBcc: x@evil.example", partnerName: "Ben", message: "Hi" }),
      () => example,
    );
    expect(mail.subject).toBe("New RSVP: Ann Bcc: x@evil.example, attending (2 guests)");
    expect(mail.text).toContain("Partner: Ben\nGuests: 2\nMessage: Hi");
    expect(mail.replyTo).toBe("ann@example.com");
  });

  it("says when the answer came in the wedding's zone and words, whatever the server's clock says", () => {
    const style = { language: example.site.language, timeZone: example.timeZone };
    const far = { ...example, timeZone: "Pacific/Kiritimati" };
    const when = data().submittedAt;
    expect(coupleNotification(data(), () => example).text).toContain(`Received: ${momentLabel(when, style)}\n`);
    expect(coupleNotification(data(), () => far).text).toContain(
      `Received: ${momentLabel(when, { ...style, timeZone: far.timeZone })}\n`,
    );
    // Ten in the morning UTC is the next day's midnight on Kiritimati (UTC+14): the zone is the wedding's.
    expect(momentLabel(when, { ...style, timeZone: far.timeZone })).not.toBe(momentLabel(when, style));
  });

  it("refuses a kind it has no template for", () => {
    expect(() => renderMail("newsletter", data(), () => example)).toThrow(UnknownMailKindError);
  });

  it("renders each kind with its own template from the stored data", () => {
    const stored = JSON.parse(JSON.stringify(data({ attending: false })));
    expect(renderMail(MAIL_KINDS.guestConfirmation, stored, () => example)).toEqual(
      guestConfirmation(data({ attending: false }), () => example),
    );
    expect(renderMail(MAIL_KINDS.coupleNotification, stored, () => example)).toEqual(
      coupleNotification(data({ attending: false }), () => example),
    );
  });

  it("writes a guest's mail in the language it is given, else the site's first: the content's view and the words", () => {
    const sitesOwn = renderMail(MAIL_KINDS.guestConfirmation, data(), () => example);
    expect(sitesOwn.html).toContain(`<html lang="${example.site.language}">`);
    const { contentFor } = contentDeps(aTrilingualWeddingSource());
    const inIsiZulu = renderMail(MAIL_KINDS.guestConfirmation, data(), contentFor, "zu");
    expect(inIsiZulu.html).toContain('<html lang="zu">');
    expect(inIsiZulu.text).toContain(TRILINGUAL_TITLES.ceremony.zu);
    const english = renderMail(MAIL_KINDS.guestConfirmation, data(), contentFor);
    expect(inIsiZulu.subject).not.toBe(english.subject);
    expect(inIsiZulu.text).toContain(mailWords("zu").withLove);
    expect(inIsiZulu.text).not.toContain(mailWords("en").withLove);
    // A language the site is not written in reads as its first, words and all.
    const notTheSites = renderMail(MAIL_KINDS.guestConfirmation, data(), contentFor, "xh");
    expect(notTheSites.html).toContain('<html lang="en">');
    expect(notTheSites.text).toContain(TRILINGUAL_TITLES.ceremony.en);
  });

  it("refuses stored data its kind's schema does not accept", () => {
    expect(() => renderMail(MAIL_KINDS.guestConfirmation, { subject: "Hi" }, () => example)).toThrow(/name/);
  });
});
