import { contrastRatio, mixHex } from "../../shared/colours.ts";
import { placeOf, type WeddingContent } from "../../shared/content-schema.ts";
import { coupleNames } from "../../shared/couple-names.ts";
import type { LabelStyle } from "../../shared/date-labels.ts";
import { FONT_FAMILIES } from "../../shared/font-families.ts";
import { html, type SafeHtml } from "../../shared/html.ts";
import { htmlLanguage } from "../../shared/page-languages.ts";
import { MANIFEST_ICONS, SHARE_IMAGE, shareImageAlt } from "../../shared/site-files.ts";
import { wordsIn } from "../../shared/words/catalogues.ts";
import { MAIL_WORDS_EN, type MailWords } from "../../shared/words/mail-en.ts";
import { fill, type Language } from "../../shared/words/words.ts";
import { publicSiteOrigin } from "../site-origin.ts";

/**
 * The one look every mail has: the couple's page colours and type, their
 * names as the heading, on a card of at most 600 px that reads on a phone.
 * Every style is inline (mail clients drop <style>), the layout is tables
 * (Outlook ignores max-width on a div), and nothing is loaded from anywhere
 * but the site's own origin. A mail client loads no web font of ours: the
 * couple's families are named first, a system face after.
 */

type MailEvent = WeddingContent["events"][number];

const WHITE = "#ffffff";
/** WCAG AA for normal text. */
const READABLE = 4.5;
const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "'Helvetica Neue', Helvetica, Arial, sans-serif";

/** The colours and faces a mail draws with, from the content (theme.page and theme.fonts). */
export interface MailLook {
  /** The page's text colour: it reads on the card (white) and on the page's background, as the content check holds. */
  ink: string;
  /** The page's background: around the card and behind each event. */
  page: string;
  /** Links and the button; white reads on it and it reads on white (the same pair, checked). */
  accent: string;
  /** Small print: the page's warm accent where it reads on white, else the text colour. */
  quiet: string;
  /** Hairlines and the rule under the names. */
  line: string;
  display: string;
  text: string;
}

export function mailLook(content: Pick<WeddingContent, "theme">): MailLook {
  const { page, fonts } = content.theme;
  const families = FONT_FAMILIES[fonts];
  return {
    ink: page.text,
    page: page.background,
    accent: page.accent,
    quiet: contrastRatio(page.earth, WHITE) >= READABLE ? page.earth : page.text,
    line: mixHex(page.accent, WHITE, 0.7),
    display: `'${families.display}', ${SERIF}`,
    text: `'${families.text}', ${SANS}`,
  };
}

/** A picture at the top of the card: the share image across it, or the couple's monogram in a circle. */
export interface MailPicture {
  src: string;
  alt: string;
  shape: "banner" | "monogram";
}

/**
 * The invitation's picture, on the site's origin (none without one): the
 * share image (the couple's names, the public events' dates and place) when
 * the household is invited to every public event, so it names no day the
 * household is not asked to; else the couple's monogram (the home-screen icon).
 */
export function invitationPicture(
  publicView: WeddingContent,
  eventIds: readonly string[] | undefined,
): MailPicture | null {
  const origin = publicSiteOrigin(publicView);
  if (!origin) return null;
  const invitedToAll = eventIds !== undefined && publicView.events.every((event) => eventIds.includes(event.id));
  if (invitedToAll) {
    return { src: `${origin}/${SHARE_IMAGE.fileName}`, alt: shareImageAlt(publicView), shape: "banner" };
  }
  const [, monogram] = MANIFEST_ICONS;
  return { src: `${origin}/${monogram.fileName}`, alt: publicView.couple.initials, shape: "monogram" };
}

export interface MailPageInput {
  /** The mail's subject: the document's title. */
  title: string;
  content: WeddingContent;
  body: SafeHtml;
  /** The line an inbox shows after the subject; the first words of the body when absent. */
  preview?: string;
  picture?: MailPicture | null;
  /** A small line above the names (the hero's invitation line). */
  overline?: string;
}

