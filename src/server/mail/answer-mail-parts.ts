import type { WeddingContent } from "../../shared/content-schema.ts";
import { coupleNames } from "../../shared/couple-names.ts";
import { html, type SafeHtml } from "../../shared/html.ts";
import { contactNamesText, telHref } from "../../shared/rsvp-messages.ts";
import { link, type MailLook, paragraph, signature, signatureText } from "./mail-layout.ts";

/**
 * What the answer mails share, the open form's (rsvp-mails.ts) and the
 * households' (household-mails.ts): the words a guest's mail says, the end
 * of a guest's mail, and how the couple's copies write a typed line or an
 * empty field.
 */

/**
 * The fixed words a guest's mail says where a guest's typed words would
 * stand: a mail to a guest carries no typed text but names (quotedName),
 * so the open form cannot make the site mail a stranger's words (issue 30,
 * part 8). The couple's own mails keep every field.
 */
export const GUEST_MAIL_WORDS = {
  greeting: "Hello,",
  messagePassedOn: "Your message was passed on to the couple.",
  dietaryNoted: "Dietary needs noted for:",
  notYou: "If you did not send these answers, you can ignore this mail.",
} as const;

/** The end of every answer's mail: changing the answers, whom to call, the couple's love. */
const ANSWER_MAIL_WORDS = {
  changeLink: (until: string | null) =>
    until
      ? `You can change your answers until ${until} with your personal link:`
      : "You can change your answers with your personal link:",
  call: (contacts: string) => `If anything changes, please call ${contacts}.`,
} as const;

/** What the couple's copies write for a field left empty. */
export const COUPLE_COPY_WORDS = { none: "None" } as const;

/** A guest's one-line field (a name) kept on one line in plain text and subjects. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

function linkParagraph(look: MailLook, href: string, changeUntil: string | null): SafeHtml {
  return paragraph(look, html`${ANSWER_MAIL_WORDS.changeLink(changeUntil)}<br>${link(look, href, href)}`);
}

/**
 * The end of every answer's mail: the personal link to change the answers (when there is one), whom to call
 * if anything changes (with their numbers), the couple, and what to do with a mail one did not ask for.
 */
export function answerMailEnd(
  content: WeddingContent,
  look: MailLook,
  { link: href, changeUntil = null }: { link?: string | null; changeUntil?: string | null },
): { text: string[]; html: SafeHtml } {
  const contacts = contactNamesText(content.rsvp.contacts);
  const phones = content.rsvp.contacts.flatMap(({ name, phone }) => (phone ? [{ name, phone }] : []));
  const couple = coupleNames(content);
  return {
    text: [
      ...(href ? ["", ANSWER_MAIL_WORDS.changeLink(changeUntil), href] : []),
      "",
      ANSWER_MAIL_WORDS.call(contacts),
      ...phones.map(({ name, phone }) => `  ${name}: ${phone}`),
      "",
      ...signatureText(couple),
      GUEST_MAIL_WORDS.notYou,
      "",
    ],
    html: html`
${href ? linkParagraph(look, href, changeUntil) : null}
${paragraph(look, html`${ANSWER_MAIL_WORDS.call(contacts)}${phones.map(({ name, phone }) => html`<br>${link(look, telHref(phone), `${name}: ${phone}`)}`)}`)}
${signature(look, couple)}
${paragraph(look, GUEST_MAIL_WORDS.notYou, { small: true, apart: true })}`,
  };
}
