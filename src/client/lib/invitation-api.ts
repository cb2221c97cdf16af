import { isRecord } from "../../shared/error-body.ts";
import type { AnswerRequest, GuestView, InvitationView, RsvpWindow } from "../../shared/household-schemas.ts";
import type { EventAnswer } from "../../shared/households.ts";
import { HOUSEHOLD_ERROR_CODES, INVITATION_API } from "../../shared/households.ts";
import { type ContactCorrection, GUEST_DATA_API, type GuestDataExport } from "../../shared/privacy.ts";
import { type ApiResult, idempotencyHeaders, noContent, requestJson } from "./api.ts";

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

/** Saves under the answers' Idempotency-Key: a repeat of a save that landed gets its answer, not a conflict with itself. */
export async function saveAnswers(code: string, request: AnswerRequest, key: string): Promise<SaveAnswersResult> {
  const result = await requestJson(INVITATION_API.invitation(code), parseInvitationView, {
    method: "PUT",
    json: request,
    headers: idempotencyHeaders(key),
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

/** What the "Your data" panel shows of GuestDataExport (the download holds all of it). */
export interface GuestDataView {
  household: Pick<GuestDataExport["household"], "displayName" | "email" | "phone" | "message"> & {
    guests: {
      name: string | null;
      dietary: string | null;
      answers: { event: string; attending: boolean; meal: string | null }[];
    }[];
  };
  rsvp: { name: string; email: string; attending: boolean; partnerName: string | null; message: string | null } | null;
  photos: { fileName: string; status: string }[];
  mails: { kind: string; recipient: string; sentAt: string | null }[];
}

/** Everything stored about the household (decision 16); the same URL downloads it as a file. */
export function getGuestData(code: string): Promise<ApiResult<GuestDataView>> {
  return requestJson(GUEST_DATA_API.data(code), parseGuestData);
}

/** Corrects the household's name, email and phone; a 400 carries words for the guest. */
export function correctContact(code: string, correction: ContactCorrection): Promise<ApiResult<InvitationView>> {
  return requestJson(GUEST_DATA_API.contact(code), parseInvitationView, { method: "PUT", json: correction });
}

/** Erases the household everywhere; the link is dead afterwards. */
export function eraseHousehold(code: string): Promise<ApiResult<null>> {
  return requestJson(GUEST_DATA_API.erase(code), noContent, { method: "DELETE" });
}

export function parseGuestData(body: unknown): GuestDataView | undefined {
  if (!isRecord(body) || !isRecord(body.household)) return undefined;
  const { displayName, email, phone, message, guests } = body.household;
  if (typeof displayName !== "string" || !isNullableString(email) || !isNullableString(phone)) return undefined;
  if (!isNullableString(message) || !Array.isArray(guests)) return undefined;
  const parsedGuests = guests.map(parseExportedGuest);
  const rsvp = body.rsvp === null || body.rsvp === undefined ? null : parseExportedRsvp(body.rsvp);
  const photos = Array.isArray(body.photos) ? body.photos.map(parseExportedPhoto) : undefined;
  const mails = Array.isArray(body.mails) ? body.mails.map(parseExportedMail) : undefined;
  if (!parsedGuests.every(isDefined) || rsvp === undefined || !photos?.every(isDefined) || !mails?.every(isDefined)) {
    return undefined;
  }
  return { household: { displayName, email, phone, message, guests: parsedGuests }, rsvp, photos, mails };
}

const isDefined = <T>(value: T | undefined): value is T => value !== undefined;

function parseExportedGuest(value: unknown): GuestDataView["household"]["guests"][number] | undefined {
  if (!isRecord(value) || !isNullableString(value.name) || !isNullableString(value.dietary)) return undefined;
  if (!Array.isArray(value.answers)) return undefined;
  const answers = value.answers.map((answer) =>
    isRecord(answer) &&
    typeof answer.event === "string" &&
    typeof answer.attending === "boolean" &&
    isNullableString(answer.meal)
      ? { event: answer.event, attending: answer.attending, meal: answer.meal }
      : undefined,
  );
  return answers.every(isDefined) ? { name: value.name, dietary: value.dietary, answers } : undefined;
}

function parseExportedRsvp(value: unknown): GuestDataView["rsvp"] | undefined {
  if (!isRecord(value)) return undefined;
  const { name, email, attending, partnerName, message } = value;
  if (typeof name !== "string" || typeof email !== "string" || typeof attending !== "boolean") return undefined;
  if (!isNullableString(partnerName) || !isNullableString(message)) return undefined;
  return { name, email, attending, partnerName, message };
}

function parseExportedPhoto(value: unknown): GuestDataView["photos"][number] | undefined {
  if (!isRecord(value) || typeof value.fileName !== "string" || typeof value.status !== "string") return undefined;
  return { fileName: value.fileName, status: value.status };
}

function parseExportedMail(value: unknown): GuestDataView["mails"][number] | undefined {
  if (!isRecord(value) || typeof value.kind !== "string" || typeof value.recipient !== "string") return undefined;
  if (!isNullableString(value.sentAt)) return undefined;
  return { kind: value.kind, recipient: value.recipient, sentAt: value.sentAt };
}
