import { describe, expect, it } from "vitest";
import { render } from "../src/client/entry-server.tsx";
import { weddingCalendar } from "../src/server/calendar.ts";
import type { RenderedMail } from "../src/server/mail/mail-transport.ts";
import { guestConfirmation } from "../src/server/mail/rsvp-mails.ts";
import { webManifest } from "../src/server/publishing/app-icons.ts";
import { shareImageLines } from "../src/server/publishing/share-image.ts";
import { headTags } from "../src/server/publishing/site-head.ts";
import type { WeddingContent } from "../src/shared/content-schema.ts";
import { coupleNames } from "../src/shared/couple-names.ts";
import { exampleCouple, secondCouple } from "../src/testing/fixture-couples.ts";
import { decodeHtml } from "../src/testing/html-text.ts";
import { testImages } from "../src/testing/test-images.ts";

/**
 * A second couple's site is theirs alone: everything guests get from it (the
 * page, its link preview, the calendar entries and the confirmation email)
 * names them, their place and their day, and nothing of the example couple's,
 * so no part of the site can have kept the example's words.
 */

/**
 * What in a couple's file is theirs alone, as guests would read it: names,
 * venues, addresses and each place in them, dates as printed, stores,
 * milestones, captions, theme, colours and contacts.
 */
function wordsOf(content: WeddingContent): string[] {
  const places = (text: string) =>
    text
      .split(/,| • /)
      .map((part) => part.trim())
      .filter((part) => !/^\d*$/.test(part));
  const words = [
    ...content.couple.partners.flatMap((partner) => [partner.firstName, partner.lastName]),
    coupleNames(content),
    content.couple.initials,
    content.site.title,
    content.site.description,
    content.site.origin,
    content.site.designerCredit.name,
    content.hero.invitationLine,
    content.hero.datesLabel,
    content.hero.placeLabel,
    ...places(content.hero.placeLabel),
    ...content.events.flatMap((event) => [
      event.title,
      event.dayLabel,
      event.timeLabel,
      event.venue.name,
      event.venue.address,
      ...places(event.venue.address),
      event.venue.directionsHint,
      event.description,
    ]),
    content.beveragesNote,
    content.gifts?.note,
    ...(content.gifts?.stores ?? []),
    content.theme.name,
    ...content.theme.colours.map((colour) => colour.name),
    ...content.story.milestones.flatMap((milestone) => [milestone.title, milestone.description]),
    ...content.gallery.items.flatMap((item) => [item.alt, item.caption]),
    content.gallery.note,
    content.rsvp.deadlineLabel,
    ...content.rsvp.contacts.flatMap((contact) => [contact.name, contact.phone]),
    ...content.findUs.eventText,
    content.calendar.title,
    // A wedding of several events goes into a calendar event by event: the block's details and place are a
    // one-event wedding's.
    ...(content.events.length === 1 ? [content.calendar.details, content.calendar.location] : []),
    content.footer.dateLabel,
  ];
  return [...new Set(words.filter((word): word is string => Boolean(word)))];
}

/** An iCalendar file as a reader sees it: folded lines joined, escapes undone (RFC 5545 3.1 and 3.3.11). */
function unfoldCalendar(ics: string): string {
  return ics
    .replace(/\r\n[ \t]/g, "")
    .replace(/\\[nN]/g, "\n")
    .replace(/\\([\\;,])/g, "$1");
}

/** The attending guest's confirmation: the mail with every event and the .ics attached. */
function confirmation(content: WeddingContent): RenderedMail {
  const guest = { name: "Ann Guest", email: "ann@example.com", attending: true, partnerName: null, message: null };
  return guestConfirmation({ ...guest, submittedAt: "2027-04-01T10:00:00.000Z" }, () => content);
}

const OUTPUTS = [
  "the page",
  "the web manifest",
  "the share image's text",
  "the .ics file",
  "the Google Calendar link",
  "the confirmation email",
] as const;

/** Everything guests get from a couple's site, as text. */
async function outputsOf(content: WeddingContent): Promise<Record<(typeof OUTPUTS)[number], string>> {
  const mail = confirmation(content);
  return {
    "the page": decodeHtml(`${headTags(content)}\n${render(content, testImages)}`),
    "the web manifest": webManifest(content),
    "the share image's text": (await shareImageLines(content)).map((line) => line.text).join(" "),
    "the .ics file": unfoldCalendar(weddingCalendar(content)),
    "the Google Calendar link": content.calendar.choices
      .flatMap((choice) => [choice.label, ...new URL(choice.href).searchParams.values()])
      .join("\n"),
    "the confirmation email": [
      mail.subject,
      mail.text,
      decodeHtml(mail.html),
      ...mail.attachments.map((attachment) => `${attachment.filename}\n${unfoldCalendar(attachment.content)}`),
    ].join("\n"),
  };
}

const example = exampleCouple();
const exampleWords = wordsOf(example);
const exampleOutputs = await outputsOf(example);
const second = secondCouple();
const secondOutputs = await outputsOf(second);

