import { Hono } from "hono";
import type { ContentFor, WeddingContent } from "../../shared/content-schema.ts";
import { coupleNames } from "../../shared/couple-names.ts";
import type { InvitationCardContent } from "../../shared/household-schemas.ts";

/**
 * GET invitation-cards (GUEST_LIST_API.invitationCards), mounted behind the admin's session: what the printed
 * cards say of the wedding. The events' places stay out of the admin's code, which anyone can download; they
 * come from here, from the couple's view of the content (every event, those by invitation only too).
 */
export function invitationCardRoutes({ contentFor }: { contentFor: ContentFor }) {
  return new Hono().get("/", (c) => c.json(invitationCardContent(contentFor("couple"))));
}

export function invitationCardContent(content: WeddingContent): InvitationCardContent {
  return {
    coupleNames: coupleNames(content),
    invitationLine: content.hero.invitationLine,
    timeZone: content.timeZone,
    colours: content.theme.page,
    events: content.events.map((event) => ({
      id: event.id,
      title: event.title,
      dayLabel: event.dayLabel,
      timeLabel: event.timeLabel,
      start: event.start,
      end: event.end,
      venue: { name: event.venue.name, address: event.venue.address },
    })),
  };
}
