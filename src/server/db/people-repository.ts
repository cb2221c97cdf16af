import { randomUUID } from "node:crypto";
import type { AdminPerson, AdminRole, AuditEntry, PendingInvite } from "../../shared/admin-people.ts";
import { ADMIN_ROLES, normalizeEmail } from "../../shared/admin-people.ts";
import type { Executor } from "./database.ts";

/**
 * The admin's people, their invite links, the one-time setup link and the audit log (migration 018). Each
 * function takes the connection or the caller's transaction (STYLE.md: the service decides where one begins).
 */

/** admin_settings' row holding the setup link's token hash and end: "<sha256 hex> <ISO end>". */
const SETUP_TOKEN_SETTING = "setup_token";

export interface StoredPerson extends AdminPerson {
  passwordHash: string;
  sessionKey: string;
}

export interface NewPersonRow {
  name: string;
  email: string;
  passwordHash: string;
  sessionKey: string;
  role: AdminRole;
  side: string | null;
  createdAt: Date;
}

function roleOf(value: string): AdminRole {
  // A role the code no longer knows gives the fewest rights there are.
  return (ADMIN_ROLES as readonly string[]).includes(value) ? (value as AdminRole) : "photographer";
}

type PersonRow = {
  id: string;
  name: string;
  email: string;
  password_hash: string;
  session_key: string;
  role: string;
  side: string | null;
  created_at: Date | string;
};

function toPerson(row: PersonRow): StoredPerson {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: roleOf(row.role),
    side: row.side,
    createdAt: new Date(row.created_at).toISOString(),
    passwordHash: row.password_hash,
    sessionKey: row.session_key,
  };
}

export function publicPerson({ passwordHash: _hash, sessionKey: _key, ...person }: StoredPerson): AdminPerson {
  return person;
}

export async function countPeople(db: Executor): Promise<number> {
  const row = await db
    .selectFrom("admin_people")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function countPartners(db: Executor): Promise<number> {
  const row = await db
    .selectFrom("admin_people")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("role", "=", "partner")
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function findPerson(db: Executor, id: string): Promise<StoredPerson | null> {
  const row = await db.selectFrom("admin_people").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toPerson(row) : null;
}

export async function findPersonByEmail(db: Executor, email: string): Promise<StoredPerson | null> {
  const row = await db
    .selectFrom("admin_people")
    .selectAll()
    .where("email_normalized", "=", normalizeEmail(email))
    .executeTakeFirst();
  return row ? toPerson(row) : null;
}

export async function listPeople(db: Executor): Promise<AdminPerson[]> {
  const rows = await db.selectFrom("admin_people").selectAll().orderBy("created_at").orderBy("id").execute();
  return rows.map((row) => publicPerson(toPerson(row)));
}

/** Inserts the person; false when someone already has the email (the unique index decides, not a prior look). */
export async function insertPerson(db: Executor, person: NewPersonRow): Promise<StoredPerson | null> {
  const id = randomUUID();
  const result = await db
    .insertInto("admin_people")
    .values({
      id,
      name: person.name,
      email: person.email,
      email_normalized: normalizeEmail(person.email),
      password_hash: person.passwordHash,
      session_key: person.sessionKey,
      role: person.role,
      side: person.side,
      created_at: person.createdAt,
    })
    .onConflict((oc) => oc.column("email_normalized").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? findPerson(db, id) : null;
}

export async function updatePersonRole(db: Executor, id: string, role: AdminRole, side: string | null): Promise<void> {
  await db.updateTable("admin_people").set({ role, side }).where("id", "=", id).execute();
}

export async function deletePerson(db: Executor, id: string): Promise<void> {
  await db.deleteFrom("admin_people").where("id", "=", id).execute();
  await db.deleteFrom("admin_sessions").where("subject", "=", id).execute();
}

export interface NewInviteRow {
  tokenHash: string;
  role: AdminRole;
  side: string | null;
  createdBy: string;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertInvite(db: Executor, invite: NewInviteRow): Promise<PendingInvite> {
  const id = randomUUID();
  await db
    .insertInto("admin_invites")
    .values({
      id,
      token_hash: invite.tokenHash,
      role: invite.role,
      side: invite.side,
      created_by: invite.createdBy,
      created_at: invite.createdAt,
      expires_at: invite.expiresAt,
    })
    .execute();
  return {
    id,
    role: invite.role,
    side: invite.side,
    createdBy: invite.createdBy,
    expiresAt: invite.expiresAt.toISOString(),
  };
}

export async function listInvites(db: Executor, now: Date): Promise<PendingInvite[]> {
  const rows = await db
    .selectFrom("admin_invites")
    .select(["id", "role", "side", "created_by", "expires_at"])
    .where("expires_at", ">", now)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    role: roleOf(row.role),
    side: row.side,
    createdBy: row.created_by,
    expiresAt: new Date(row.expires_at).toISOString(),
  }));
}

/** Removes the live invite with this token hash and returns it: only one taker ever gets it. Null when there is none. */
export async function takeInvite(db: Executor, tokenHash: string, now: Date): Promise<PendingInvite | null> {
  const row = await db
    .selectFrom("admin_invites")
    .select(["id", "role", "side", "created_by", "expires_at"])
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  const deleted = await db.deleteFrom("admin_invites").where("id", "=", row.id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1 || new Date(row.expires_at).getTime() <= now.getTime()) return null;
  return {
    id: row.id,
    role: roleOf(row.role),
    side: row.side,
    createdBy: row.created_by,
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

/** True when there was such an invite. */
export async function deleteInvite(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom("admin_invites").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Puts this setup token's hash in place of any other: the older link stops working. */
export async function replaceSetupToken(db: Executor, tokenHash: string, expiresAt: Date): Promise<void> {
  const value = `${tokenHash} ${expiresAt.toISOString()}`;
  await db
    .insertInto("admin_settings")
    .values({ name: SETUP_TOKEN_SETTING, value })
    .onConflict((oc) => oc.column("name").doUpdateSet({ value }))
    .execute();
}

/** Removes the setup token if it is this one and still live; whether it was. */
export async function takeSetupToken(db: Executor, tokenHash: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom("admin_settings")
    .select("value")
    .where("name", "=", SETUP_TOKEN_SETTING)
    .executeTakeFirst();
  const [hash, end] = (row?.value ?? "").split(" ");
  if (hash !== tokenHash || !end || Date.parse(end) <= now.getTime()) return false;
  const deleted = await db
    .deleteFrom("admin_settings")
    .where("name", "=", SETUP_TOKEN_SETTING)
    .where("value", "=", row?.value ?? "")
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

export async function hasSetupToken(db: Executor, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom("admin_settings")
    .select("value")
    .where("name", "=", SETUP_TOKEN_SETTING)
    .executeTakeFirst();
  const end = row?.value.split(" ")[1];
  return end !== undefined && Date.parse(end) > now.getTime();
}

/** A page of the log, newest first, and whether an older page follows. */
export async function listAudit(
  db: Executor,
  page: number,
  size: number,
): Promise<{ entries: AuditEntry[]; hasMore: boolean }> {
  const rows = await db
    .selectFrom("admin_audit")
    .selectAll()
    .orderBy("seq", "desc")
    .limit(size + 1)
    .offset((page - 1) * size)
    .execute();
  return {
    hasMore: rows.length > size,
    entries: rows.slice(0, size).map((row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      actorId: row.actor_id,
      actorName: row.actor_name,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      summary: row.summary,
    })),
  };
}
