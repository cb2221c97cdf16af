import type { UploadSummary } from "../../../shared/photo.ts";
import { browserStorage, type KeyValueStorage } from "../../lib/browser-storage.ts";

/**
 * A round of sending (issue 31, part 1): every photo the guest pressed
 * Upload for while the panel was busy, until none is on its way any more;
 * then the guest reads one plain total ("10 of 12 photos sent; these 2
 * could not be sent: …", uploadSummaryMessage). Kept in localStorage, so a
 * round a reload or a closed tab interrupted still ends with its whole
 * total. Free of React; storage is injected, so tests need no browser.
 *
 * Each photo has a key: its token while it is sent (the pending upload's),
 * or its row's for a file refused on the phone, which is never sent.
 */

export const UPLOAD_ROUND_STORAGE_KEY = "wedding-upload-round";

export interface UploadRound {
  /** Every photo of the round, by key: those on their way, those done, those refused. */
  total: number;
  sent: number;
  alreadySent: number;
  /** Keys of the photos still on their way. */
  waiting: string[];
  /** What did not arrive, with why; by key, so a photo retried within the round is not counted twice. */
  failed: { key: string; name: string; reason: string }[];
}

/** How one photo of the round ended. */
export type Outcome =
  | { kind: "sent" }
  | { kind: "already-sent" }
  | { kind: "failed"; name: string; reason: string }
  /** The guest took it out of the list: it is no longer part of the round. */
  | { kind: "withdrawn" };

const EMPTY: UploadRound = { total: 0, sent: 0, alreadySent: 0, waiting: [], failed: [] };

/**
 * The round with these photos added: `sending` on their way (a photo that
 * failed earlier in the round and is retried is not counted again), and
 * `refused` (files refused on the phone) among those that did not arrive.
 */
export function joinRound(
  round: UploadRound | null,
  sending: readonly string[],
  refused: readonly { key: string; name: string; reason: string }[] = [],
): UploadRound {
  const current = round ?? EMPTY;
  const known = (key: string) => current.waiting.includes(key) || current.failed.some((entry) => entry.key === key);
  const newSending = sending.filter((key) => !known(key));
  const newRefused = refused.filter((entry) => !known(entry.key) && !sending.includes(entry.key));
  return {
    ...current,
    total: current.total + newSending.length + newRefused.length,
    waiting: [...current.waiting, ...sending.filter((key) => !current.waiting.includes(key))],
    failed: [...current.failed.filter((entry) => !sending.includes(entry.key)), ...newRefused],
  };
}

/** The round once the photo under `key` ended so; a key the round does not know changes nothing. */
export function settleRound(round: UploadRound, key: string, outcome: Outcome): UploadRound {
  const waiting = round.waiting.includes(key);
  const failedBefore = round.failed.some((entry) => entry.key === key);
  if (!waiting && !failedBefore) return round;
  const next = {
    ...round,
    waiting: round.waiting.filter((other) => other !== key),
    failed: round.failed.filter((entry) => entry.key !== key),
  };
  switch (outcome.kind) {
    case "sent":
      return { ...next, sent: next.sent + 1 };
    case "already-sent":
      return { ...next, alreadySent: next.alreadySent + 1 };
    case "failed":
      return { ...next, failed: [...next.failed, { key, name: outcome.name, reason: outcome.reason }] };
    case "withdrawn":
      return { ...next, total: Math.max(0, next.total - 1) };
  }
}

/** Over once nothing is on its way; a round whose photos were all taken out has nothing to say. */
export function roundIsOver(round: UploadRound): boolean {
  return round.waiting.length === 0;
}

export function roundSummary(round: UploadRound): UploadSummary {
  return {
    total: round.total,
    sent: round.sent,
    alreadySent: round.alreadySent,
    failed: round.failed.map(({ name, reason }) => ({ name, reason })),
  };
}

/**
 * The round as a new page finds it, given the keys of the photos still kept
 * for sending: a photo it waited for that is no longer kept is out of it (it
 * cannot be told apart from one the guest took out). Null when nothing of it
 * is on its way any more.
 */
export function resumeRound(round: UploadRound | null, kept: ReadonlySet<string>): UploadRound | null {
  if (!round) return null;
  let resumed = round;
  for (const key of round.waiting) if (!kept.has(key)) resumed = settleRound(resumed, key, { kind: "withdrawn" });
  return roundIsOver(resumed) ? null : resumed;
}

export function readRound(storage: KeyValueStorage | null = browserStorage()): UploadRound | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(UPLOAD_ROUND_STORAGE_KEY) ?? "null");
    return isRound(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Writes the round, or forgets it (null). */
export function writeRound(round: UploadRound | null, storage: KeyValueStorage | null = browserStorage()): void {
  try {
    storage?.setItem(UPLOAD_ROUND_STORAGE_KEY, JSON.stringify(round));
  } catch {
    // Not remembered: a reload's round counts only what it resumes.
  }
}

function isRound(value: unknown): value is UploadRound {
  if (typeof value !== "object" || value === null) return false;
  const round = value as Record<string, unknown>;
  const count = (field: unknown) => typeof field === "number" && Number.isInteger(field) && field >= 0;
  return (
    count(round.total) &&
    count(round.sent) &&
    count(round.alreadySent) &&
    Array.isArray(round.waiting) &&
    round.waiting.every((key) => typeof key === "string") &&
    Array.isArray(round.failed) &&
    round.failed.every(
      (entry) =>
        typeof entry === "object" &&
        entry !== null &&
        ["key", "name", "reason"].every((field) => typeof (entry as Record<string, unknown>)[field] === "string"),
    )
  );
}