/** The whole HTML document of a mail, in its view's language (htmlLanguage: the couple's own tag for the first). */
export function mailPage({ title, content, body, preview, picture, overline }: MailPageInput): string {
  const look = mailLook(content);
  const origin = publicSiteOrigin(content);
  return html`<!doctype html>
<html lang="${htmlLanguage(content)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${title}</title>
</head>
<body style="margin:0;padding:0;background-color:${look.page};color:${look.ink};font-family:${look.text};font-size:16px;line-height:1.6;-webkit-text-size-adjust:100%">
${preview ? html`<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:transparent">${preview}</div>` : null}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${look.page}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:${WHITE};border:1px solid ${look.line};border-radius:12px;border-collapse:separate">
${picture?.shape === "banner" ? html`<tr><td style="padding:0;border-radius:12px 12px 0 0;overflow:hidden"><img src="${picture.src}" alt="${picture.alt}" width="600" style="display:block;width:100%;max-width:600px;height:auto;border:0;border-radius:11px 11px 0 0;color:${look.ink};font-family:${look.text};font-size:16px;line-height:1.4"></td></tr>` : null}
<tr><td align="center" style="padding:32px 24px 0;text-align:center">
${picture?.shape === "monogram" ? html`<img src="${picture.src}" alt="${picture.alt}" width="88" height="88" style="display:block;margin:0 auto 16px;width:88px;height:88px;border:0;border-radius:44px;color:${look.ink};font-family:${look.display};font-size:24px">` : null}
${overline ? html`<p style="margin:0 0 8px;font-family:${look.text};font-size:12px;line-height:1.5;letter-spacing:2px;text-transform:uppercase;color:${look.quiet}">${overline}</p>` : null}
<h1 style="margin:0;font-family:${look.display};font-size:36px;line-height:1.25;font-weight:normal;color:${look.ink}">${coupleNames(content)}</h1>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:16px auto 0"><tr><td width="48" height="2" style="width:48px;height:2px;font-size:0;line-height:0;background-color:${look.accent}">&nbsp;</td></tr></table>
</td></tr>
<tr><td style="padding:24px 24px 32px;font-family:${look.text};font-size:16px;line-height:1.6;color:${look.ink};text-align:left">
${body}
</td></tr>
</table>
${origin ? html`<p style="margin:16px 0 0;font-family:${look.text};font-size:13px;line-height:1.5;color:${look.ink}"><a href="${origin}/" style="color:${look.ink};text-decoration:underline">${new URL(origin).host}</a></p>` : null}
</td></tr>
</table>
</body>
</html>
`.value;
}

/** A paragraph of the body; `small` for the notes at its end. */
export function paragraph(
  look: MailLook,
  content: SafeHtml | string,
  options: { small?: boolean; apart?: boolean } = {},
): SafeHtml {
  // `apart`: the closing note under the signature, a hairline above it.
  const apart = options.apart ? `margin-top:24px;padding-top:16px;border-top:1px solid ${look.line};` : "";
  return options.small
    ? html`<p style="margin:0 0 16px;${apart}font-size:14px;line-height:1.5;color:${look.quiet}">${content}</p>`
    : html`<p style="margin:0 0 16px;${apart}">${content}</p>`;
}

export function heading(look: MailLook, text: string): SafeHtml {
  return html`<h2 style="margin:32px 0 12px;font-family:${look.display};font-size:24px;line-height:1.3;font-weight:normal;color:${look.ink}">${text}</h2>`;
}

export function link(look: MailLook, href: string, text: string): SafeHtml {
  return html`<a href="${href}" style="color:${look.accent};text-decoration:underline;word-break:break-all">${text}</a>`;
}

/** A button made of a table cell, so Outlook draws its colour too. */
export function button(look: MailLook, href: string, label: string): SafeHtml {
  return html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px"><tr><td style="border-radius:8px;background-color:${look.accent}"><a href="${href}" style="display:inline-block;padding:14px 28px;font-family:${look.text};font-size:16px;line-height:1.2;font-weight:bold;color:${WHITE};text-decoration:none;border-radius:8px">${label}</a></td></tr></table>`;
}

