import { Hono } from "hono";
import type { WeddingContent } from "../../shared/content-schema.ts";
import { localDate } from "../../shared/date-labels.ts";
import { MAX_GUEST_SEARCH_LENGTH, MIN_GUEST_SEARCH_LENGTH } from "../../shared/guest-data-schemas.ts";
import { HttpError } from "../errors.ts";
import type { Erasure } from "../services/erasure.ts";
import type { GuestDataAdmin } from "../services/guest-data-admin.ts";
import { NotFoundError } from "../services/not-found.ts";

export interface GuestDataRouteDeps {
  guestData: GuestDataAdmin;
  /** The wedding's zone: the archive's name carries the wedding's date. */
  content: Pick<WeddingContent, "timeZone">;
  erasure: Pick<Erasure, "eraseHousehold">;
  now: () => Date;
}

/** 400: the search is shorter than MIN_GUEST_SEARCH_LENGTH or longer than MAX_GUEST_SEARCH_LENGTH. */
export const INVALID_SEARCH = "invalid_search";

/**
 * The couple's "Guest data" page (GUEST_DATA_ADMIN_API), mounted at
 * /api/admin/guest-data behind the session: what is held and the deletion
 * log, the archive of everything, the search for a person, and erasing a
 * household everywhere.
 */
export function guestDataRoutes({ guestData, erasure, content, now }: GuestDataRouteDeps) {
  return new Hono()
    .get("/", async (c) => c.json(await guestData.summary()))
    .get("/export", async (c) => {
      const archive = await guestData.archive();
      return c.body(JSON.stringify(archive, null, 2), 200, {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="guest-data-${localDate(now(), content.timeZone)}.json"`,
        "Cache-Control": "no-store",
      });
    })
    .get("/search", async (c) => {
      const query = (c.req.query("q") ?? "").trim();
      if (query.length < MIN_GUEST_SEARCH_LENGTH || query.length > MAX_GUEST_SEARCH_LENGTH) {
        throw new HttpError(
          400,
          INVALID_SEARCH,
          `Type at least ${MIN_GUEST_SEARCH_LENGTH} characters of a name, email or phone number (at most ${MAX_GUEST_SEARCH_LENGTH}).`,
        );
      }
      return c.json(await guestData.search(query));
    })
    .delete("/households/:id", async (c) => {
      const erased = await erasure.eraseHousehold(c.req.param("id"), "couple");
      if (erased === null) throw new NotFoundError("There is no such household (it may have been deleted).");
      return c.body(null, 204);
    });
}
