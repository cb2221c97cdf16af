import {
  type AdminHousehold,
  AdminHouseholdSchema,
  AdminVersionConflictBodySchema,
  type GuestList,
  GuestListSchema,
  type HouseholdContactPatch,
  type HouseholdInput,
  type HouseholdUpdate,
  type ImportProblem,
  ImportRefusalBodySchema,
  type ImportResult,
  ImportResultSchema,
  type InvitationCardContent,
  InvitationCardContentSchema,
  type InvitationPreview,
  InvitationPreviewSchema,
  type InvitationResult,
  InvitationResultSchema,
  type ReminderPreview,
  ReminderPreviewSchema,
  type ReminderResult,
  ReminderResultSchema,
  type RsvpSettingsInput,
  type RsvpWindow,
  RsvpWindowSchema,
} from "../../../shared/household-schemas.ts";
import { GUEST_LIST_API, HOUSEHOLD_ERROR_CODES } from "../../../shared/households.ts";
import { type ApiFailure, type ApiResult, noContent, requestJson } from "../../lib/api.ts";
import { using } from "../admin-client.ts";

/**
 * The guest list's calls, one per path of GUEST_LIST_API; every answer parsed
 * with its schema. The admin API takes only JSON bodies (a cross-site form
 * cannot send one), so the POSTs that carry nothing send `{}`; the CSV import
 * is text/csv, which no cross-site form can send either.
 */

export const getGuestList = (): Promise<ApiResult<GuestList>> =>
  requestJson(GUEST_LIST_API.households, using(GuestListSchema));

/** What the printed cards say of the wedding: the events with their places, which the admin's code does not carry. */
export const getInvitationCardContent = (): Promise<ApiResult<InvitationCardContent>> =>
  requestJson(GUEST_LIST_API.invitationCards, using(InvitationCardContentSchema));

export const createHousehold = (input: HouseholdInput): Promise<ApiResult<AdminHousehold>> =>
  requestJson(GUEST_LIST_API.households, using(AdminHouseholdSchema), { method: "POST", json: input });

/** A save of the couple's edit: the household as saved, a failure, or the household as it is now when it changed since it was opened. */
export type HouseholdSaveResult = ApiResult<AdminHousehold> | HouseholdChanged;

/** The household changed since the couple's page showed it (a guest answered, another tab saved): nothing was written. */
export type HouseholdChanged = { ok: false; kind: "changed"; current: AdminHousehold };

/** The whole household, on the version it was opened at. */
export const updateHousehold = (id: string, update: HouseholdUpdate): Promise<HouseholdSaveResult> =>
  requestJson(GUEST_LIST_API.household(id), using(AdminHouseholdSchema), { method: "PUT", json: update }).then(
    changedOrAsIs,
  );

/** Only the contact details the couple changed, on the version they were opened at: answers are not sent. */
export const updateHouseholdContact = (id: string, patch: HouseholdContactPatch): Promise<HouseholdSaveResult> =>
  requestJson(GUEST_LIST_API.household(id), using(AdminHouseholdSchema), { method: "PATCH", json: patch }).then(
    changedOrAsIs,
  );

/** A 409 version_conflict with the household as it is now becomes "changed"; anything else stays as it is. */
function changedOrAsIs<T>(result: ApiResult<T>): ApiResult<T> | HouseholdChanged {
  if (result.ok || result.kind !== "error" || result.code !== HOUSEHOLD_ERROR_CODES.versionConflict) return result;
  const body = AdminVersionConflictBodySchema.safeParse(result.body);
  return body.success ? { ok: false, kind: "changed", current: body.data.current } : result;
}

/** On the version the list showed: a 409 (with the household as it is now) when a guest answered since. */
export const deleteHousehold = (id: string, version: number): Promise<ApiResult<null> | HouseholdChanged> =>
  requestJson(`${GUEST_LIST_API.household(id)}?${new URLSearchParams({ version: String(version) })}`, noContent, {
    method: "DELETE",
  }).then(changedOrAsIs);

/** The file's bytes as they are: a Windows-1252 or UTF-16 file read as UTF-8 here would lose its accents. */
export const importGuestListCsv = (file: Blob): Promise<ApiResult<ImportResult>> =>
  requestJson(GUEST_LIST_API.importCsv, using(ImportResultSchema), {
    method: "POST",
    file: { bytes: file, type: "text/csv" },
  });

/** A refused import's problems, every one the answer lists, and how many there were; null for any other failure. */
export function importProblems(failure: ApiFailure): { problems: ImportProblem[]; problemCount: number } | null {
  if (failure.kind !== "error" || failure.code !== HOUSEHOLD_ERROR_CODES.csvInvalid) return null;
  const body = ImportRefusalBodySchema.safeParse(failure.body);
  return body.success ? { problems: body.data.problems, problemCount: body.data.problemCount } : null;
}

export const sendInvitation = (id: string): Promise<ApiResult<AdminHousehold>> =>
  requestJson(GUEST_LIST_API.sendInvitation(id), using(AdminHouseholdSchema), { method: "POST", json: {} });

export const markInvited = (id: string): Promise<ApiResult<AdminHousehold>> =>
  requestJson(GUEST_LIST_API.markInvited(id), using(AdminHouseholdSchema), { method: "POST", json: {} });

export const previewInvitations = (): Promise<ApiResult<InvitationPreview>> =>
  requestJson(GUEST_LIST_API.invitations, using(InvitationPreviewSchema));

export const sendInvitations = (): Promise<ApiResult<InvitationResult>> =>
  requestJson(GUEST_LIST_API.invitations, using(InvitationResultSchema), { method: "POST", json: {} });

export const previewReminders = (): Promise<ApiResult<ReminderPreview>> =>
  requestJson(GUEST_LIST_API.reminders, using(ReminderPreviewSchema));

export const sendReminders = (): Promise<ApiResult<ReminderResult>> =>
  requestJson(GUEST_LIST_API.reminders, using(ReminderResultSchema), { method: "POST", json: {} });

export const saveRsvpSettings = (settings: RsvpSettingsInput): Promise<ApiResult<RsvpWindow>> =>
  requestJson(GUEST_LIST_API.rsvpSettings, using(RsvpWindowSchema), { method: "PUT", json: settings });
