import { isRecord } from "../../../shared/error-body.ts";
import { IDEMPOTENCY_KEY_PATTERN, newIdempotencyKey } from "../../../shared/idempotency.ts";
import { KEPT_RSVP_STORAGE_KEY } from "../../../shared/rsvp-messages.ts";
import { browserStorage } from "../../lib/browser-storage.ts";
import type { OpenEventChoice } from "./open-event-answer.ts";

/**
 * An answer's Idempotency-Key, and the answer kept on the phone while it
 * cannot be sent (docs/decisions/039-one-answer-one-key.md). The page makes
 * one key per answer: sent again unchanged (a tap after a failure, the send
 * when the connection returns), an answer keeps its key, so the server
 * knows it for the same answer; a changed answer is a new one. Storage is
 * injected, so tests need no browser.
 */

/** One key per answer: the same answer (as JSON) keeps its key, a changed one gets a new key. */
export function answerKeys() {
  let current: { body: string; key: string } | null = null;
  return {
    keyFor(answer: unknown): string {
      const body = JSON.stringify(answer);
      if (current?.body !== body) current = { body, key: newIdempotencyKey() };
      return current.key;
    },
    /** Takes over a kept answer's key: its send is that answer's repeat. */
    adopt(answer: unknown, key: string): void {
      current = { body: JSON.stringify(answer), key };
    },
  };
}

export type AnswerKeys = ReturnType<typeof answerKeys>;

/** An answer waiting on this phone for a connection, with the key it goes with. */
export interface KeptAnswer<T> {
  key: string;
  answer: T;
}

type KeptStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * The answer kept under `name` in localStorage; `parse` checks what is read
 * (another version of the page, or the guest's own tinkering, may have left
 * anything there). Without storage (private mode, blocked) nothing is kept.
 */
export function keptAnswers<T>(
  name: string,
  parse: (value: unknown) => T | undefined,
  storage: KeptStorage | null = browserStorage(),
) {
  return {
    read(): KeptAnswer<T> | null {
      try {
        const value: unknown = JSON.parse(storage?.getItem(name) ?? "null");
        if (!isRecord(value) || typeof value.key !== "string" || !IDEMPOTENCY_KEY_PATTERN.test(value.key)) return null;
        const answer = parse(value.answer);
        return answer === undefined ? null : { key: value.key, answer };
      } catch {
        return null;
      }
    },
    /** False when the phone would not keep it (storage full or refused). */
    keep(kept: KeptAnswer<T>): boolean {
      try {
        storage?.setItem(name, JSON.stringify(kept));
        return storage !== null;
      } catch {
        return false;
      }
    },
    drop(): void {
      try {
        storage?.removeItem(name);
      } catch {
        // Refused storage kept nothing to drop.
      }
    },
  };
}

export type KeptAnswers<T> = ReturnType<typeof keptAnswers<T>>;

/** The open form's answers, as sent and as kept on the device. */
export interface OpenAnswer {
  name: string;
  email: string;
  attending: boolean;
  bringingPartner: boolean;
  partnerName: string;
  message: string;
  /** Per public event, by id (open-event-choices.tsx). */
  events: Record<string, OpenEventChoice>;
}

function parseOpenAnswer(value: unknown): OpenAnswer | undefined {
  if (!isRecord(value)) return undefined;
  const { name, email, attending, bringingPartner, partnerName, message, events = {} } = value;
  if (typeof name !== "string" || typeof email !== "string") return undefined;
  if (typeof partnerName !== "string" || typeof message !== "string") return undefined;
  if (typeof attending !== "boolean" || typeof bringingPartner !== "boolean") return undefined;
  if (!isEventChoices(events)) return undefined;
  return { name, email, attending, bringingPartner, partnerName, message, events };
}

function isEventChoices(value: unknown): value is Record<string, OpenEventChoice> {
  return isRecord(value) && Object.values(value).every(isEventChoice);
}

function isEventChoice(value: unknown): value is OpenEventChoice {
  return (
    isRecord(value) &&
    typeof value.attending === "boolean" &&
    typeof value.meal === "string" &&
    typeof value.partnerMeal === "string"
  );
}

/** The open form's answer kept on this device. */
export const keptOpenAnswer = () => keptAnswers(KEPT_RSVP_STORAGE_KEY, parseOpenAnswer);
