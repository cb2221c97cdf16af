import { describe, expect, it } from "vitest";
import { type Audience, type CheckedContent, contentFor } from "../../shared/content-schema.ts";
import { escapeHtml } from "../../shared/html.ts";
import { MANIFEST_ICONS, SHARE_IMAGE, shareImageAlt } from "../../shared/site-files.ts";
import { aContentInput, aWeddingSource } from "../../testing/content-builders.ts";
import { CHURCH, RECEPTION, traces, UMEMBESO } from "../../testing/private-event-builders.ts";
import { householdChange, householdConfirmation } from "./household-mails.ts";
import { householdInvitation, householdReminder, type InvitationMailData } from "./invitation-mails.ts";
import { type HouseholdChangeMailData, type HouseholdMailData, MAIL_KINDS, type RsvpMailData } from "./mail-kinds.ts";
import type { RenderedMail } from "./mail-transport.ts";
import { coupleNotification, guestConfirmation } from "./rsvp-mails.ts";
import { renderMail } from "./templates.ts";

/**
 * Issue 32, part 9: each mail names its reader's events and no other, reads
 * once through, and looks like the couple's page. Three events, the first by
 * invitation only; households invited to different ones.
 */

const ORIGIN = "https://ama-and-kofi.example";
const EVERY_EVENT = [UMEMBESO, CHURCH, RECEPTION];

function weddingWith(origin: string | null = ORIGIN): CheckedContent {
  const base = aContentInput();
  return aWeddingSource({
    site: { ...base.site, ...(origin ? { origin } : {}) },
    events: EVERY_EVENT,
    rsvp: { deadline: "2026-03-01", contacts: [{ name: "Ama", phone: "+27 82 555 0101" }] },
    theme: {
      page: { text: "#2a1f3d", accent: "#7a2e4f", soft: "#e8d8e0", earth: "#5c3b1e", background: "#faf3ea" },
      fonts: "modern",
    },
  });
}

const source = weddingWith();
const views = (audience: Audience) => contentFor(source, audience);
const couple = views("couple");
const publicView = views("public");

const everything = (mail: RenderedMail) =>
  [mail.subject, mail.text, mail.html, ...mail.attachments.map((attachment) => String(attachment.content))].join("\n");
const htmlOf = (text: string) => escapeHtml(text);

function expectNames(mail: RenderedMail, named: readonly (typeof UMEMBESO)[], unnamed: readonly (typeof UMEMBESO)[]) {
  const all = everything(mail);
  for (const event of named) {
    const shown = couple.events.find((item) => item.id === event.id);
    if (!shown) throw new Error(`no event ${event.id}`);
    expect(mail.text).toContain(`${shown.title}: ${shown.dayLabel}, ${shown.timeLabel}`);
    expect(mail.text).toContain(shown.venue.address);
    expect(mail.html).toContain(htmlOf(shown.venue.name));
    expect(mail.html).toContain(htmlOf(`${shown.dayLabel}, ${shown.timeLabel}`));
    expect(mail.html).toContain(htmlOf(shown.venue.address));
  }
  for (const event of unnamed) {
    for (const trace of traces(event)) {
      expect(all).not.toContain(trace);
      expect(all).not.toContain(htmlOf(trace));
    }
  }
}

function invitation(overrides: Partial<InvitationMailData> = {}): InvitationMailData {
  return {
    displayName: "The Nkosis",
    url: `${ORIGIN}/i/AbCdEfGhIjKlMnOp`,
    deadlineLabel: couple.rsvp.deadlineLabel,
    eventIds: ["reception"],
    ...overrides,
  };
}

function answers(eventIds: readonly string[], attending: boolean): HouseholdMailData {
  return {
    displayName: "The Nkosis",
    eventIds: [...eventIds],
    guests: [
      {
        name: "Thandi Nkosi",
        dietary: null,
        answers: Object.fromEntries(eventIds.map((id) => [id, { attending, meal: null }])),
      },
    ],
    message: null,
    link: `${ORIGIN}/i/AbCdEfGhIjKlMnOp`,
    changeUntil: couple.rsvp.deadlineLabel,
  };
}

