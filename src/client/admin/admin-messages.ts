import { ADMIN_ERROR_CODES } from "../../shared/admin-api.ts";
import type { ApiFailure } from "../lib/api.ts";

/** The admin page's words for the server's answers, in one table. */

export const ADMIN_MESSAGES = {
  wrongPassword: "That password is not right. Please try again.",
  sessionEnded: "You were signed out. Please sign in again.",
  signedOut: "You are signed out.",
  signedOutEverywhere: "You are signed out on every device.",
  unreachable: "The server could not be reached. Check the connection and try again.",
} as const;

/** "Too many failed sign-ins. Please try again in 15 minutes." */
export function lockedOutMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-ins. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/** "Signing in is paused for everyone for 15 minutes after too many wrong passwords. …" */
export function signInPausedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many wrong passwords have been tried on this site, so signing in is paused for everyone. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}. Anyone already signed in stays signed in.`;
}

/** What the sign-in form says when the server refuses a password. */
export function signInFailureMessage(failure: ApiFailure): string {
  if (failure.kind === "unreachable") return ADMIN_MESSAGES.unreachable;
  switch (failure.code) {
    case ADMIN_ERROR_CODES.wrongPassword:
      return ADMIN_MESSAGES.wrongPassword;
    case ADMIN_ERROR_CODES.lockedOut:
      // The server's own message when it gave no Retry-After to count from.
      return failure.retryAfterSeconds === undefined ? failure.message : lockedOutMessage(failure.retryAfterSeconds);
    case ADMIN_ERROR_CODES.signInPaused:
      return failure.retryAfterSeconds === undefined ? failure.message : signInPausedMessage(failure.retryAfterSeconds);
    default:
      return failure.message;
  }
}

/** What a failed dashboard or photo call says (a 401 never gets here: it signs the page out). */
export function actionFailureMessage(failure: ApiFailure): string {
  if (failure.kind === "unreachable") return ADMIN_MESSAGES.unreachable;
  return failure.message;
}

/** True when the session is gone (expired, signed out elsewhere): the page goes back to the sign-in form. */
export function isSessionEnded(failure: ApiFailure): boolean {
  return failure.kind === "error" && failure.status === 401;
}

/**
 * The household editor when the household changed after it was opened (a
 * 409 version_conflict): what it says, and the words of the list of what
 * changed (household-changes.ts).
 */
export const HOUSEHOLD_CHANGE_MESSAGES = {
  changed:
    "This household changed while you were editing it: its guests answered on their link, or it was saved somewhere else. Nothing was saved, so nothing of theirs was lost. What changed:",
  reapply: "Load the household as it is now and re-apply my changes",
  deleteChanged:
    "This household changed since the list was shown: its guests may have answered on their link. Nothing was deleted. Delete it as it is now, or cancel to look at it first.",
  reapplied:
    "This is the household as it is now, with your changes re-applied on top. Check it, then save again. What had changed:",
  listLabel: "What changed since you opened this household",
  nothing: "(none)",
  noAnswer: "No answer",
  attending: "Attending",
  declined: "Not attending",
  yes: "Yes",
  no: "No",
  notOnList: "Not on the list",
  onList: "On the list",
  householdName: "Household name",
  email: "Email",
  phone: "Phone",
  message: "Message from the household",
  invitedTo: "Invited to",
  language: "Language",
} as const;

/** "Attending (Fish)": an answer with its meal. */
export function attendingWithMeal(meal: string): string {
  return `${HOUSEHOLD_CHANGE_MESSAGES.attending} (${meal})`;
}

/** What changed about one guest: "Ada Okafor, Dinner", "Ada Okafor: dietary needs"… */
export const GUEST_CHANGE_LABELS = {
  answer: (guest: string, event: string) => `${guest}, ${event}`,
  name: (guest: string) => `${guest}: name`,
  dietary: (guest: string) => `${guest}: dietary needs`,
  child: (guest: string) => `${guest}: child`,
  seat: (guest: string) => `${guest}: unnamed guest (+1)`,
  presence: (guest: string) => guest,
} as const;

/** "before → after", as the list of changes shows each one. */
export function changeText(label: string, before: string, after: string): string {
  return `${label}: ${before} → ${after}`;
}

/** What the admin says of mail while it is not set up (no SMTP_URL): the server only saves each mail as a file. */
export const MAIL_SETUP_MESSAGES = {
  notSetUpTitle: "Mail is not set up",
  notSetUp:
    "No guest receives a mail from this site yet: invitations, reminders and confirmations are only saved as files on the server. Enter your mail provider's settings on the Mail tab (or have the server's operator set SMTP_URL and MAIL_FROM), then send yourself a test mail.",
  /** The outbox's "sent", said as what really happened. */
  savedAsFile: "Saved as a file",
  savedAsFileNote: "saved as a file: mail is not set up",
} as const;

/** The outbox's statuses as the admin names them: "sent" is "Saved as a file" while mail goes only to files. */
export function outboxStatusLabel(status: "sent" | "pending" | "failed", delivery: "smtp" | "file"): string {
  if (status === "sent") return delivery === "file" ? MAIL_SETUP_MESSAGES.savedAsFile : "Sent";
  return status === "pending" ? "Pending" : "Failed";
}

/** A household's language the couple has since taken off the site: it still says so, and which language it reads. */
export function languageRemovedText(language: string, first: string): string {
  return `${language} (no longer one of the site's languages: reads ${first})`;
}

