import { z } from "zod/mini";

/**
 * The couple's own mail settings (docs/decisions/053-mail-the-couple-can-set-up.md): the admin's Mail screen
 * and its API. One schema checks the form in the page and the request on the server; the password travels only
 * towards the server, never back.
 */

export const MAIL_SETTINGS_API = {
  /** GET → MailSetup; PUT MailSettingsInput → MailSetup (409 when the environment sets mail); DELETE → MailSetup. */
  settings: "/api/admin/mail/settings",
  /** POST MailTrialRequest → MailTrialResult: one test mail sent now, through the settings given or the saved ones. */
  trial: "/api/admin/mail/settings/test",
} as const;

/** How the connection to the provider is protected, in the words the form shows. */
export const MAIL_SECURITIES = ["tls", "starttls", "none"] as const;
export type MailSecurity = (typeof MAIL_SECURITIES)[number];

export const MAIL_SECURITY_LABELS: Record<MailSecurity, string> = {
  tls: "Encrypted from the start (SSL/TLS, usually port 465)",
  starttls: "Encrypted after connecting (STARTTLS, usually port 587)",
  none: "Not encrypted (only for a mail server on this machine or network)",
};

export const MAIL_SETTINGS_ERROR_CODES = {
  /** 400: a field is wrong; `fields` says which and why. Nothing was saved. */
  invalid: "invalid_mail_settings",
  /** 409: SMTP_URL is set in the server's environment, which wins: the couple's settings cannot be saved or tried. */
  setByOperator: "mail_set_by_operator",
  /** 409: a test without settings while mail only goes to files. */
  notSetUp: "mail_not_set_up",
  /** 503: the saved settings cannot be opened with this server's key (SETTINGS_KEY or DATA_DIR/settings.key). */
  keyUnusable: "mail_settings_key",
} as const;

const MAX_PASSWORD_LENGTH = 1024;

const trimmed = (max: number) =>
  z
    .pipe(
      z.string(),
      z.transform((value) => value.trim()),
    )
    .check(z.maxLength(max));

/** A host name or an IP address: letters, digits, dots, dashes, colons (IPv6); no scheme, no spaces. */
const HOST_PATTERN = /^[A-Za-z0-9]([A-Za-z0-9.:-]*[A-Za-z0-9])?$/;
/** A header line must not be broken: a name with a line break could add headers of its own. */
const ONE_LINE = /^[^\r\n]*$/;

/** PUT settings, and the settings a test mail tries. An empty password keeps the saved one. */
export const MailSettingsInputSchema = z.object({
  host: trimmed(253).check(
    z.minLength(1, "Write your provider's mail server, e.g. smtp.gmail.com."),
    z.regex(HOST_PATTERN, "Write the server's name only, e.g. smtp.gmail.com (no smtp:// and no spaces)."),
  ),
  port: z
    .number("Write the port, a number such as 465 or 587.")
    .check(
      z.int("Write the port as a whole number, such as 465 or 587."),
      z.minimum(1, "The port is a number from 1 to 65535, usually 465 or 587."),
      z.maximum(65535, "The port is a number from 1 to 65535, usually 465 or 587."),
    ),
  security: z.enum(MAIL_SECURITIES, "Choose how the connection is protected."),
  username: trimmed(320).check(z.regex(ONE_LINE, "Write the user name on one line.")),
  password: z.optional(
    z
      .string()
      .check(z.maxLength(MAX_PASSWORD_LENGTH, `The password can be at most ${MAX_PASSWORD_LENGTH} characters.`)),
  ),
  fromAddress: z.pipe(
    z.pipe(
      z.string(),
      z.transform((value) => value.trim()),
    ),
    z.email("Write the address the mails come from, e.g. wedding@example.com."),
  ),
  fromName: trimmed(100).check(z.regex(ONE_LINE, "Write the sender's name on one line.")),
});
export type MailSettingsInput = z.output<typeof MailSettingsInputSchema>;
export type MailSettingsField = keyof MailSettingsInput;

/** What every field must hold; `passwordSaved` says whether an empty password keeps one. */
export function checkMailSettings(
  body: unknown,
  passwordSaved: boolean,
): { ok: true; value: MailSettingsInput } | { ok: false; fields: Partial<Record<MailSettingsField, string>> } {
  const parsed = MailSettingsInputSchema.safeParse(body);
  const fields: Partial<Record<MailSettingsField, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === "string" && field in MailSettingsInputSchema.shape && !(field in fields)) {
        fields[field as MailSettingsField] = issue.message;
      }
    }
  }
  // Said with the other fields' problems, so the form shows every one at once.
  const given = (name: string) =>
    typeof body === "object" && body !== null && name in body ? (body as Record<string, unknown>)[name] : undefined;
  const username = given("username");
  const password = given("password");
  if (typeof username === "string" && username.trim() !== "" && !password && !passwordSaved && !fields.password) {
    fields.password = "Write the password (or app password) for this user name.";
  }
  if (parsed.success && Object.keys(fields).length === 0) return { ok: true, value: parsed.data };
  return { ok: false, fields: Object.keys(fields).length > 0 ? fields : { host: "Fill in the mail settings." } };
}

/** The settings as the form shows them again: everything but the password, which is only said to be there. */
export const SavedMailSettingsSchema = z.object({
  host: z.string(),
  port: z.number(),
  security: z.enum(MAIL_SECURITIES),
  username: z.string(),
  fromAddress: z.string(),
  fromName: z.string(),
  passwordSaved: z.boolean(),
});
export type SavedMailSettings = z.output<typeof SavedMailSettingsSchema>;

/**
 * Which way mail goes now, decided in one place on the server (mail-way.ts): the operator's SMTP_URL, else the
 * couple's saved settings, else files on the server. `summary` is the sentence the admin shows.
 */
export const MailSetupSchema = z.object({
  way: z.enum(["environment", "provider", "files"]),
  summary: z.string(),
  /** The couple's saved settings (also while the environment wins); null when none are saved. */
  saved: z.nullable(SavedMailSettingsSchema),
  /** Why the saved settings cannot be used (this server's key does not open them); null when they can. */
  problem: z.nullable(z.string()),
});
export type MailSetup = z.output<typeof MailSetupSchema>;

/** POST trial: where to send the test mail and, optionally, the settings to try instead of the saved ones. */
export const MailTrialRequestSchema = z.object({
  to: z.email("Write the email address to send the test mail to."),
  settings: z.optional(z.unknown()),
});

/** What happened to the test mail, in plain words: `ok` false is the provider's refusal, not a server failure. */
export const MailTrialResultSchema = z.object({
  ok: z.boolean(),
  /** "authentication", "connection", "certificate", "timeout", "refused" on failure; null on success. */
  failure: z.nullable(z.enum(["authentication", "connection", "certificate", "timeout", "refused"])),
  message: z.string(),
});
export type MailTrialResult = z.output<typeof MailTrialResultSchema>;
export type MailTrialFailure = NonNullable<MailTrialResult["failure"]>;
