import type { MailSecurity } from "../../../shared/mail-settings.ts";

/** Common providers' outgoing mail servers, to fill the form in one step; the couple can change any field after. */
export const MAIL_PROVIDERS: readonly { name: string; host: string; port: number; security: MailSecurity }[] = [
  { name: "Gmail / Google Workspace", host: "smtp.gmail.com", port: 465, security: "tls" },
  { name: "Outlook.com / Hotmail", host: "smtp-mail.outlook.com", port: 587, security: "starttls" },
  { name: "Microsoft 365", host: "smtp.office365.com", port: 587, security: "starttls" },
  { name: "Yahoo Mail", host: "smtp.mail.yahoo.com", port: 465, security: "tls" },
  { name: "iCloud Mail", host: "smtp.mail.me.com", port: 587, security: "starttls" },
  { name: "Zoho Mail", host: "smtp.zoho.com", port: 465, security: "tls" },
];
