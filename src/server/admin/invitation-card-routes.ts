import { Hono } from "hono";
import type { ContentFor, WeddingContent } from "../../shared/content-schema.ts";
import { coupleNames } from "../../shared/couple-names.ts";
import type { InvitationCardContent, InvitationCardTexts } from "../../shared/household-schemas.ts";
import { siteLanguages } from "../../shared/page-languages.ts";
import { wordsFor } from "../../shared/words/catalogues.ts";
import { fill } from "../../shared/words/words.ts";
import { deadlineLabelIn, type RsvpWindowService } from "../services/rsvp-window.ts";

/**
 * GET invitation-cards (GUEST_LIST_API.invitationCards), mounted behind the admin's session: what the printed
 * cards say of the wedding, in each of the site's languages (a household's card is in its own). The events'
 * places stay out of the admin's code, which anyone can download; they come from here, from the couple's view
 * of the content (every event, those by invitation only too), and so do the card's words: the admin's code
 * carries no language's catalogue.
 */
export function invitationCardRoutes({ contentFor, window }: { contentFor: ContentFor; window: RsvpWindowService }) {
  return new Hono().get("/", async (c) => {
    const { deadline } = await window.current();
    return c.json(invitationCardContent(contentFor, deadline));
  });
}

export function invitationCardContent(contentFor: ContentFor, deadline: string): InvitationCardContent {
  const first = contentFor("couple");
  const languages = siteLanguages(first);
  return {
    timeZone: first.timeZone,
    colours: first.theme.page,
    languages,
    inLanguages: Object.fromEntries(
      languages.map((language) => [language, cardTexts(contentFor("couple", language), deadline)]),
    ),
  };
}

/**
 * The card's texts in the view's language: the content's, and the card's words from that language's catalogue
 * (with the couple's own words in place of the catalogue's, `words:`).
 */
function cardTexts(content: WeddingContent, deadline: string): InvitationCardTexts {
  const words = wordsFor(content).mail.card;
  return {
    coupleNames: coupleNames(content),
    invitationLine: content.hero.invitationLine,
    events: content.events.map((event) => ({
      id: event.id,
      title: event.title,
      dayLabel: event.dayLabel,
      timeLabel: event.timeLabel,
      start: event.start,
      end: event.end,
      venue: { name: event.venue.name, address: event.venue.address },
    })),
    words: {
      invitationFor: words.invitationFor,
      scanToAnswer: words.scanToAnswer,
      replyBy: fill(words.replyBy, { date: deadlineLabelIn(content, deadline) }),
    },
  };
}
