import type { WordsLike } from "./words.ts";

/**
 * The fixed words of the mails a guest receives (decision 21), in English:
 * the invitation and its reminder, the open form's confirmation and a
 * household's. The mails to the couple (their copy of an RSVP, a household's
 * changes, the test mail) are theirs and stay in English where they are
 * written. The invitation's greeting, opening and ask are the WhatsApp
 * message's too (server/services/invitation-message.ts), in the household's
 * language; kept apart from the page's words so the guest page never ships
 * the mails'.
 */
export const MAIL_WORDS_EN = {
  /** Where a guest's typed words would stand: a guest's mail repeats no typed text but names (issue 30, part 8). */
  guest: {
    greeting: "Hello,",
    messagePassedOn: "Your message was passed on to the couple.",
    dietaryNoted: "Dietary needs noted for:",
    notYou: "If you did not send these answers, you can ignore this mail.",
  },
  /** The end of every answer's mail: changing the answers, whom to call. */
  answerEnd: {
    changeLinkUntil: "You can change your answers until {until} with your personal link:",
    changeLink: "You can change your answers with your personal link:",
    call: "If anything changes, please call {contacts}.",
  },
  /** Before the couple's names at the end of a mail. */
  withLove: "With love,",
  /** Under an event's place, the content's hint to find it. */
  hint: "Hint: {hint}",
  /** The open form's confirmation (rsvp-confirmation): one thank-you, whichever the answer. */
  rsvpConfirmation: {
    subjectAttending: "RSVP received: {event}, we look forward to seeing you",
    subjectDeclined: "RSVP received: {event}, we will miss you",
    received: "We received an RSVP to {event} in the name {name}.",
    declined: "We have you down as not attending. Thank you for letting us know; you will be missed.",
    attending: "Thank you! We have you down as attending.",
    attendingWithPartner: "Thank you! We have you down as attending with a partner: a party of 2.",
    heading: "The celebration",
    theme: "Theme: {theme}",
    calendar: "The attached {file} adds the celebration to your calendar.",
  },
  /** A household's confirmation (household-confirmation): thanked once, as the household's form thanks it. */
  householdConfirmation: {
    subjectAttending: "Your answers: {event}, we look forward to seeing you",
    subjectDeclined: "Your answers: {event}, thank you for letting us know",
    received: "We received the answers of {household} to {event}.",
    attendingClosing: "Thank you! We look forward to seeing you.",
    declinedClosing: "Thank you for letting us know. You will be missed!",
    heading: "Your answers",
    noAnswer: "no answer yet",
    notAttending: "not attending",
    attending: "attending",
    /** A seat the household has not named. */
    unnamedGuest: "Unnamed guest",
    calendar: "The attached {file} adds the events you attend to your calendar.",
  },
  /** The household's invitation (household-invitation) and reminder (household-reminder). */
  invitation: {
    subject: "You're invited: {event}",
    reminderSubject: "A reminder: please RSVP to {event} by {deadline}",
    greeting: "Dear {household},",
    opening: "{couple} would love you to join them at their wedding!",
    reminderOpening: "{couple} send a gentle reminder: they would love to know if you can come to their wedding.",
    ask: "Please let us know by {deadline} with your personal invitation:",
    button: "Open your invitation",
    reminderButton: "Answer your invitation",
    orLink: "Or open this link:",
  },
  /**
   * The household's printed invitation card (the admin prints it in the household's language): the words
   * around the content's, the QR code and the personal link.
   */
  card: {
    /** Above the household's name, as the couple wrote it. */
    invitationFor: "A personal invitation for",
    /** Under the QR code, before the short link. */
    scanToAnswer: "Scan to answer, or open",
    replyBy: "Please let us know who is coming by {date}.",
  },
} as const;

export type MailWords = WordsLike<typeof MAIL_WORDS_EN>;
