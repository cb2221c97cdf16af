import { isRecord } from "../../shared/error-body.ts";
import type { AnswerRequest, GuestView, InvitationView, RsvpWindow } from "../../shared/household-schemas.ts";
import type { EventAnswer } from "../../shared/households.ts";
import { HOUSEHOLD_ERROR_CODES, INVITATION_API } from "../../shared/households.ts";
import { type ApiResult, requestJson } from "./api.ts";

/**
 * A household's personal link (docs/product.md, decision 13) and the RSVP
 * window. Loaded with the household form, or when the open form checks a
 * passed deadline: never with the page. The answers are checked by hand
 * (the page carries no schema library); only what the page reads is checked.
 */

export function getInvitation(code: string): Promise<ApiResult<InvitationView>> {
  return requestJson(INVITATION_API.invitation(code), parseInvitationView);
}

/** Saving answers may also meet newer answers from someone else in the household (409). */
export type SaveAnswersResult =
  | ApiResult<InvitationView>
  | { ok: false; kind: "conflict"; message: string; current: InvitationView };

export async function saveAnswers(code: string, request: AnswerRequest): Promise<SaveAnswersResult> {
  const result = await requestJson(INVITATION_API.invitation(code), parseInvitationView, {
    method: "PUT",
    json: request,
  });
  if (result.ok || result.kind !== "error" || result.code !== HOUSEHOLD_ERROR_CODES.versionConflict) return result;
  const current = isRecord(result.body) ? parseInvitationView(result.body.current) : undefined;
  // A conflict without the newer answers cannot be shown: treat it as any other refusal.
  return current ? { ok: false, kind: "conflict", message: result.message, current } : result;
}

export function getRsvpWindow(): Promise<ApiResult<RsvpWindow>> {
  return requestJson(INVITATION_API.rsvpWindow, parseRsvpWindow);
}

export function parseRsvpWindow(body: unknown): RsvpWindow | undefined {
  if (!isRecord(body)) return undefined;
  const { open, deadline, deadlineLabel, closesAt, closeAtDeadline, closedMessage } = body;
  if (typeof open !== "boolean" || typeof closeAtDeadline !== "boolean") return undefined;
  if (typeof deadline !== "string" || typeof deadlineLabel !== "string" || typeof closesAt !== "string") {
    return undefined;
  }
  if (!isNullableString(closedMessage)) return undefined;
  return { open, deadline, deadlineLabel, closesAt, closeAtDeadline, closedMessage };
}

export function parseInvitationView(body: unknown): InvitationView | undefined {
  if (!isRecord(body) || !isRecord(body.household)) return undefined;
  const window = parseRsvpWindow(body.window);
  const { displayName, eventIds, guests, message, version, answeredAt } = body.household;
  if (!window || typeof displayName !== "string" || !isStringArray(eventIds) || !Array.isArray(guests)) {
    return undefined;
  }
  if (!isNullableString(message) || !isNullableString(answeredAt)) return undefined;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 0) return undefined;
  const parsedGuests = guests.map(parseGuestView);
  if (!parsedGuests.every((guest) => guest !== undefined)) return undefined;
  return { household: { displayName, eventIds, guests: parsedGuests, message, version, answeredAt }, window };
}

function parseGuestView(value: unknown): GuestView | undefined {
  if (!isRecord(value) || !isRecord(value.answers)) return undefined;
  const { id, name, isChild, isSeat, dietary } = value;
  if (typeof id !== "string" || typeof isChild !== "boolean" || typeof isSeat !== "boolean") return undefined;
  if (!isNullableString(name) || !isNullableString(dietary)) return undefined;
  const answers: Record<string, EventAnswer> = {};
  for (const [eventId, answer] of Object.entries(value.answers)) {
    if (!isRecord(answer) || typeof answer.attending !== "boolean" || !isNullableString(answer.meal)) {
      return undefined;
    }
    answers[eventId] = { attending: answer.attending, meal: answer.meal };
  }
  return { id, name, isChild, isSeat, dietary, answers };
}

const isNullableString = (value: unknown): value is string | null => value === null || typeof value === "string";

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");
