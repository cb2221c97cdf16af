import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Database } from "../server/db/database.ts";
import { createHouseholdRepository } from "../server/db/household-repository.ts";
import { emlFileName } from "../server/mail/file-transport.ts";
import { MAIL_KINDS } from "../server/mail/mail-kinds.ts";
import { aHousehold } from "./household-builders.ts";

/**
 * A household and `mails` sent mails about it, each with its .eml file in
 * `mailDir` holding `marker` (as a guest's name, address and answers would
 * be): what a guest who was reminded many times leaves behind.
 */
export async function aHouseholdWithMails(
  database: Database,
  { mailDir, mails, marker }: { mailDir: string; mails: number; marker: string },
): Promise<{ householdId: string; mailFiles: string[] }> {
  const household = await createHouseholdRepository(database).create(
    aHousehold(["first"], { displayName: `The ${marker} family`, email: `${marker}@example.com` }),
  );
  await mkdir(mailDir, { recursive: true });
  const mailFiles: string[] = [];
  const sentAt = new Date();
  for (let index = 0; index < mails; index += 1) {
    const id = randomUUID();
    await database.db
      .insertInto("mail_outbox")
      .values({
        id,
        rsvp_id: null,
        household_id: household.id,
        kind: MAIL_KINDS.householdConfirmation,
        recipient: `${marker}@example.com`,
        message: JSON.stringify({ name: marker }),
        status: "sent",
        next_attempt_at: sentAt,
        last_error: null,
        created_at: sentAt,
        sent_at: sentAt,
      })
      .execute();
    const name = emlFileName({ id, date: sentAt });
    await writeFile(path.join(mailDir, name), `To: ${marker}@example.com\r\n\r\nDear ${marker}, you said yes.\r\n`);
    mailFiles.push(name);
  }
  return { householdId: household.id, mailFiles };
}