/** Label and value rows (the couple's copies). */
export function factsTable(look: MailLook, rows: readonly (readonly [string, string | SafeHtml])[]): SafeHtml {
  return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:0 0 16px">
${rows.map(
  ([label, value]) =>
    html`<tr><th scope="row" style="text-align:left;vertical-align:baseline;padding:8px 16px 8px 0;border-bottom:1px solid ${look.line};font-size:14px;font-weight:bold;white-space:nowrap">${label}</th><td style="vertical-align:baseline;padding:8px 0;border-bottom:1px solid ${look.line};white-space:pre-wrap;word-break:break-word">${value}</td></tr>`,
)}
</table>`;
}

/** What a mail says of an event, in the page's words: its day and time (the wedding's zone), where, how to find it. */
export interface EventDetails {
  hint?: boolean;
  description?: boolean;
}

/** "Church: Saturday 2 May 2026, 10:00 AM", then where (and, when asked, the hint and description), indented. */
export function eventText(event: MailEvent, details: EventDetails = {}, words: MailWords = MAIL_WORDS_EN): string[] {
  return [
    `${event.title}: ${event.dayLabel}, ${event.timeLabel}`,
    `  ${placeOf(event)}`,
    ...(details.hint && event.venue.directionsHint ? [`  ${hintText(words, event.venue.directionsHint)}`] : []),
    ...(details.description && event.description ? [`  ${event.description}`] : []),
  ];
}

/** An event as a panel of the page's background with the accent's rule: title, when, where; `extra` below (a household's answers). */
export function eventCard(
  look: MailLook,
  event: MailEvent,
  details: EventDetails = {},
  extra: SafeHtml | null = null,
  words: MailWords = MAIL_WORDS_EN,
): SafeHtml {
  const named = event.venue.name !== event.title;
  return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-collapse:collapse">
<tr><td style="padding:14px 16px;background-color:${look.page};border-left:3px solid ${look.accent};color:${look.ink}">
<p style="margin:0;font-family:${look.display};font-size:22px;line-height:1.3;color:${look.ink}">${event.title}</p>
<p style="margin:4px 0 0;font-weight:bold">${event.dayLabel}, ${event.timeLabel}</p>
<p style="margin:4px 0 0">${named ? html`${event.venue.name}<br>` : null}${event.venue.address}</p>
${details.hint && event.venue.directionsHint ? html`<p style="margin:4px 0 0;font-size:14px">${hintText(words, event.venue.directionsHint)}</p>` : null}
${details.description && event.description ? html`<p style="margin:8px 0 0">${event.description}</p>` : null}
${extra}
</td></tr>
</table>`;
}

function hintText(words: MailWords, hint: string): string {
  return fill(words.hint, { hint });
}

/** How the couple's copies write a time: the wedding's zone and language, whatever the server's clock says. */
export function labelStyle(content: WeddingContent): LabelStyle {
  return { language: content.site.language, timeZone: content.timeZone, monthNames: content.site.monthNames };
}

/** The events a household is invited to, in the content's order: never one of the view that is not its own. */
export function householdEvents(content: WeddingContent, eventIds: readonly string[]): MailEvent[] {
  return content.events.filter((event) => eventIds.includes(event.id));
}

/** "With love," and the couple's names in their display face. */
export function signature(look: MailLook, couple: string, words: MailWords = MAIL_WORDS_EN): SafeHtml {
  return html`<p style="margin:24px 0 0">${words.withLove}<br><span style="font-family:${look.display};font-size:24px;line-height:1.4">${couple}</span></p>`;
}

export function signatureText(couple: string, words: MailWords = MAIL_WORDS_EN): string[] {
  return [words.withLove, couple, ""];
}

/**
 * The words of a guest's mail: in `language` when the caller names one (a
 * household's own, one day), else in the site's language.
 */
export function guestMailWords(content: Pick<WeddingContent, "site" | "words">, language?: Language): MailWords {
  return wordsIn(content, language).mail;
}
