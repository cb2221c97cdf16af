import type { AnswerRequest, InvitationView, RsvpWindow } from "../../shared/household-schemas.ts";
import { HOUSEHOLD_ERROR_CODES, INVITATION_API } from "../../shared/households.ts";
import { type ContactCorrection, GUEST_DATA_API, type GuestDataExport } from "../../shared/privacy.ts";
import { type ApiResult, idempotencyHeaders, lazySchema, noContent, parseWith, requestJson } from "./api.ts";

/**
 * A household's personal link (docs/product.md, decision 13) and the RSVP
 * window. Loaded with the household form, or when the open form checks a
 * passed deadline: never with the page. The answers are checked with the
 * server's own schemas, imported when they arrive.
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
  const conflict = await loadSchemas.versionConflict().then(
    (schema) => parseWith(schema, result.body),
    () => undefined,
  );
  // A conflict without the newer answers cannot be shown: treat it as any other refusal.
  return conflict ? { ok: false, kind: "conflict", message: result.message, current: conflict.current } : result;
}

export function getRsvpWindow(): Promise<ApiResult<RsvpWindow>> {
  return requestJson(INVITATION_API.rsvpWindow, parseRsvpWindow);
}

/** The answers' schemas (src/shared/household-schemas.ts, as the server answers by), imported when an answer arrives. */
const loadSchemas = {
  invitationView: () => import("../../shared/household-schemas.ts").then((schemas) => schemas.InvitationViewSchema),
  rsvpWindow: () => import("../../shared/household-schemas.ts").then((schemas) => schemas.RsvpWindowSchema),
  versionConflict: () =>
    import("../../shared/household-schemas.ts").then((schemas) => schemas.VersionConflictBodySchema),
};

export const parseRsvpWindow = lazySchema(loadSchemas.rsvpWindow);

export const parseInvitationView = lazySchema(loadSchemas.invitationView);

/** The view's schema itself, for the household form to read the answers it keeps on the phone. */
export const loadInvitationViewSchema = loadSchemas.invitationView;

/** Everything stored about the household (decision 16); the same URL downloads it as a file. */
export function getGuestData(code: string): Promise<ApiResult<GuestDataExport>> {
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

/** Everything stored about the household, read with the schema the download is checked against (src/shared/guest-data-schemas.ts). */
export const parseGuestData = lazySchema(() =>
  import("../../shared/guest-data-schemas.ts").then((schemas) => schemas.GuestDataExportSchema),
);
