import type { CSSProperties } from "react";
import type { AdminHousehold, InvitationCardContent, InvitationCardTexts } from "../../../shared/household-schemas.ts";
import { languageAmong } from "../../../shared/page-languages.ts";
import type { Language } from "../../../shared/words/words.ts";
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
 * The household's card in its language: the texts of its language, or of the site's first when the site no
 * longer has it (as its link and mails read it).
 */
export function cardInLanguage(
  content: InvitationCardContent,
  household: Pick<AdminHousehold, "language">,
): { language: Language; texts: InvitationCardTexts } | null {
  const first = content.languages[0];
  const language = languageAmong(
    { site: { language: first ?? "en", languages: content.languages } },
    household.language,
  );
  const texts = content.inLanguages[language];
  return texts ? { language, texts } : null;
}

/**
 * One household's printed invitation, in its language: the content's invitation line and the couple's names,
 * the household, each event it is invited to (and no other) with its day, time and place as the guest page
 * prints them, and the QR code of its personal link with the link written out and the day to answer by. Every
 * word a guest reads is the content's or the card's words of its language (MAIL_WORDS_EN.card), both from the
 * admin API.
 */
export function InvitationCard({
  household,
  texts,
  language,
  url,
}: {
  household: Pick<AdminHousehold, "displayName" | "eventIds">;
  texts: InvitationCardTexts;
  language: Language;
  url: string;
}) {
  const events = texts.events.filter((event) => household.eventIds.includes(event.id));
  return (
    <div className="invitation-card-frame" lang={language}>
      <header className="invitation-card-head">
        <p className="invitation-card-line">{texts.invitationLine}</p>
        <p className="invitation-card-names">{texts.coupleNames}</p>
        <p className="invitation-card-for">{texts.words.invitationFor}</p>
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
          <p>{texts.words.scanToAnswer}</p>
          <p className="invitation-card-link">{shortLink(url)}</p>
          <p className="invitation-card-reply">{texts.words.replyBy}</p>
        </div>
      </div>
    </div>
  );
}
