import type { Context } from "hono";
import {
  ADMIN_PERMISSIONS,
  type AdminActor,
  type AdminPermission,
  OPERATOR_NAME,
  ROLE_PERMISSIONS,
} from "../../shared/admin-people.ts";
import type { Database } from "../db/database.ts";
import { findPerson, type StoredPerson } from "../db/people-repository.ts";
import { readSessionCookie, setSessionCookie } from "./auth.ts";
import type { PasswordKey } from "./password-key.ts";
import type { AdminSessionStore } from "./session-store.ts";

/**
 * Who is asking (docs/decisions/052-people-not-a-password.md): a person, by the session their sign-in made, or
 * the operator, by a session made with ADMIN_PASSWORD, who may do everything.
 */
export type Actor = { kind: "operator" } | { kind: "person"; person: StoredPerson };

declare module "hono" {
  interface ContextVariableMap {
    /** Set by the permission check (permissions.ts) on every admin route that needs a session. */
    adminActor: Actor;
  }
}

export function permissionsOf(actor: Actor): readonly AdminPermission[] {
  return actor.kind === "operator" ? ADMIN_PERMISSIONS : ROLE_PERMISSIONS[actor.person.role];
}

export function can(actor: Actor, permission: AdminPermission): boolean {
  return permissionsOf(actor).includes(permission);
}

/** The audit log's "who": the person's id and their name now, or the operator. */
export function actorName(actor: Actor): { actorId: string | null; actorName: string } {
  return actor.kind === "operator"
    ? { actorId: null, actorName: OPERATOR_NAME }
    : { actorId: actor.person.id, actorName: actor.person.name };
}

/** The side whose households alone this actor sees; null for all. */
export function sideScope(actor: Actor): string | null {
  return actor.kind === "person" && actor.person.role === "family" ? (actor.person.side ?? "") : null;
}

export function actorView(actor: Actor): AdminActor {
  const permissions = [...permissionsOf(actor)];
  if (actor.kind === "operator") {
    return { kind: "operator", id: null, name: OPERATOR_NAME, role: null, side: null, permissions };
  }
  const { id, name, role, side } = actor.person;
  return { kind: "person", id, name, role, side, permissions };
}

/** The actor set on this request by the permission check; a route that needs one and finds none is a bug. */
export function requireActor(c: Context): Actor {
  const actor = c.get("adminActor");
  if (!actor) throw new Error("admin route without the permission check's actor");
  return actor;
}

export interface AdminAccessDeps {
  database: Database;
  sessions: AdminSessionStore;
  /** ADMIN_PASSWORD's key; null when it is unset or too short. */
  passwordKey: (() => Promise<PasswordKey>) | null;
  trustProxyHops: number;
  now: () => Date;
}

export interface AdminAccess {
  /** The actor of this request's session cookie; null without a live one. */
  identify(c: Context): Promise<Actor | null>;
  /** Starts a session for the actor and sets its cookie. */
  signIn(c: Context, actor: Actor): Promise<void>;
}

export function createAdminAccess({
  database,
  sessions,
  passwordKey,
  trustProxyHops,
  now,
}: AdminAccessDeps): AdminAccess {
  return {
    async identify(c) {
      const token = readSessionCookie(c, trustProxyHops);
      if (token === undefined) return null;
      let person: StoredPerson | null = null;
      const session = await sessions.identify(token, now(), async (subject) => {
        if (subject === null) return passwordKey === null ? null : passwordKey();
        person = await findPerson(database.db, subject);
        return person === null ? null : Buffer.from(person.sessionKey, "base64url");
      });
      if (session === null) return null;
      if (session.subject === null) return { kind: "operator" };
      return person === null ? null : { kind: "person", person };
    },

    async signIn(c, actor) {
      const at = now();
      // Sign-ins are rare, so each one also clears sessions that have ended.
      await sessions.deleteExpired(at);
      const token =
        actor.kind === "operator"
          ? await sessions.create(at, await requirePasswordKey(passwordKey))
          : await sessions.create(at, Buffer.from(actor.person.sessionKey, "base64url"), actor.person.id);
      setSessionCookie(c, trustProxyHops, token);
    },
  };
}

function requirePasswordKey(passwordKey: (() => Promise<PasswordKey>) | null): Promise<PasswordKey> {
  if (passwordKey === null) throw new Error("operator sign-in without ADMIN_PASSWORD");
  return passwordKey();
}
