import { sValidator } from "@hono/standard-validator";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { Hono } from "hono";
import type { AdminSessionState } from "../../shared/admin-api.ts";
import {
  AuditQuerySchema,
  firstFieldProblem,
  InviteRequestSchema,
  JoinRequestSchema,
  PEOPLE_ERROR_CODES,
  RoleChangeSchema,
  SetupRequestSchema,
} from "../../shared/admin-people.ts";
import { HttpError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import type { People } from "../services/people.ts";
import { valid } from "../validation.ts";
import { type AdminAccess, actorName, actorView, requireActor } from "./access.ts";
import { requestOrigin } from "./auth.ts";

export interface PeopleRouteDeps {
  people: People;
  access: AdminAccess;
  /** Whether ADMIN_PASSWORD signs in too (the session state says so). */
  password: string | null;
  trustProxyHops: number;
  logger: Logger;
}

/** A new person's body, refused with its first problem as "field: message" (the form shows it at the field). */
function personValidator<Schema extends StandardSchemaV1>(schema: Schema) {
  return sValidator("json", schema, (result) => {
    if (!result.success) {
      const { field, message } = firstFieldProblem(
        result.error.map((issue) => ({
          message: issue.message,
          path: (issue.path ?? []).map((part) => (typeof part === "object" ? part.key : part)),
        })),
      );
      throw new HttpError(400, PEOPLE_ERROR_CODES.invalidPerson, field ? `${field}: ${message}` : message);
    }
  });
}

/**
 * POST /setup and /join (public: the link's token is the key) sign the new person in; the rest, behind the
 * `people` permission (permissions.ts): list people and open invites, invite, change a role, remove, the audit log.
 */
export function peopleRoutes({ people, access, password, trustProxyHops, logger }: PeopleRouteDeps) {
  const signedInAs = async (c: Parameters<AdminAccess["signIn"]>[0], person: Awaited<ReturnType<People["join"]>>) => {
    const actor = { kind: "person", person } as const;
    await access.signIn(c, actor);
    return c.json({
      signedIn: true,
      enabled: password !== null,
      actor: actorView(actor),
      setupPending: false,
    } satisfies AdminSessionState);
  };
  return new Hono()
    .post("/setup", personValidator(SetupRequestSchema), async (c) => {
      const { token, ...person } = c.req.valid("json");
      const created = await people.setUp(token, person);
      logger.info({ person: created.id }, "admin set up: first partner created");
      return signedInAs(c, created);
    })
    .post("/join", personValidator(JoinRequestSchema), async (c) => {
      const { token, ...person } = c.req.valid("json");
      const created = await people.join(token, person);
      logger.info({ person: created.id, role: created.role }, "admin invite accepted");
      return signedInAs(c, created);
    })
    .get("/people", async (c) => c.json(await people.list()))
    .post("/invites", personValidator(InviteRequestSchema), async (c) =>
      c.json(
        await people.invite(actorName(requireActor(c)), c.req.valid("json"), requestOrigin(c, trustProxyHops)),
        201,
      ),
    )
    .delete("/invites/:id", async (c) => {
      await people.revokeInvite(actorName(requireActor(c)), c.req.param("id"));
      return c.body(null, 204);
    })
    .patch("/people/:id", personValidator(RoleChangeSchema), async (c) =>
      c.json(await people.changeRole(actorName(requireActor(c)), c.req.param("id"), c.req.valid("json"))),
    )
    .delete("/people/:id", async (c) => {
      await people.remove(actorName(requireActor(c)), c.req.param("id"));
      return c.body(null, 204);
    })
    .get("/audit", valid("query", AuditQuerySchema, "page: a page number from 1."), async (c) =>
      c.json(await people.audit(c.req.valid("query").page)),
    );
}
