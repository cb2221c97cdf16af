/**
 * How the server delivers mail: "smtp" (SMTP_URL: to inboxes) or "file" (no SMTP_URL: each mail is only saved
 * as a .eml file on the server, and no guest receives it).
 */
export const MAIL_DELIVERIES = ["smtp", "file"] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];

/** The outbox's statuses, defined once: the database column, the admin API and the admin page's schema derive from it. */
export const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
