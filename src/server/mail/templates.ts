import type { z } from "zod";
import type { ContentFor } from "../../shared/content-schema.ts";
import { coupleNames } from "../../shared/couple-names.ts";
import { momentLabel } from "../../shared/date-labels.ts";
import { html } from "../../shared/html.ts";
import { isLanguage, type Language } from "../../shared/words/words.ts";
import type { NewOutboxMail } from "../db/outbox-repository.ts";
import { householdChange, householdConfirmation } from "./household-mails.ts";
import { householdInvitation, householdReminder, InvitationMailDataSchema } from "./invitation-mails.ts";
import {
  HouseholdChangeMailDataSchema,
  HouseholdMailDataSchema,
  MAIL_KINDS,
  type MailKind,
  RsvpMailDataSchema,
  type TestMailData,
  TestMailDataSchema,
} from "./mail-kinds.ts";
import { labelStyle, mailLook, mailPage, paragraph } from "./mail-layout.ts";
import type { RenderedMail } from "./mail-transport.ts";
import { coupleNotification, guestConfirmation } from "./rsvp-mails.ts";

/**
 * The registry of templates, one per kind (mail-kinds.ts), and renderMail,
 * which the outbox sender calls; the couple's test mail is the one template
 * written here.
 */

const TEST_MAIL_WORDS = {
  subject: (couple: string) => `A test mail from ${couple}'s wedding site`,
  lines: (askedAt: string) => [
    "This is the test mail you asked for in your wedding site's admin.",
    "If it reached you, mail is set up: your guests' invitations, reminders and confirmations go out the same way.",
    `Asked for at ${askedAt}.`,
  ],
} as const;

/** The couple's test mail: it went out as guests' mails go, and says what that proves. */
export function testMail(data: TestMailData, views: ContentFor): RenderedMail {
  const content = views("couple");
  const look = mailLook(content);
  const subject = TEST_MAIL_WORDS.subject(coupleNames(content));
  const lines = TEST_MAIL_WORDS.lines(momentLabel(data.requestedAt, labelStyle(content)));
  return {
    subject,
    text: `${lines.join("\n\n")}\n`,
    html: mailPage({ title: subject, content, body: html`${lines.map((line) => paragraph(look, line))}` }),
    attachments: [],
  };
}

export class UnknownMailKindError extends Error {
  override name = "UnknownMailKindError";
}

/**
 * A kind's data schema, and its render fed only with data that schema parsed, in the language asked for, else
 * the one stored with the data (storedLanguage).
 */
function mailTemplate<Schema extends z.ZodType>(
  schema: Schema,
  render: (data: z.output<Schema>, views: ContentFor, language?: Language) => RenderedMail,
) {
  return {
    schema,
    render: (stored: unknown, views: ContentFor, language?: Language) => {
      const data = schema.parse(stored);
      return render(data, views, language ?? storedLanguage(data));
    },
  };
}

/**
 * The language a guest's mail was queued in: the outbox row's data carries its household's language, taken when
 * the mail was queued (invitation-sending.ts, invitation-service.ts), so a mail sent later (a retry, a settling
 * confirmation) is in the language chosen then, with no read of the household at sending. A code this version
 * has no words for (a row from a newer one) is left out: the mail is in the site's first language.
 */
function storedLanguage(data: unknown): Language | undefined {
  if (typeof data !== "object" || data === null || !("language" in data)) return undefined;
  return typeof data.language === "string" && isLanguage(data.language) ? data.language : undefined;
}

/** One entry per kind: the compiler refuses a kind without a template. */
const MAIL_TEMPLATES = {
  [MAIL_KINDS.guestConfirmation]: mailTemplate(RsvpMailDataSchema, guestConfirmation),
  [MAIL_KINDS.coupleNotification]: mailTemplate(RsvpMailDataSchema, coupleNotification),
  [MAIL_KINDS.householdConfirmation]: mailTemplate(HouseholdMailDataSchema, householdConfirmation),
  [MAIL_KINDS.householdChange]: mailTemplate(HouseholdChangeMailDataSchema, householdChange),
  [MAIL_KINDS.householdInvitation]: mailTemplate(InvitationMailDataSchema, householdInvitation),
  [MAIL_KINDS.householdReminder]: mailTemplate(InvitationMailDataSchema, householdReminder),
  [MAIL_KINDS.testMail]: mailTemplate(TestMailDataSchema, testMail),
} satisfies Record<MailKind, ReturnType<typeof mailTemplate>>;

/** What a mail of this kind is rendered from: the `message` its outbox row stores. */
export type MailData<Kind extends MailKind> = z.output<(typeof MAIL_TEMPLATES)[Kind]["schema"]>;

/** A mail to queue: one of the kinds with a template, with the data that kind renders from. */
export type MailToQueue = { [Kind in MailKind]: NewOutboxMail<Kind, MailData<Kind>> }[MailKind];

/**
 * Renders a mail as stored: its kind picks the template, whose schema parses
 * the data, and the template the view of the content (`views`, each
 * audience's) its reader may see. A guest's mail is in `language`, else the
 * language stored with it, else the site's first: the content's view in that
 * language and its words (a language the site does not have reads as its
 * first); the couple's are in English. A kind with no template (a
 * row from a newer version) throws UnknownMailKindError; data that does not
 * parse throws the schema's error.
 */
export function renderMail(kind: string, stored: unknown, views: ContentFor, language?: Language): RenderedMail {
  if (!isMailKind(kind)) throw new UnknownMailKindError(`No template for mail kind "${kind}"`);
  return MAIL_TEMPLATES[kind].render(stored, views, language);
}

function isMailKind(kind: string): kind is MailKind {
  return Object.hasOwn(MAIL_TEMPLATES, kind);
}
