import type { CSSProperties } from "react";
import type { AdminHousehold, InvitationCardContent } from "../../../shared/household-schemas.ts";
import { INVITATION_CARD_WORDS } from "../../../shared/households.ts";
import { PAGE_WORDS_EN } from "../../../shared/words/page-en.ts";
import { fill } from "../../../shared/words/words.ts";
import { QrCode } from "../../components/qr-code.tsx";
import { shortLink } from "./guest-list.ts";

/** The couple's page colours as the cards' CSS variables (admin.css, "Invitation cards"). */
export function cardColours({ colours }: InvitationCardContent): CSSProperties {
  return {
    "--card-ink": colours.text,
    "--card-accent": colours.accent,
    "--card-soft": colours.soft,
    "--card-earth": colours.earth,
  } as CSSProperties;
}

/**
 * One household's printed invitation: the content's invitation line and the couple's names, the household,
 * each event it is invited to (and no other) with its day, time and place as the guest page prints them, and
 * the QR code of its personal link with the link written out and the day to answer by. Every word a guest
 * reads is the content's or the guest page's own (PAGE_WORDS_EN.greeting, INVITATION_CARD_WORDS).
 */
export function InvitationCard({
  household,
  content,
  url,
  deadlineLabel,
}: {
  household: Pick<AdminHousehold, "displayName" | "eventIds">;
  content: InvitationCardContent;
  url: string;
  deadlineLabel: string;
}) {
  const events = content.events.filter((event) => household.eventIds.includes(event.id));
  return (
    <div className="invitation-card-frame">
      <header className="invitation-card-head">
        <p className="invitation-card-line">{content.invitationLine}</p>
        <p className="invitation-card-names">{content.coupleNames}</p>
        <p className="invitation-card-for">{PAGE_WORDS_EN.greeting.invitationFor}</p>
        <p className="invitation-card-household">{household.displayName}</p>
      </header>
      <ul className="invitation-card-events" aria-label={`Events ${household.displayName} is invited to`}>
        {events.map((event) => (
          <li key={event.id} className="invitation-card-event">
            <p className="invitation-card-event-title">{event.title}</p>
            <p className="invitation-card-when">
              <span>{event.dayLabel}</span> · <span>{event.timeLabel}</span>
            </p>
            <p className="invitation-card-where">
              {/* The guest page's rule: a venue named after its event is not named twice. */}
              {event.venue.name !== event.title ? <span>{event.venue.name}, </span> : null}
              {event.venue.address}
            </p>
          </li>
        ))}
      </ul>
      <div className="invitation-card-answer">
        <QrCode
          text={url}
          label={`QR code of the invitation link for ${household.displayName}`}
          className="invitation-card-qr"
        />
        <div className="invitation-card-answer-words">
          <p>{INVITATION_CARD_WORDS.scanToAnswer}</p>
          <p className="invitation-card-link">{shortLink(url)}</p>
          <p className="invitation-card-reply">{fill(PAGE_WORDS_EN.greeting.replyBy, { date: deadlineLabel })}</p>
        </div>
      </div>
    </div>
  );
}
