import { sValidator } from "@hono/standard-validator";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { CONTENT_API } from "../../shared/content-api.ts";
import type { WeddingContent } from "../../shared/content-schema.ts";
import { localDate } from "../../shared/date-labels.ts";
import {
  HouseholdContactPatchSchema,
  HouseholdInputSchema,
  HouseholdUpdateSchema,
  RsvpSettingsInputSchema,
} from "../../shared/household-schemas.ts";
import { GUEST_LIST_API, guestListCsvColumns } from "../../shared/households.ts";
import { siteLanguages } from "../../shared/page-languages.ts";
import { HttpError } from "../errors.ts";
import { requireJsonBody } from "../http-hygiene.ts";
import { type GuestListService, INVALID_HOUSEHOLD } from "../services/guest-list.ts";
import type { GuestListImport } from "../services/guest-list-import.ts";
import type { InvitationSending } from "../services/invitation-sending.ts";
import { valid } from "../validation.ts";
import { requireActor, sideScope } from "./access.ts";
import { requestOrigin } from "./auth.ts";
import { csvStream } from "./csv.ts";
import { guestAnswersHeader, guestAnswersRows, guestListRows, parseGuestListCsv } from "./guest-list-csv.ts";

/** An import of a few thousand households is a few hundred kilobytes; JSON bodies keep app.ts's 64 KB. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

export interface GuestListRouteDeps {
  /** The list and its edits, its import, and the links sent out: one service to the routes. */
  guestList: GuestListService & GuestListImport & InvitationSending;
  content: WeddingContent;
  trustProxyHops: number;
  now: () => Date;
}

/**
 * The couple's guest list (GUEST_LIST_API), mounted at /api/admin behind the
 * session: thin routes that validate, call the guest-list service and answer.
 */
export function guestListRoutes({ guestList, content, trustProxyHops, now }: GuestListRouteDeps) {
  const household = householdValidator(HouseholdInputSchema);
  const origin = (c: Context) => requestOrigin(c, trustProxyHops);
  // Streamed: a long list is never held whole, as rows or as text.
  const csv = (c: Context, header: readonly string[], rows: AsyncIterable<string[][]>, name: string) =>
    c.body(csvStream(header, rows), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${localDate(now(), content.timeZone)}.csv"`,
    });

  /**
   * A family member's view (docs/decisions/052-people-not-a-password.md): only their side's households. Another
   * side's answers 404, as a household that does not exist, and a household they add or edit stays on their side.
   */
  const scope = (c: Context) => sideScope(requireActor(c));
  const requireInScope = async (c: Context) => {
    const side = scope(c);
    if (side !== null && (await guestList.sideOf(c.req.param("id") ?? "")) !== side) {
      throw new HttpError(404, "not_found", "There is no such household (it may have been deleted).");
    }
    return side;
  };
  const onSide = <Input extends { side?: string | null | undefined }>(input: Input, side: string | null): Input =>
    side === null ? input : { ...input, side };

  return (
    new Hono()
      .get("/households", async (c) => c.json(await guestList.list(scope(c))))
      .post("/households", household, async (c) =>
        c.json(await guestList.create(onSide(c.req.valid("json"), scope(c))), 201),
      )
      .post("/households/import", importBodyLimit, async (c) => {
        // The bytes, not text: the file's encoding is found from them (csv-read.ts).
        const parsed = await parseGuestListCsv(new Uint8Array(await c.req.arrayBuffer()), content);
        return c.json(await guestList.importHouseholds(parsed));
      })
      .get("/households.csv", (c) =>
        csv(
          c,
          guestListCsvColumns(siteLanguages(content).length),
          guestListRows(guestList.storedInPages(), content),
          "guest-list",
        ),
      )
      .get("/guests.csv", (c) =>
        csv(c, guestAnswersHeader(content), guestAnswersRows(guestList.storedInPages(), content), "guests"),
      )
      .put("/households/:id", householdValidator(HouseholdUpdateSchema), async (c) => {
        const side = await requireInScope(c);
        return c.json(await guestList.update(c.req.param("id"), onSide(c.req.valid("json"), side)));
      })
      .patch("/households/:id", householdValidator(HouseholdContactPatchSchema), async (c) => {
        await requireInScope(c);
        return c.json(await guestList.updateContact(c.req.param("id"), c.req.valid("json")));
      })
      // On the version the couple's list showed (?version=N): a household a guest answered since is not deleted unseen.
      .delete("/households/:id", async (c) => {
        const version = c.req.query("version");
        if (version === undefined || !/^\d{1,9}$/.test(version)) {
          throw new HttpError(400, INVALID_HOUSEHOLD, "version: the household's version as the list showed it.");
        }
        await requireInScope(c);
        await guestList.delete(c.req.param("id"), Number(version));
        return c.body(null, 204);
      })
      .post("/households/:id/send-invitation", async (c) =>
        c.json(await guestList.sendInvitation(c.req.param("id"), origin(c))),
      )
      .post("/households/:id/mark-invited", async (c) => {
        await requireInScope(c);
        return c.json(await guestList.markInvited(c.req.param("id")));
      })
      .get("/invitations", async (c) => c.json(await guestList.previewInvitations(origin(c))))
      .post("/invitations", async (c) => c.json(await guestList.inviteAll(origin(c))))
      .get("/reminders", async (c) => c.json(await guestList.previewReminders(origin(c))))
      .post("/reminders", async (c) => c.json(await guestList.remind(origin(c))))
      .put(
        "/rsvp-settings",
        valid("json", RsvpSettingsInputSchema, "Send the deadline as a date like 2025-08-01 and closeAtDeadline."),
        async (c) => c.json(await guestList.saveSettings(c.req.valid("json"))),
      )
  );
}

/** A household schema, refusing with the first problem it found (its own words where it has them) as invalid_household. */
function householdValidator<Schema extends StandardSchemaV1>(schema: Schema) {
  return sValidator("json", schema, (result) => {
    if (!result.success) throw new HttpError(400, INVALID_HOUSEHOLD, describeIssue(result.error));
  });
}

function describeIssue(issues: readonly StandardSchemaV1.Issue[]): string {
  const [issue] = issues;
  if (!issue) return "Send a household: displayName, eventIds and guests.";
  const path = (issue.path ?? []).map((part) => String(typeof part === "object" ? part.key : part)).join(".");
  return path === "" ? issue.message : `${path}: ${issue.message}`;
}

const importBodyLimit = bodyLimit({
  maxSize: MAX_IMPORT_BYTES,
  onError: () => {
    throw new HttpError(
      413,
      "payload_too_large",
      `The file is too large (at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB); import it in parts.`,
    );
  },
});

/**
 * The admin's body rule (requireJsonBody), except for the import, whose body
 * is the CSV file: text/csv, which no cross-site form can send without a
 * preflight either.
 */
export const requireAdminBodyType: MiddlewareHandler = async (c, next) => {
  // A picture for the content is its bytes: application/octet-stream, which no cross-site form can send either.
  if (c.req.path === CONTENT_API.pictures && c.req.method === "POST") {
    if (c.req.header("Content-Type")?.split(";")[0]?.trim().toLowerCase() === "application/octet-stream") return next();
    throw new HttpError(
      415,
      "unsupported_media_type",
      "Send the picture as its bytes, with Content-Type: application/octet-stream.",
    );
  }
  if (c.req.path !== GUEST_LIST_API.importCsv) return requireJsonBody(c, next);
  if ((c.req.header("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() !== "text/csv") {
    throw new HttpError(
      415,
      "unsupported_media_type",
      "Send the guest list as a CSV file, with Content-Type: text/csv.",
    );
  }
  await next();
};
