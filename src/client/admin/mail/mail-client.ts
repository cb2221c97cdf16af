import {
  MAIL_SETTINGS_API,
  type MailSettingsInput,
  type MailSetup,
  MailSetupSchema,
  type MailTrialResult,
  MailTrialResultSchema,
} from "../../../shared/mail-settings.ts";
import { type ApiResult, requestJson } from "../../lib/api.ts";
import { using } from "../admin-client.ts";

/** The Mail tab's calls, one per path of MAIL_SETTINGS_API. */

export const getMailSetup = (): Promise<ApiResult<MailSetup>> =>
  requestJson(MAIL_SETTINGS_API.settings, using(MailSetupSchema));

export const saveMailSettings = (settings: MailSettingsInput): Promise<ApiResult<MailSetup>> =>
  requestJson(MAIL_SETTINGS_API.settings, using(MailSetupSchema), { method: "PUT", json: settings });

export const removeMailSettings = (): Promise<ApiResult<MailSetup>> =>
  requestJson(MAIL_SETTINGS_API.settings, using(MailSetupSchema), { method: "DELETE" });

/** A test mail sent now: through `settings` when given (an empty password: the saved one), else the way mail goes. */
export const tryMail = (to: string, settings?: MailSettingsInput): Promise<ApiResult<MailTrialResult>> =>
  requestJson(MAIL_SETTINGS_API.trial, using(MailTrialResultSchema), {
    method: "POST",
    json: settings ? { to, settings } : { to },
  });
