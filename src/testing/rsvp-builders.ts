import { randomBytes } from "node:crypto";
import type { Database } from "../server/db/database.ts";
import { createOutboxRepository, type NewOutboxMail } from "../server/db/outbox-repository.ts";
import { createRsvpRepository, type StoredRsvp } from "../server/db/rsvp-repository.ts";
import type { RsvpRequest, ValidRsvp } from "../shared/rsvp.ts";

/** A valid RSVP request with a unique email; override what the test is about. */
export function anRsvpRequest(overrides: Partial<RsvpRequest> = {}): RsvpRequest {
  return {
    name: "Ann Guest",
    email: `ann.${randomBytes(6).toString("hex")}@example.com`,
    attending: true,
    bringingPartner: false,
    partnerName: "",
    message: "",
    ...overrides,
  };
}

/** A JSON POST to the RSVP endpoint, as the form sends it. */
export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

/**
 * Stores an RSVP and its mails in one transaction, as the RSVP service does
 * but without its rules: seeds for tests of what reads RSVPs. A second RSVP
 * for the same email throws EmailTakenError.
 */
export async function storeRsvp(
  database: Database,
  rsvp: ValidRsvp,
  mails: (stored: StoredRsvp) => NewOutboxMail[] = () => [],
  now = new Date(),
): Promise<StoredRsvp> {
  const rsvps = createRsvpRepository(database);
  const outbox = createOutboxRepository(database);
  try {
    return await database.db.transaction().execute(async (trx) => {
      const stored = await rsvps.insert(trx, rsvp, now);
      await outbox.queueWith(trx, mails(stored), now, { rsvpId: stored.id, householdId: null });
      return stored;
    });
  } catch (error) {
    throw await rsvps.emailTakenOr(error, rsvp.email);
  }
}
