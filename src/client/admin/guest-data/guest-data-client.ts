import { GuestDataSummarySchema, PersonMatchListSchema } from "../../../shared/guest-data-schemas.ts";
import { GUEST_DATA_ADMIN_API, type GuestDataSummary, type PersonMatch } from "../../../shared/privacy.ts";
import { type ApiResult, noContent, requestJson } from "../../lib/api.ts";
import { using } from "../admin-client.ts";

/** The "Guest data" tab's calls, one per path of GUEST_DATA_ADMIN_API (the export is a plain download link). */

export const getGuestDataSummary = (): Promise<ApiResult<GuestDataSummary>> =>
  requestJson(GUEST_DATA_ADMIN_API.summary, using(GuestDataSummarySchema));

export const findPeople = (query: string): Promise<ApiResult<PersonMatch[]>> =>
  requestJson(`${GUEST_DATA_ADMIN_API.search}?q=${encodeURIComponent(query)}`, using(PersonMatchListSchema));

export const eraseHousehold = (id: string): Promise<ApiResult<null>> =>
  requestJson(GUEST_DATA_ADMIN_API.household(id), noContent, { method: "DELETE" });
