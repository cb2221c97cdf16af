import type { WeddingContent } from "../../shared/content-schema.ts";
import { coupleNames } from "../../shared/couple-names.ts";
import { html, type SafeHtml } from "../../shared/html.ts";
import { contactNamesText, telHref } from "../../shared/rsvp-messages.ts";
import type { MailWords } from "../../shared/words/mail-en.ts";
import { fill } from "../../shared/words/words.ts";
import { link, type MailLook, paragraph, signature, signatureText } from "./mail-layout.ts";

/**
 * What the answer mails share, the open form's (rsvp-mails.ts) and the
 * households' (household-mails.ts): the words a guest's mail says, the end
 * of a guest's mail, and how the couple's copies write a typed line or an
 * empty field. A guest's mail says fixed words (MAIL_WORDS_EN.guest) where
 * typed words would stand: it carries no typed text but names (quotedName),
 * so the open form cannot make the site mail a stranger's words (issue 30,
 * part 8). The couple's own mails keep every field.
 */

/** What the couple's copies write for a field left empty. */
export const COUPLE_COPY_WORDS = { none: "None" } as const;

/** A guest's one-line field (a name) kept on one line in plain text and subjects. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

function changeLinkText(words: MailWords, until: string | null): string {
  return until ? fill(words.answerEnd.changeLinkUntil, { until }) : words.answerEnd.changeLink;
}

/**
 * The end of every answer's mail: the personal link to change the answers (when there is one), whom to call
 * if anything changes (with their numbers), the couple, and what to do with a mail one did not ask for.
 */
export function answerMailEnd(
  content: WeddingContent,
  look: MailLook,
  words: MailWords,
  { link: href, changeUntil = null }: { link?: string | null; changeUntil?: string | null },
): { text: string[]; html: SafeHtml } {
  const contacts = contactNamesText(content.rsvp.contacts);
  const phones = content.rsvp.contacts.flatMap(({ name, phone }) => (phone ? [{ name, phone }] : []));
  const couple = coupleNames(content);
  const changeLink = changeLinkText(words, changeUntil);
  const call = fill(words.answerEnd.call, { contacts });
  return {
    text: [
      ...(href ? ["", changeLink, href] : []),
      "",
      call,
      ...phones.map(({ name, phone }) => `  ${name}: ${phone}`),
      "",
      ...signatureText(couple, words),
      words.guest.notYou,
      "",
    ],
    html: html`
${href ? paragraph(look, html`${changeLink}<br>${link(look, href, href)}`) : null}
${paragraph(look, html`${call}${phones.map(({ name, phone }) => html`<br>${link(look, telHref(phone), `${name}: ${phone}`)}`)}`)}
${signature(look, couple, words)}
${paragraph(look, words.guest.notYou, { small: true, apart: true })}`,
  };
}
