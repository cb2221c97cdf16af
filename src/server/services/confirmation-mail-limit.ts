import { createHash } from "node:crypto";
import { errorCode } from "../error-code.ts";
import type { Logger } from "../logger.ts";
import type { RateLimiter } from "./rate-limit.ts";

/**
 * One confirmation mail per mailbox per day (issue 30, part 8): the open
 * form takes any address, and a personal link's holder can change theirs,
 * so without it anyone could have the site mail one address again and
 * again. The count lives where the server's limits do (rate-limiter-factory).
 */
export const CONFIRMATION_MAILS_PER_MAILBOX = 1;
export const CONFIRMATION_MAIL_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Mail services that deliver "local.part@" and "localpart@" to one mailbox. */
const DOTLESS_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an address reaches, as the limit's key: case folded, a "+tag"
 * dropped (Gmail, Outlook, iCloud, Fastmail and most hosts deliver
 * ann+1@ to ann@), and Gmail's dots dropped ("a.n.n@" is "ann@").
 */
export function mailboxKey(address: string): string {
  const normalized = address.trim().toLowerCase();
  const at = normalized.lastIndexOf("@");
  if (at < 0) return normalized;
  const domain = normalized.slice(at + 1);
  let local = normalized.slice(0, at).replace(/\+.*$/, "");
  if (DOTLESS_DOMAINS.has(domain)) local = local.replaceAll(".", "");
  return `${local}@${domain === "googlemail.com" ? "gmail.com" : domain}`;
}

/**
 * What the count is kept under: a digest of the mailbox, not the address, so
 * the limits' store (the database's rate_limits, or Redis) holds no guest's
 * email for erasure to miss; the count is gone within the day anyway.
 */
function countKey(address: string): string {
  return createHash("sha256")
    .update(`confirmation-mail:${mailboxKey(address)}`, "utf8")
    .digest("base64url");
}

export interface ConfirmationMailLimit {
  /**
   * Counts a confirmation to `address`: true when it may be sent; false when
   * one went to that mailbox within the day, or the count cannot be made
   * (the answer is stored all the same: its mail is a courtesy).
   */
  take(address: string): Promise<boolean>;
  /** Gives back a count whose mail was not stored after all (a duplicate, a failed save). */
  giveBack(address: string): Promise<void>;
}

export function createConfirmationMailLimit(limiter: RateLimiter, logger: Logger): ConfirmationMailLimit {
  return {
    async take(address) {
      const key = countKey(address);
      try {
        const { allowed } = await limiter.hit(key);
        // A refusal sends nothing, so it counts nothing: a count given back later frees the mailbox at once.
        if (!allowed) await limiter.hit(key, -1);
        return allowed;
      } catch (error) {
        // The address stays out of the log: it is a guest's.
        logger.warn({ errCode: errorCode(error) }, "confirmation mail limiter failed; no confirmation sent");
        return false;
      }
    },
    async giveBack(address) {
      try {
        await limiter.hit(countKey(address), -1);
      } catch (error) {
        logger.warn({ errCode: errorCode(error) }, "confirmation mail limiter failed to give back a count");
      }
    },
  };
}
