import type { OutgoingMail } from "./mail-transport.ts";

/** A sender as a header line, or a name and an address that nodemailer quotes and encodes itself. */
export type MailFrom = string | { name: string; address: string };

/** Nodemailer's message fields for one outgoing mail, shared by the SMTP and file transports. */
export function nodemailerMessage(mail: OutgoingMail, from: MailFrom) {
  return {
    from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    date: mail.date,
    // Stable across retries, so a receiving server or client can tell a resend from a new mail.
    messageId: `<${mail.id}@wedding-invitation>`,
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content,
    })),
  };
}
