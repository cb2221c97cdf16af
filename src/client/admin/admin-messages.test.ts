import { describe, expect, it } from "vitest";
import {
  ADMIN_MESSAGES,
  isSessionEnded,
  lockedOutMessage,
  signInFailureMessage,
  signInPausedMessage,
} from "./admin-messages.ts";

describe("sign-in messages", () => {
  it("says a wrong password in the page's words", () => {
    expect(
      signInFailureMessage({ kind: "error", status: 401, code: "wrong_password", message: "Wrong password." }),
    ).toBe(ADMIN_MESSAGES.wrongPassword);
  });

  it("counts the lockout in whole minutes from Retry-After, rounding up", () => {
    const locked = (retryAfterSeconds: number) =>
      signInFailureMessage({ kind: "error", status: 429, code: "locked_out", message: "Locked.", retryAfterSeconds });
    expect(locked(900)).toBe("Too many failed sign-ins. Please try again in 15 minutes.");
    expect(locked(61)).toBe("Too many failed sign-ins. Please try again in 2 minutes.");
    expect(locked(5)).toBe("Too many failed sign-ins. Please try again in 1 minute.");
    expect(lockedOutMessage(0)).toBe("Too many failed sign-ins. Please try again in 1 minute.");
  });

  it("says sign-in is paused for everyone, in minutes from Retry-After, and that sessions go on", () => {
    const paused = signInFailureMessage({
      kind: "error",
      status: 429,
      code: "sign_in_paused",
      message: "Paused.",
      retryAfterSeconds: 600,
    });
    expect(paused).toBe(signInPausedMessage(600));
    expect(paused).toMatch(
      /paused for everyone\. Please try again in 10 minutes\. Anyone already signed in stays signed in\.$/,
    );
    expect(signInFailureMessage({ kind: "error", status: 503, code: "sign_in_unavailable", message: "Not now." })).toBe(
      "Not now.",
    );
  });

  it("falls back to the server's message for a lockout without Retry-After, and says when the server is unreachable", () => {
    expect(
      signInFailureMessage({ kind: "error", status: 429, code: "locked_out", message: "Try again in 12 minutes." }),
    ).toBe("Try again in 12 minutes.");
    expect(signInFailureMessage({ kind: "unreachable", reason: "offline" })).toBe(ADMIN_MESSAGES.unreachable);
  });
});

describe("isSessionEnded", () => {
  it("is true for a 401 only", () => {
    expect(isSessionEnded({ kind: "error", status: 401, code: "unauthorized", message: "" })).toBe(true);
    expect(isSessionEnded({ kind: "error", status: 403, code: "cross_site", message: "" })).toBe(false);
    expect(isSessionEnded({ kind: "unreachable", reason: "offline" })).toBe(false);
  });
});
