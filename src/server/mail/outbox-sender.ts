import type { ContentFor } from "../../shared/content-schema.ts";
import type { OutboxMail, OutboxRepository } from "../db/outbox-repository.ts";
import type { Logger } from "../logger.ts";
import type { MailTransport, OutgoingMail } from "./mail-transport.ts";
import { renderMail } from "./templates.ts";

/** 30 s, 2 min, 10 min, 1 h, 3 h, 6 h, 12 h: a mail server down for a day still gets the mail. */
export const DEFAULT_BACKOFF_MS: readonly number[] = [
  30_000,
  120_000,
  600_000,
  3_600_000,
  3 * 3_600_000,
  6 * 3_600_000,
  12 * 3_600_000,
];

export interface OutboxSenderOptions {
  outbox: OutboxRepository;
  transport: MailTransport;
  /** Each audience's view of the content: each kind of mail picks its reader's (renderMail). */
  contentFor: ContentFor;
  logger: Logger;
  now?: () => Date;
  pollIntervalMs?: number;
  /**
   * How long a claimed mail stays this sender's. Longer than any one SMTP
   * exchange can take (the transport's timeouts), so no other sender takes a
   * mail while it is still being sent.
   */
  leaseMs?: number;
  batchSize?: number;
  /** Wait before attempt n+1 after n failures; the last entry repeats. */
  backoffMs?: readonly number[];
  /** After this many failed attempts the mail is marked failed for good. */
  maxAttempts?: number;
}

export interface OutboxRun {
  claimed: number;
  sent: number;
  failed: number;
}

export interface OutboxSender {
  /** Polls until stopped. */
  start(): void;
  /** Polls now instead of at the next tick: called right after an RSVP is stored. */
  wake(): void;
  /** Finishes the mail in hand, hands back the rest of its batch, and stops polling. */
  stop(): Promise<void>;
  /** One claim-and-send pass; tests drive the sender with it. */
  runOnce(): Promise<OutboxRun>;
}

/**
 * Sends what the outbox holds (docs/product.md, decision 6). A mail is claimed with
 * a lease before it is sent and marked sent as soon as the transport accepts
 * it, so two senders (or two instances) never send the same mail. The one
 * gap left: a crash between the server's acceptance and markSent sends that
 * mail again after the lease; its Message-ID stays the same.
 */
export function createOutboxSender({
  outbox,
  transport,
  contentFor,
  logger,
  now = () => new Date(),
  pollIntervalMs = 2000,
  leaseMs = 5 * 60_000,
  batchSize = 10,
  backoffMs = DEFAULT_BACKOFF_MS,
  maxAttempts = 8,
}: OutboxSenderOptions): OutboxSender {
  let stopped = false;
  let started = false;
  let running: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;
  let wokenWhileBusy = false;

  async function runOnce(): Promise<OutboxRun> {
    const claimed = await outbox.claimDue(batchSize, leaseMs, now());
    const run: OutboxRun = { claimed: claimed.length, sent: 0, failed: 0 };
    for (const [index, mail] of claimed.entries()) {
      if (stopped) {
        await releaseAll(claimed.slice(index));
        break;
      }
      if (await deliver(mail)) run.sent += 1;
      else run.failed += 1;
    }
    return run;
  }

  async function deliver(mail: OutboxMail): Promise<boolean> {
    const log = { mailId: mail.id, kind: mail.kind, attempt: mail.attempts };
    let outgoing: OutgoingMail;
    try {
      outgoing = prepare(mail);
    } catch (error) {
      // A mail that cannot be rendered will not render next time either.
      const reason = describeSendError(error);
      await outbox.markFailed(mail.id, reason, null);
      logger.error({ ...log, reason }, "mail cannot be rendered; given up");
      return false;
    }
    try {
      await transport.send(outgoing);
    } catch (error) {
      const reason = describeSendError(error);
      const retryAt = mail.attempts >= maxAttempts ? null : new Date(now().getTime() + backoffFor(mail.attempts));
      await outbox.markFailed(mail.id, reason, retryAt);
      if (retryAt) logger.warn({ ...log, reason, retryAt: retryAt.toISOString() }, "mail not sent; will retry");
      else logger.error({ ...log, reason }, "mail not sent; given up");
      return false;
    }
    if (!(await outbox.markSent(mail.id, now()))) {
      // Erased while it was being sent: the copy this transport keeps (an .eml file) goes too.
      await transport.discard?.(outgoing);
      logger.info(log, "mail sent, but its guest's data was erased meanwhile; its copy is removed");
      return true;
    }
    logger.info(log, "mail sent");
    return true;
  }

  function prepare(mail: OutboxMail): OutgoingMail {
    return {
      id: mail.id,
      date: mail.createdAt,
      to: mail.recipient,
      ...renderMail(mail.kind, mail.message, contentFor),
    };
  }

  function backoffFor(failedAttempts: number): number {
    return backoffMs[Math.min(failedAttempts, backoffMs.length) - 1] ?? 60_000;
  }

  /** Claimed but not tried because we are stopping: due again now, for whichever sender runs next. */
  async function releaseAll(mails: OutboxMail[]): Promise<void> {
    for (const mail of mails) await outbox.markFailed(mail.id, "not sent: the server was stopping", now());
  }

  async function loop(): Promise<void> {
    while (!stopped) {
      let busy = false;
      const startedAt = now();
      try {
        const run = await runOnce();
        busy = run.claimed >= batchSize;
        // Debug only: when a pass began and what it did, so a check that no mail goes out twice can wait for a pass begun after the last.
        logger.debug({ ...run, startedAt: startedAt.toISOString() }, "outbox pass");
      } catch (error) {
        logger.warn({ reason: describeSendError(error) }, "outbox poll failed; will retry");
      }
      if (stopped) break;
      if (busy || wokenWhileBusy) {
        wokenWhileBusy = false;
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollIntervalMs);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = undefined;
    }
  }

  return {
    start() {
      if (started) return;
      started = true;
      running = loop();
    },
    wake() {
      if (wakeUp) wakeUp();
      else wokenWhileBusy = true;
    },
    async stop() {
      stopped = true;
      wakeUp?.();
      await running;
    },
    runOnce,
  };
}

/**
 * A short reason for the outbox row and the logs. SMTP replies often quote
 * the recipient's address, so addresses are blanked: logs carry no personal data.
 */
export function describeSendError(error: unknown): string {
  const parts: string[] = [];
  if (typeof error === "object" && error !== null) {
    if ("code" in error && typeof error.code === "string") parts.push(error.code);
    if ("responseCode" in error && typeof error.responseCode === "number") parts.push(String(error.responseCode));
  }
  const message = error instanceof Error ? error.message : String(error);
  parts.push(message.replace(/[^\s<>"',;:()]+@[^\s<>"',;:()]+/g, "<address>").slice(0, 200));
  return parts.join(" ");
}