function change(overrides: Partial<HouseholdChangeMailData> = {}): HouseholdChangeMailData {
  return {
    displayName: "The Nkosis",
    email: "nkosis@example.com",
    link: null,
    first: true,
    answers: [{ guest: "Thandi Nkosi", eventId: "reception", before: null, after: { attending: true, meal: "Beef" } }],
    names: [],
    dietary: [],
    message: null,
    changedAt: "2026-02-01T10:00:00.000Z",
    eventIds: ["reception"],
    ...overrides,
  };
}

const rsvp: RsvpMailData = {
  name: "Ann Guest",
  email: "ann@example.com",
  attending: true,
  partnerName: null,
  message: null,
  submittedAt: "2026-02-01T10:00:00.000Z",
};

describe("each mail names its reader's events and no other", () => {
  it("the invitation and the reminder: the household's events, when and where, and none it is not invited to", () => {
    for (const render of [householdInvitation, householdReminder]) {
      expectNames(render(invitation(), views), [RECEPTION], [UMEMBESO, CHURCH]);
      expectNames(render(invitation({ eventIds: ["umembeso", "church"] }), views), [UMEMBESO, CHURCH], [RECEPTION]);
      expect(render(invitation(), views).text).toContain("Hint: Park at the back");
    }
  });

  it("the household's confirmation: its events, whether anyone comes or not", () => {
    for (const attending of [true, false]) {
      expectNames(householdConfirmation(answers(["reception"], attending), views), [RECEPTION], [UMEMBESO, CHURCH]);
      expectNames(
        householdConfirmation(answers(["umembeso", "church", "reception"], attending), views),
        [UMEMBESO, CHURCH, RECEPTION],
        [],
      );
    }
  });

  it("the couple's note of a household's answers: that household's events", () => {
    expectNames(householdChange(change(), views), [RECEPTION], [UMEMBESO, CHURCH]);
  });

  it("the open form's confirmation: the public events only", () => {
    for (const attending of [true, false]) {
      expectNames(guestConfirmation({ ...rsvp, attending }, views), [CHURCH, RECEPTION], [UMEMBESO]);
    }
  });

  it("renderMail hands each kind its reader's view", () => {
    const stored = (data: unknown) => JSON.parse(JSON.stringify(data));
    expectNames(renderMail(MAIL_KINDS.householdInvitation, stored(invitation()), views), [RECEPTION], [CHURCH]);
    expectNames(
      renderMail(MAIL_KINDS.householdConfirmation, stored(answers(["reception"], true)), views),
      [RECEPTION],
      [UMEMBESO, CHURCH],
    );
    expectNames(renderMail(MAIL_KINDS.guestConfirmation, stored(rsvp), views), [CHURCH], [UMEMBESO]);
  });
});

describe("each mail reads once through", () => {
  it("thanks a household once, whether it comes or not", () => {
    for (const attending of [true, false]) {
      const mail = householdConfirmation(answers(["church", "reception"], attending), views);
      expect(mail.text.match(/thank you/gi)).toHaveLength(1);
      expect(mail.html.replace(/<title>.*<\/title>/, "").match(/thank you/gi)).toHaveLength(1);
      expect(mail.text).not.toContain("Thank you for your answers");
    }
  });

  it("thanks an open-form guest once, whatever the answer", () => {
    for (const partnerName of [null, "Ben Guest"]) {
      expect(guestConfirmation({ ...rsvp, partnerName }, views).text.match(/thank you/gi)).toHaveLength(1);
    }
    expect(guestConfirmation({ ...rsvp, attending: false }, views).text.match(/thank you/gi)).toHaveLength(1);
  });

  it("never repeats a sentence in any mail's text (a person's answer under each event aside)", () => {
    const mails = [
      householdInvitation(invitation(), views),
      householdReminder(invitation(), views),
      householdConfirmation(answers(["church", "reception"], true), views),
      householdChange(change(), views),
      guestConfirmation(rsvp, views),
      coupleNotification(rsvp, views),
    ];
    for (const mail of mails) {
      const sentences = mail.text
        .split(/(?<=[.!?])\s+|\n+/)
        .map((sentence) => sentence.trim())
        .filter((sentence) => sentence.length > 20 && !sentence.startsWith("- "));
      expect(sentences.filter((sentence, index) => sentences.indexOf(sentence) !== index)).toEqual([]);
    }
  });

  it("names the couple's wedding in the invitation's subject, and the deadline in the reminder's", () => {
    expect(householdInvitation(invitation(), views).subject).toBe("You're invited: Ama & Kofi's Wedding");
    expect(householdReminder(invitation(), views).subject).toBe(
      `A reminder: please RSVP to Ama & Kofi's Wedding by ${couple.rsvp.deadlineLabel}`,
    );
  });
});

