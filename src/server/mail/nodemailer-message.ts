import type { OutgoingMail } from "./mail-transport.ts";

/** Nodemailer's message fields for one outgoing mail, shared by the SMTP and file transports. */
export function nodemailerMessage(mail: OutgoingMail, from: string) {
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
