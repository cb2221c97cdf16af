/** One message ready to send; `from` is the transport's. */
export interface OutgoingMail {
  /** The outbox id: the Message-ID and file name are made from it, so a retry is recognisably the same mail. */
  id: string;
  date: Date;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

/** A template's mail (a template of templates.ts's registry): the message without its outbox id, date and recipient. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Where mail goes: SMTP in production, .eml files otherwise (docs/product.md,
 * decision 6). `send` resolves once the mail is accepted and rejects otherwise;
 * the outbox sender decides about retries.
 */
export interface MailTransport {
  /** For the start-up log line; never contains a password. */
  readonly description: string;
  send(mail: OutgoingMail): Promise<void>;
  /** Removes the copy of a sent mail this transport keeps, if any (the .eml file); the guest it is about was erased. */
  discard?(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}
