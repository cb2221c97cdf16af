import { rm } from "node:fs/promises";
import path from "node:path";
import { createTransport } from "nodemailer";
import { isPartialFile, mkdirPrivate, writePrivateFileAtomically } from "../private-files.ts";
import type { MailTransport, OutgoingMail } from "./mail-transport.ts";
import { nodemailerMessage } from "./nodemailer-message.ts";

/**
 * Without SMTP, each mail becomes a real MIME message (.eml, opens in any
 * mail client) in `dir`. Nodemailer's stream transport builds exactly what
 * SMTP would send. A file is written beside its final name, fsynced, then
 * renamed, so the folder never holds half a mail; a retry of the same mail
 * overwrites its own file instead of adding a second one.
 */
export function createFileTransport(dir: string, from: string): MailTransport & { init(): Promise<void> } {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    description: `files in ${dir}`,
    async init() {
      await mkdirPrivate(dir);
    },
    async send(mail) {
      const info = await composer.sendMail(nodemailerMessage(mail, from));
      if (!Buffer.isBuffer(info.message)) throw new Error("The mail composer did not return the message bytes");
      // Mails carry guests' names and addresses: readable by the site's user only.
      await writePrivateFileAtomically(path.join(dir, emlFileName(mail)), info.message);
    },
    async discard(mail) {
      await rm(path.join(dir, emlFileName(mail)), { force: true });
    },
    async close() {
      composer.close();
    },
  };
}

/** "20250801T101500Z-<id>.eml": sorts by when the mail was queued. */
export function emlFileName(mail: Pick<OutgoingMail, "id" | "date">): string {
  const stamp = mail.date.toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "");
  return `${stamp}-${mail.id}.eml`;
}

/** The outbox id in a name emlFileName made; null for any other name. */
export function emlMailId(name: string): string | null {
  return /^\d{8}T\d{6}Z-(.+)\.eml$/.exec(name)?.[1] ?? null;
}

/** A mail being written (writePrivateFileAtomically): renamed to its .eml name once whole, left behind by a crash. */
export function isPartialMailFile(name: string): boolean {
  return isPartialFile(name);
}
