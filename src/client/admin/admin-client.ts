import {
  ADMIN_API,
  type AdminPhoto,
  type AdminPhotoList,
  type AdminSessionState,
  type AdminSite,
  type RsvpDashboard,
  type TestMailQueued,
} from "../../shared/admin-api.ts";
import {
  type AdminPerson,
  AdminPersonSchema,
  type AuditPage,
  AuditPageSchema,
  type CreatedInvite,
  CreatedInviteSchema,
  type InviteRequest,
  PEOPLE_API,
  type PeopleList,
  PeopleListSchema,
  type SetupRequest,
} from "../../shared/admin-people.ts";
import {
  AdminPhotoListSchema,
  AdminPhotoSchema,
  AdminSessionStateSchema,
  AdminSiteSchema,
  BulkApprovedSchema,
  RsvpDashboardSchema,
  TestMailQueuedSchema,
} from "../../shared/admin-schemas.ts";
import { isRecord } from "../../shared/error-body.ts";
import type { PhotoStatus } from "../../shared/photo.ts";
import { SLIDESHOW_ADMIN_API } from "../../shared/uploads.ts";
import { type ApiResult, noContent, type ParseBody, requestJson } from "../lib/api.ts";

/**
 * The admin page's calls, one function per endpoint of the contract
 * (src/shared/admin-api.ts). The request itself is lib/api.ts's requestJson;
 * these live in the admin bundle because a function in lib/api.ts would ride
 * along in the chunk every guest loads (a bundler splits by module, not by export).
 */

export const using =
  <T>(schema: { safeParse(body: unknown): { success: true; data: T } | { success: false } }): ParseBody<T> =>
  (body) => {
    const parsed = schema.safeParse(body);
    return parsed.success ? parsed.data : undefined;
  };

export const getSession = (): Promise<ApiResult<AdminSessionState>> =>
  requestJson(ADMIN_API.session, using(AdminSessionStateSchema));

/** With an email, a person signs in as themselves; without, the operator with ADMIN_PASSWORD. */
export const signIn = (password: string, email?: string): Promise<ApiResult<AdminSessionState>> =>
  requestJson(ADMIN_API.session, using(AdminSessionStateSchema), {
    method: "POST",
    json: email === undefined ? { password } : { email, password },
  });

/** The first run's setup link, or an invite's: the new person, signed in. */
export const createAccount = (kind: "setup" | "join", request: SetupRequest): Promise<ApiResult<AdminSessionState>> =>
  requestJson(kind === "setup" ? PEOPLE_API.setup : PEOPLE_API.join, using(AdminSessionStateSchema), {
    method: "POST",
    json: request,
  });

export const getPeople = (): Promise<ApiResult<PeopleList>> => requestJson(PEOPLE_API.people, using(PeopleListSchema));

export const invitePerson = (request: InviteRequest): Promise<ApiResult<CreatedInvite>> =>
  requestJson(PEOPLE_API.invites, using(CreatedInviteSchema), { method: "POST", json: request });

export const withdrawInvite = (id: string): Promise<ApiResult<null>> =>
  requestJson(PEOPLE_API.invite(id), noContent, { method: "DELETE" });

export const changeRole = (id: string, request: InviteRequest): Promise<ApiResult<AdminPerson>> =>
  requestJson(PEOPLE_API.person(id), using(AdminPersonSchema), { method: "PATCH", json: request });

export const removePerson = (id: string): Promise<ApiResult<null>> =>
  requestJson(PEOPLE_API.person(id), noContent, { method: "DELETE" });

export const getAudit = (page: number): Promise<ApiResult<AuditPage>> =>
  requestJson(`${PEOPLE_API.audit}?page=${page}`, using(AuditPageSchema));

export const signOut = (): Promise<ApiResult<null>> => requestJson(ADMIN_API.session, noContent, { method: "DELETE" });

export const signOutEverywhere = (): Promise<ApiResult<null>> =>
  requestJson(ADMIN_API.sessions, noContent, { method: "DELETE" });

export const getAdminSite = (): Promise<ApiResult<AdminSite>> => requestJson(ADMIN_API.site, using(AdminSiteSchema));

export const getRsvpDashboard = (): Promise<ApiResult<RsvpDashboard>> =>
  requestJson(ADMIN_API.rsvps, using(RsvpDashboardSchema));

export const sendTestMail = (to: string): Promise<ApiResult<TestMailQueued>> =>
  requestJson(ADMIN_API.testMail, using(TestMailQueuedSchema), { method: "POST", json: { to } });

export const deleteRsvp = (id: string): Promise<ApiResult<null>> =>
  requestJson(ADMIN_API.rsvp(id), noContent, { method: "DELETE" });

export const listPhotos = (status: PhotoStatus): Promise<ApiResult<AdminPhotoList>> =>
  requestJson(`${ADMIN_API.photos}?status=${status}`, using(AdminPhotoListSchema));

export const setPhotoStatus = (id: string, status: PhotoStatus): Promise<ApiResult<AdminPhoto>> =>
  requestJson(ADMIN_API.photoStatus(id), using(AdminPhotoSchema), { method: "POST", json: { status } });

export const approvePhotos = (ids: readonly string[]): Promise<ApiResult<{ approved: number }>> =>
  requestJson(ADMIN_API.photosBulkApprove, using(BulkApprovedSchema), { method: "POST", json: { ids } });

export const deletePhoto = (id: string): Promise<ApiResult<null>> =>
  requestJson(ADMIN_API.photo(id), noContent, { method: "DELETE" });

const parseSlideshowLink: ParseBody<{ url: string }> = (body) =>
  isRecord(body) && typeof body.url === "string" ? { url: body.url } : undefined;

/** SLIDESHOW_ADMIN_API.link: the slideshow's address with its key, relative to the site. */
export const getSlideshowLink = (): Promise<ApiResult<{ url: string }>> =>
  requestJson(SLIDESHOW_ADMIN_API.link, parseSlideshowLink);

/** SLIDESHOW_ADMIN_API.link, POST: a new key; the old link and every screen opened with it stop at once. */
export const replaceSlideshowLink = (): Promise<ApiResult<{ url: string }>> =>
  requestJson(SLIDESHOW_ADMIN_API.link, parseSlideshowLink, { method: "POST", json: {} });
