import { ADMIN_ERROR_CODES, MIN_ADMIN_PASSWORD_LENGTH } from "../../shared/admin-api.ts";
import type { ApiFailure } from "../lib/api.ts";

/** The admin page's words for the server's answers, in one table. */

export const ADMIN_MESSAGES = {
  wrongPassword: "That password is not right. Please try again.",
  sessionEnded: "You were signed out. Please sign in again.",
  signedOut: "You are signed out.",
  signedOutEverywhere: "You are signed out on every device.",
  unreachable: "The server could not be reached. Check the connection and try again.",
  disabled: `The admin is turned off: the server has no ADMIN_PASSWORD, or one shorter than ${MIN_ADMIN_PASSWORD_LENGTH} characters. Set one in the server's environment and restart it to use this page.`,
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
