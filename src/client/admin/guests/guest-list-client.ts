import {
  type AdminHousehold,
  AdminHouseholdSchema,
  type GuestList,
  GuestListSchema,
  type HouseholdInput,
  type ImportResult,
  ImportResultSchema,
  type ReminderResult,
  ReminderResultSchema,
  type RsvpSettingsInput,
  type RsvpWindow,
  RsvpWindowSchema,
} from "../../../shared/household-schemas.ts";
import { GUEST_LIST_API } from "../../../shared/households.ts";
import { type ApiResult, noContent, requestJson } from "../../lib/api.ts";
import { using } from "../admin-client.ts";

/**
 * The guest list's calls, one per path of GUEST_LIST_API; every answer parsed
 * with its schema. The admin API takes only JSON bodies (a cross-site form
 * cannot send one), so the POSTs that carry nothing send `{}`; the CSV import
 * is text/csv, which no cross-site form can send either.
 */

export const getGuestList = (): Promise<ApiResult<GuestList>> =>
  requestJson(GUEST_LIST_API.households, using(GuestListSchema));

export const createHousehold = (input: HouseholdInput): Promise<ApiResult<AdminHousehold>> =>
  requestJson(GUEST_LIST_API.households, using(AdminHouseholdSchema), { method: "POST", json: input });

export const updateHousehold = (id: string, input: HouseholdInput): Promise<ApiResult<AdminHousehold>> =>
  requestJson(GUEST_LIST_API.household(id), using(AdminHouseholdSchema), { method: "PUT", json: input });

export const deleteHousehold = (id: string): Promise<ApiResult<null>> =>
  requestJson(GUEST_LIST_API.household(id), noContent, { method: "DELETE" });

export const importGuestListCsv = (csv: string): Promise<ApiResult<ImportResult>> =>
  requestJson(GUEST_LIST_API.importCsv, using(ImportResultSchema), { method: "POST", csv });

export const sendInvitation = (id: string): Promise<ApiResult<AdminHousehold>> =>
  requestJson(GUEST_LIST_API.sendInvitation(id), using(AdminHouseholdSchema), { method: "POST", json: {} });

export const markInvited = (id: string): Promise<ApiResult<AdminHousehold>> =>
  requestJson(GUEST_LIST_API.markInvited(id), using(AdminHouseholdSchema), { method: "POST", json: {} });

export const sendReminders = (): Promise<ApiResult<ReminderResult>> =>
  requestJson(GUEST_LIST_API.reminders, using(ReminderResultSchema), { method: "POST", json: {} });

export const saveRsvpSettings = (settings: RsvpSettingsInput): Promise<ApiResult<RsvpWindow>> =>
  requestJson(GUEST_LIST_API.rsvpSettings, using(RsvpWindowSchema), { method: "PUT", json: settings });
