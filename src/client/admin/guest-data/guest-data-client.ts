import { ADMIN_API, GUEST_DATA_ADMIN_API } from "../../../shared/admin-api.ts";
import { GuestDataSummarySchema, PersonSearchSchema } from "../../../shared/guest-data-schemas.ts";
import type { GuestDataSummary, PersonSearch } from "../../../shared/privacy.ts";
import { type ApiResult, noContent, requestJson } from "../../lib/api.ts";
import { using } from "../admin-client.ts";

/** The "Guest data" tab's calls, one per path of GUEST_DATA_ADMIN_API (the export is a plain download link). */

export const getGuestDataSummary = (): Promise<ApiResult<GuestDataSummary>> =>
  requestJson(GUEST_DATA_ADMIN_API.summary, using(GuestDataSummarySchema));

export const findPeople = (query: string): Promise<ApiResult<PersonSearch>> =>
  requestJson(`${GUEST_DATA_ADMIN_API.search}?q=${encodeURIComponent(query)}`, using(PersonSearchSchema));

export const eraseHousehold = (id: string): Promise<ApiResult<null>> =>
  requestJson(GUEST_DATA_ADMIN_API.household(id), noContent, { method: "DELETE" });

/** A photo found under a guest's name: its record and files, as the Photos tab deletes it. */
export const erasePhoto = (id: string): Promise<ApiResult<null>> =>
  requestJson(ADMIN_API.photo(id), noContent, { method: "DELETE" });
