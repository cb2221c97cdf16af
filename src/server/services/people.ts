import { createHash, randomBytes } from "node:crypto";
import {
  type AdminPerson,
  type AdminRole,
  AUDIT_PAGE_SIZE,
  type AuditPage,
  type CreatedInvite,
  INVITE_FRAGMENT,
  INVITE_LINK_MS,
  type InviteRequest,
  type NewPerson,
  PEOPLE_ERROR_CODES,
  type PeopleList,
  SETUP_FRAGMENT,
  SETUP_LINK_MS,
} from "../../shared/admin-people.ts";
import { type NewAuditEntry, recordAudit } from "../db/audit-context.ts";
import type { Database, Executor } from "../db/database.ts";
import {
  countPartners,
  countPeople,
  deleteInvite,
  deletePerson,
  findPerson,
  findPersonByEmail,
  insertInvite,
  insertPerson,
  listAudit,
  listInvites,
  listPeople,
  publicPerson,
  replaceSetupToken,
  type StoredPerson,
  takeInvite,
  takeSetupToken,
  updatePersonRole,
} from "../db/people-repository.ts";
import { HttpError } from "../errors.ts";
import { hashPassword, passwordIsRight } from "./person-password.ts";

/**
 * The admin's people (docs/decisions/052-people-not-a-password.md): the first run's setup link, invites, roles,
 * removal, and the audit log. Every change writes its audit entry in its own transaction.
 */

/** Who does something, for the audit log: a person's id and name now, or the operator. */
export interface AuditActor {
  actorId: string | null;
  actorName: string;
}

export interface People {
  /**
   * At start, with nobody to sign in and no ADMIN_PASSWORD: a new one-time setup link (its token's hash replaces
   * any earlier one, so only the newest works); null when there is someone already.
   */
  openSetup(origin: string): Promise<string | null>;
  /** Whether anyone has an account yet. */
  anyone(): Promise<boolean>;
  /** The first partner, from the setup link. */
  setUp(token: string, person: NewPerson): Promise<StoredPerson>;
  /** A person from an invite link, with the invite's role and side. */
  join(token: string, person: NewPerson): Promise<StoredPerson>;
  /** The person this email and password sign in; null when either is wrong (the same time either way). */
  checkSignIn(email: string, password: string): Promise<StoredPerson | null>;
  list(): Promise<PeopleList>;
  invite(by: AuditActor, request: InviteRequest, origin: string): Promise<CreatedInvite>;
  revokeInvite(by: AuditActor, id: string): Promise<void>;
  changeRole(by: AuditActor, id: string, request: InviteRequest): Promise<AdminPerson>;
  /** Removes the person; every session of theirs ends at once. */
  remove(by: AuditActor, id: string): Promise<void>;
  audit(page: number): Promise<AuditPage>;
}