describe("the invitation's picture", () => {
  const imageTags = (mail: RenderedMail) => mail.html.match(/<img\b[^>]*>/g) ?? [];

  it("is the share image on the site's origin, described, for a household invited to every public event", () => {
    const mail = householdInvitation(invitation({ eventIds: ["church", "reception"] }), views);
    const [image, ...others] = imageTags(mail);
    expect(others).toEqual([]);
    expect(image).toContain(`src="${ORIGIN}/${SHARE_IMAGE.fileName}"`);
    expect(image).toContain(`alt="${escapeHtml(shareImageAlt(publicView))}"`);
  });

  it("is the couple's monogram for a household the share image's dates would not be all of", () => {
    const [image] = imageTags(householdInvitation(invitation(), views));
    expect(image).toContain(`src="${ORIGIN}/${MANIFEST_ICONS[1].fileName}"`);
    expect(image).toContain(`alt="${escapeHtml(couple.couple.initials)}"`);
  });

  it("is left out when the site has no origin to load it from", () => {
    const noOrigin = weddingWith(null);
    const mail = householdInvitation(invitation({ eventIds: ["church", "reception"] }), (audience) =>
      contentFor(noOrigin, audience),
    );
    expect(imageTags(mail)).toEqual([]);
  });
});

describe("each mail looks like the couple's page", () => {
  const mails = () => [
    householdInvitation(invitation(), views),
    householdReminder(invitation({ eventIds: ["church", "reception"] }), views),
    householdConfirmation(answers(["church", "reception"], true), views),
    householdChange(change(), views),
    guestConfirmation(rsvp, views),
    coupleNotification(rsvp, views),
  ];

  it("in the page's colours and type, under the couple's names, on a card a phone can read", () => {
    const { page } = couple.theme;
    for (const mail of mails()) {
      expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en">/);
      expect(mail.html).toContain(`background-color:${page.background}`);
      expect(mail.html).toContain(`color:${page.text}`);
      expect(mail.html).toContain(`background-color:${page.accent}`);
      expect(mail.html).toContain("font-family:&#39;DM Serif Display&#39;, Georgia");
      expect(mail.html).toContain("font-family:&#39;Manrope&#39;, &#39;Helvetica Neue&#39;");
      expect(mail.html).toMatch(/<h1 [^>]*>Ama &amp; Kofi<\/h1>/);
      expect(mail.html).toContain("max-width:600px");
      expect(mail.html).not.toMatch(/<style|<link|<script/);
    }
  });

  it("loads nothing and links nowhere but the site's origin (and the couple's phone numbers)", () => {
    for (const mail of mails()) {
      const urls = [...mail.html.matchAll(/(?:src|href)="([^"]*)"/g)].map((match) => match[1] ?? "");
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(url.startsWith(`${ORIGIN}/`) || url.startsWith("tel:")).toBe(true);
      for (const image of mail.html.match(/<img\b[^>]*>/g) ?? []) expect(image).toMatch(/ alt="[^"]+"/);
    }
  });
});

describe("mails stored by the previous version", () => {
  it("an invitation without its events renders, naming none rather than guessing, with the monogram", () => {
    const stored = { displayName: "The Nkosis", url: `${ORIGIN}/i/AbCdEfGhIjKlMnOp`, deadlineLabel: "March 1, 2026" };
    for (const kind of [MAIL_KINDS.householdInvitation, MAIL_KINDS.householdReminder]) {
      const mail = renderMail(kind, stored, views);
      expect(mail.text).toContain(stored.url);
      expectNames(mail, [], EVERY_EVENT);
      expect(mail.html).not.toContain(SHARE_IMAGE.fileName);
    }
  });

  it("a change note without the household's events lists those its answers name", () => {
    const { eventIds: _, ...stored } = change();
    expectNames(renderMail(MAIL_KINDS.householdChange, stored, views), [RECEPTION], [UMEMBESO, CHURCH]);
  });
});