describe("the example couple's words", () => {
  it("are collected from their file: names, places, venues, stores, milestones, captions, theme, dates", () => {
    expect(exampleWords).toEqual(
      expect.arrayContaining([
        "Thabo",
        "Lerato",
        "Meadowlands",
        "Soweto",
        "Church @ Allen Temple",
        "Molapo Park",
        "1335 Monnatlala St",
        "Use Mjakes Truckshop for directions",
        "Woolworths",
        "Coricraft",
        "Our Son Lwazi Was Born",
        "Where it all began",
        "Shades of Blue and Brown",
        "September 27th - 28th, 2025",
        "Saturday 27 Sept 2025",
        "August 1, 2025",
      ]),
    );
  });

  it("each show in the example's own site, so their absence below means something", () => {
    const everything = Object.values(exampleOutputs).join("\n");
    expect(exampleWords.filter((word) => !everything.includes(word))).toEqual([]);
  });
});

describe("the second couple's site (tests/fixtures/second-couple)", () => {
  it.each(OUTPUTS)("%s has none of the example couple's words", (output) => {
    const text = secondOutputs[output];
    expect(text.length).toBeGreaterThan(0);
    expect(exampleWords.filter((word) => text.includes(word))).toEqual([]);
  });

  it("the page names them, their venue, day and time, deadline and contact with a tap-to-call link", () => {
    const page = secondOutputs["the page"];
    for (const words of [
      "<title>Maria-João & Søren Aurelius · 12 June 2027 · Sintra</title>",
      '<meta property="og:url" content="https://maria-joao-and-soren.example/">',
      "TOGETHER WITH THEIR FAMILIES, MARIA-JOÃO AND SØREN INVITE YOU TO THEIR WEDDING",
      "Maria-João & Søren Aurelius",
      "M & S",
      "12 June 2027",
      "Quinta da Regaleira • Sintra",
      "Ceremony & Dinner",
      "Saturday, 12 Jun 2027",
      "16:30",
      "Rua Barbosa du Bocage 5, 2710-567 Sintra, Portugal",
      "Park at the Volta do Duche car park and walk up",
      "Olive Grove and Terracotta",
      "The walk up to the quinta",
      "1 May 2027",
      "Inês Conceição",
      '<a href="tel:+351912345678"',
      "+351 912 345 678",
      "Saturday 12 June: Ceremony & Dinner at 4:30 PM at Quinta da Regaleira, Sintra",
      "Made by friends in Lisbon",
    ]) {
      expect(page).toContain(words);
    }
  });

  it("the share image draws their invitation, names, date and place", () => {
    const text = secondOutputs["the share image's text"];
    expect(text).toBe(
      "TOGETHER WITH THEIR FAMILIES, MARIA-JOÃO AND SØREN INVITE YOU TO THEIR WEDDING " +
        "Maria-João & Søren Aurelius 12 June 2027 Quinta da Regaleira • Sintra",
    );
  });

  it("the .ics file holds their one event, in UTC from Lisbon's summer time", () => {
    const ics = secondOutputs["the .ics file"];
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    for (const line of [
      "X-WR-CALNAME:The wedding of Maria-João & Søren Aurelius",
      "SUMMARY:Maria-João & Søren Aurelius: Ceremony & Dinner",
      "DTSTART:20270612T153000Z",
      "DTEND:20270612T223000Z",
      "LOCATION:Quinta da Regaleira, Rua Barbosa du Bocage 5, 2710-567 Sintra, Portugal",
      "Hint: Park at the Volta do Duche car park and walk up",
      "Theme: Olive Grove and Terracotta",
    ]) {
      expect(ics).toContain(line);
    }
  });

  it("the Google Calendar link carries their title, times, details and place", () => {
    // One event: one link, as the couple's calendar block says.
    const [choice, ...more] = second.calendar.choices;
    expect(more).toEqual([]);
    const link = new URL(choice?.href ?? "");
    expect(Object.fromEntries(link.searchParams)).toEqual({
      action: "TEMPLATE",
      text: "The wedding of Maria-João & Søren Aurelius",
      dates: "20270612T153000Z/20270612T223000Z",
      details:
        "Ceremony in the garden of Quinta da Regaleira at 4:30 PM, then dinner and dancing. Park at the Volta do Duche car park and walk up.",
      location: "Quinta da Regaleira, Rua Barbosa du Bocage 5, 2710-567 Sintra, Portugal",
    });
  });

  it("the confirmation email names them, their event and their contact, with their .ics attached", () => {
    const mail = confirmation(second);
    expect(mail.subject).toBe(
      "RSVP received: The wedding of Maria-João & Søren Aurelius, we look forward to seeing you",
    );
    expect(mail.text).toContain(
      "Ceremony & Dinner: Saturday, 12 Jun 2027, 16:30\n" +
        "  Quinta da Regaleira, Rua Barbosa du Bocage 5, 2710-567 Sintra, Portugal\n" +
        "  Hint: Park at the Volta do Duche car park and walk up",
    );
    expect(mail.text).toContain("If anything changes, please call Inês Conceição.\n  Inês Conceição: +351 912 345 678");
    expect(mail.text).toContain("With love,\nMaria-João & Søren Aurelius");
    expect(mail.html).toMatch(/<a href="tel:\+351912345678"[^>]*>Inês Conceição: \+351 912 345 678<\/a>/);
    expect(mail.html).toContain('<html lang="en-GB">');
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([
      "maria-joao-soren-aurelius-wedding.ics",
    ]);
  });
});