export function linkTokenHash(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

const linkExpired = () =>
  new HttpError(
    410,
    PEOPLE_ERROR_CODES.linkExpired,
    "This link has been used, has ended or was replaced. Ask for a new one.",
  );
const notFound = () => new HttpError(404, "not_found", "There is no such person or invite.");
const lastPartner = () =>
  new HttpError(409, PEOPLE_ERROR_CODES.lastPartner, "The admin needs at least one partner: invite another first.");

export function createPeople({ db }: Database, now: () => Date): People {
  function newPersonRow(person: NewPerson, passwordHash: string, role: AdminRole, side: string | null) {
    return {
      name: person.name,
      email: person.email,
      passwordHash,
      sessionKey: randomBytes(32).toString("base64url"),
      role,
      side: role === "family" ? side : null,
      createdAt: now(),
    };
  }

  async function insertOrRefuse(trx: Executor, row: ReturnType<typeof newPersonRow>): Promise<StoredPerson> {
    const person = await insertPerson(trx, row);
    if (person === null) {
      throw new HttpError(
        409,
        PEOPLE_ERROR_CODES.emailTaken,
        "email: Someone already signs in with this email address.",
      );
    }
    return person;
  }

  const audit = (trx: Executor, entry: Omit<NewAuditEntry, "at">) => recordAudit(trx, { ...entry, at: now() });

  return {
    async openSetup(origin) {
      if ((await countPeople(db)) > 0) return null;
      const token = randomBytes(32).toString("base64url");
      await replaceSetupToken(db, linkTokenHash(token), new Date(now().getTime() + SETUP_LINK_MS));
      return `${origin}/admin#${SETUP_FRAGMENT}=${token}`;
    },

    async anyone() {
      return (await countPeople(db)) > 0;
    },

    async setUp(token, newPerson) {
      const row = newPersonRow(newPerson, await hashPassword(newPerson.password), "partner", null);
      return db.transaction().execute(async (trx) => {
        if (!(await takeSetupToken(trx, linkTokenHash(token), now())) || (await countPeople(trx)) > 0) {
          throw linkExpired();
        }
        const person = await insertOrRefuse(trx, row);
        await audit(trx, {
          actorId: person.id,
          actorName: person.name,
          action: "person.setup",
          targetType: "person",
          targetId: person.id,
          summary: "Set up the admin as its first partner",
        });
        return person;
      });
    },

    async join(token, newPerson) {
      const hashed = await hashPassword(newPerson.password);
      return db.transaction().execute(async (trx) => {
        const invite = await takeInvite(trx, linkTokenHash(token), now());
        if (invite === null) throw linkExpired();
        const person = await insertOrRefuse(trx, newPersonRow(newPerson, hashed, invite.role, invite.side));
        await audit(trx, {
          actorId: person.id,
          actorName: person.name,
          action: "person.join",
          targetType: "person",
          targetId: person.id,
          summary: `Joined as ${invite.role}${invite.side ? ` (${invite.side})` : ""}, invited by ${invite.createdBy}`,
        });
        return person;
      });
    },

    async checkSignIn(email, password) {
      const person = await findPersonByEmail(db, email);
      return (await passwordIsRight(password, person?.passwordHash ?? null)) ? person : null;
    },

    async list() {
      const [people, invites] = await Promise.all([listPeople(db), listInvites(db, now())]);
      return { people, invites };
    },

    async invite(by, { role, side }, origin) {
      const token = randomBytes(32).toString("base64url");
      const created = now();
      return db.transaction().execute(async (trx) => {
        const invite = await insertInvite(trx, {
          tokenHash: linkTokenHash(token),
          role,
          side: role === "family" ? side : null,
          createdBy: by.actorName,
          createdAt: created,
          expiresAt: new Date(created.getTime() + INVITE_LINK_MS),
        });
        await audit(trx, {
          ...by,
          action: "invite.create",
          targetType: "invite",
          targetId: invite.id,
          summary: `Invited a ${role}${invite.side ? ` (${invite.side})` : ""}`,
        });
        return { ...invite, url: `${origin}/admin#${INVITE_FRAGMENT}=${token}` };
      });
    },

    async revokeInvite(by, id) {
      await db.transaction().execute(async (trx) => {
        if (!(await deleteInvite(trx, id))) throw notFound();
        await audit(trx, {
          ...by,
          action: "invite.revoke",
          targetType: "invite",
          targetId: id,
          summary: "Withdrew an invite",
        });
      });
    },

    async changeRole(by, id, { role, side }) {
      return db.transaction().execute(async (trx) => {
        const person = await findPerson(trx, id);
        if (person === null) throw notFound();
        if (person.role === "partner" && role !== "partner" && (await countPartners(trx)) <= 1) throw lastPartner();
        const newSide = role === "family" ? side : null;
        await updatePersonRole(trx, id, role, newSide);
        await audit(trx, {
          ...by,
          action: "person.role",
          targetType: "person",
          targetId: id,
          summary: `Made ${person.name} ${role}${newSide ? ` (${newSide})` : ""}, was ${person.role}`,
        });
        return publicPerson({ ...person, role, side: newSide });
      });
    },

    async remove(by, id) {
      await db.transaction().execute(async (trx) => {
        const person = await findPerson(trx, id);
        if (person === null) throw notFound();
        if (person.role === "partner" && (await countPartners(trx)) <= 1) throw lastPartner();
        await deletePerson(trx, id);
        await audit(trx, {
          ...by,
          action: "person.remove",
          targetType: "person",
          targetId: id,
          summary: `Removed ${person.name}`,
        });
      });
    },

    async audit(page) {
      const { entries, hasMore } = await listAudit(db, page, AUDIT_PAGE_SIZE);
      return { entries, page, hasMore };
    },
  };
}