/** The Mail tab: the couple's own mail provider (docs/decisions/053-mail-the-couple-can-set-up.md). */
export const MAIL_SETTINGS_MESSAGES = {
  title: "Mail",
  loading: "Loading the mail settings…",
  intro:
    "Invitations, reminders and confirmations go out through a mail provider. Enter your provider's settings (its help pages or control panel list them), send yourself a test mail, then save.",
  formTitle: "Your provider's settings",
  labels: {
    host: "Mail server (SMTP)",
    port: "Port",
    security: "Encryption",
    username: "User name",
    password: "Password",
    fromAddress: "From address",
    fromName: "From name",
  },
  hostHint: "e.g. smtp.gmail.com",
  portHint: "465 or 587",
  setByOperator:
    "The server's operator has set up mail in the server's environment (SMTP_URL), which always wins: settings cannot be saved here. Ask them to remove SMTP_URL if you want to use your own provider. You can still send a test mail the way mail goes now.",
  providerHint: "Fill in for a common provider",
  providerHintNone: "Choose a provider…",
  providerHintNote:
    "South African hosts (Afrihost, xneelo, Domains.co.za and others) list their mail server, port and encryption in their help pages or control panel.",
  passwordSaved: "A password is saved. Leave this empty to keep it, or type a new one to replace it.",
  passwordNone: "The password for this user name. Gmail, Outlook and Yahoo need an app password, not your usual one.",
  username: "Usually your whole email address. Leave empty if your server takes mail without a login.",
  fromAddress: "The address guests see the mails come from; usually the user name's.",
  fromName: "Shown as the sender, e.g. Thabo & Lerato.",
  save: "Save settings",
  saving: "Saving…",
  saved: "Mail settings saved: mail now goes out through your provider.",
  savedWhileOperator: "Mail settings saved.",
  fixFields: "Some settings need a fix; nothing was saved.",
  testTo: "Send a test mail to",
  test: "Send a test mail",
  testing: "Sending a test mail…",
  testNote: "The test uses the settings as they are in the form, saved or not.",
  remove: "Remove saved settings",
  removeTitle: "Remove the saved mail settings?",
  removeText:
    "The password and every setting are deleted. Until you enter them again, mail is only saved as files on the server and guests receive nothing.",
  removing: "Removing…",
  removed: "Mail settings removed: mail is saved as files on the server again.",
} as const;
