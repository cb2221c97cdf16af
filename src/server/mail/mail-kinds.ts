import { z } from "zod";

/**
 * Every kind of mail the outbox holds, each with a template in the registry
 * (templates.ts). The outbox stores only a mail's facts (for an RSVP, a few
 * hundred bytes of JSON); the message is rendered from them and the content
 * when it is sent. Each template picks the view of the content its reader
 * may see (decision 045): the couple's mails every event, a household's its
 * own, the open form's the public ones. This module holds no template:
 * anyone may import a kind or its data's schema without pulling them in.
 */
export const MAIL_KINDS = {
  guestConfirmation: "rsvp-confirmation",
  coupleNotification: "rsvp-notification",
  householdConfirmation: "household-confirmation",
  householdChange: "household-change",
  householdInvitation: "household-invitation",
  householdReminder: "household-reminder",
  testMail: "test-mail",
} as const;
export type MailKind = (typeof MAIL_KINDS)[keyof typeof MAIL_KINDS];

/** A test mail the couple sends from the admin: nothing of a guest's, only when they asked for it. */
export const TestMailDataSchema = z.object({ requestedAt: z.string() });
export type TestMailData = z.infer<typeof TestMailDataSchema>;

/** What the outbox row's `message` holds for the RSVP mails; parsed when the mail is sent, never cast. */
export const RsvpMailDataSchema = z.object({
  name: z.string(),
  email: z.string(),
  attending: z.boolean(),
  partnerName: z.string().nullable(),
  message: z.string().nullable(),
  submittedAt: z.iso.datetime(),
  /** The personal link of the RSVP's self-registered household; absent or null without the site's origin. */
  link: z.string().nullish(),
  /** The deadline label when answers close then ("August 1, 2025"); null when they stay open. */
  changeUntil: z.string().nullish(),
});
export type RsvpMailData = z.infer<typeof RsvpMailDataSchema>;

const EventAnswerDataSchema = z.object({ attending: z.boolean(), meal: z.string().nullable() });
export type EventAnswerData = z.infer<typeof EventAnswerDataSchema>;

/** A household's answers, for the guest's confirmation (household-confirmation). */
export const HouseholdMailDataSchema = z.object({
  displayName: z.string(),
  /** The events it is invited to, in the content's order. */
  eventIds: z.array(z.string()),
  guests: z.array(
    z.object({
      /** Null: an unnamed seat. */
      name: z.string().nullable(),
      dietary: z.string().nullable(),
      answers: z.record(z.string(), EventAnswerDataSchema),
    }),
  ),
  message: z.string().nullable(),
  /** The personal link; null without the site's origin. */
  link: z.string().nullable(),
  changeUntil: z.string().nullable(),
  /**
   * The household's language when the mail was queued (a code of the site's languages): the mail is rendered in
   * it however long it waits. Rows from before it was stored lack it: they are in the site's first language.
   */
  language: z.string().optional(),
});
export type HouseholdMailData = z.infer<typeof HouseholdMailDataSchema>;

/** What changed in a household's answers, for the couple (household-change). */
export const HouseholdChangeMailDataSchema = z.object({
  displayName: z.string(),
  email: z.string().nullable(),
  link: z.string().nullable(),
  /** The household's first answers: every answer is "answered", not a change. */
  first: z.boolean(),
  answers: z.array(
    z.object({
      guest: z.string(),
      eventId: z.string(),
      before: EventAnswerDataSchema.nullable(),
      after: EventAnswerDataSchema.nullable(),
    }),
  ),
  /** An unnamed seat named (before null), or a seat's name changed. */
  names: z.array(z.object({ before: z.string().nullable(), after: z.string().nullable() })),
  dietary: z.array(z.object({ guest: z.string(), before: z.string().nullable(), after: z.string().nullable() })),
  message: z.object({ before: z.string().nullable(), after: z.string().nullable() }).nullable(),
  changedAt: z.iso.datetime(),
  /**
   * The events the household is invited to, in the content's order. Rows
   * from before it was stored lack it: the events their answers name.
   */
  eventIds: z.array(z.string()).optional(),
});
export type HouseholdChangeMailData = z.infer<typeof HouseholdChangeMailDataSchema>;
